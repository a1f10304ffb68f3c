/**
 * The 23rd IMSS opinion layout (written in session 13 without reading the parsers): the 2025-2026 IMSS print: the QR
 * code and the folio at the top right, the patrón's data as a one-row headed table (registro first), the result in a
 * line of its own, the issue date as the new Angular portal writes it ('5 mar 2026, 10:41:07'), and the original chain
 * and the IMSS seal at the foot.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, space, text, title } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';
import { angularMedium, chainAndSeal } from './formats';

export const imssOpinionTwentythird = 'imss-2025-qr-y-folio-arriba-a-la-derecha-patron-en-tabla-de-un-renglon-resultado-aparte-fecha-angular-media';

export function imssOpinionTwentythirdDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const blocks: Block[] = [
    text('[ Código QR ]', { align: 'right', size: 7 }),
    text(`Folio ${folio}`, { align: 'right', size: 8.5 }),
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10.5 }),
    text('Dirección de Incorporación y Recaudación', { size: 7.5 }),
    space(6),
    title('Opinión de cumplimiento de obligaciones en materia de seguridad social', 11),
    space(4),
    { t: 'table', headers: ['Registro patronal', 'RFC', 'Nombre, denominación o razón social'], rows: [[supplier.registroPatronal, supplier.rfc, supplier.name]], widths: [1, 1, 3.4], size: 8 },
    space(6),
    text('Resultado de la opinión', { size: 8 }),
    text(positive ? 'POSITIVA' : 'NEGATIVA', { bold: true, size: 12 }),
    text(
      positive
        ? 'El patrón se encuentra al corriente en el cumplimiento de sus obligaciones en materia de seguridad social.'
        : 'El patrón presenta adeudos o incumplimientos en materia de seguridad social a la fecha de la consulta.',
      { size: 8.5 },
    ),
    text(`Fecha de emisión: ${angularMedium(date, hhmm, String(rng.int(10, 59)))}`, { size: 8.5 }),
    space(6),
    ...chainAndSeal(rng, 'IMSS|DIR|', ['Cadena original', 'Sello digital del IMSS'], 128),
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `IMSS · Opinión de cumplimiento · ${p}/${n}` }, title: 'Opinión de cumplimiento IMSS', producer: 'IMSS', date };
}
