/**
 * The 21st IMSS opinion layout (held out from session 13, written without reading the parsers): the opinion as the
 * IMSS's older 'Escritorio Virtual' (2020-2021) printed it: the folio at the top right, the patrón's data as a headed
 * one-row table (registro with dashes, RFC, name), 'Opinión:' with the result in mixed case ('Positiva'), and the
 * issue date and time as '05/03/2026 10:41:22' on the line under it.
 */
import { formatDate, pad2 } from '../../format';
import { printRegistroPatronal } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, title } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';

export const imssOpinionTwentyfirst = 'escritorio-virtual-2020-folio-arriba-a-la-derecha-tabla-registro-con-guiones-rfc-nombre-opinion-en-minusculas';

export function imssOpinionTwentyfirstDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const blocks: Block[] = [
    text('IMSS', { bold: true, size: 16 }),
    text(`Folio: ${folio}`, { align: 'right', bold: true, size: 9 }),
    space(6),
    title('Opinión de cumplimiento de obligaciones fiscales en materia de seguridad social', 10.5),
    space(6),
    { t: 'table', headers: ['Registro patronal', 'R.F.C.', 'Nombre o razón social'], rows: [[printRegistroPatronal(supplier.registroPatronal, true), supplier.rfc, supplier.name]], widths: [1.4, 1.3, 3.3], size: 8.5 },
    space(6),
    text(`Opinión: ${positive ? 'Positiva' : 'Negativa'}`, { bold: true, size: 11 }),
    text(`Fecha de emisión: ${formatDate(date, 'slash')} ${hhmm}:${pad2(rng.int(0, 59))}`, { size: 9 }),
    space(4),
    text(
      positive
        ? 'Con base en la información de los sistemas del Instituto, el patrón se encuentra al corriente en sus obligaciones de registro, entero de cuotas y presentación de la cédula de determinación.'
        : 'Con base en la información de los sistemas del Instituto, el patrón no se encuentra al corriente en alguna de sus obligaciones de registro, entero de cuotas o presentación de la cédula.',
      { size: 8.5 },
    ),
    text('Fundamento: artículo 32-D del Código Fiscal de la Federación y Acuerdo ACDO.SA1.HCT.101214/281.P.DIR.', { size: 7.5 }),
    space(8),
    rule,
    text(`Cadena original: ||${folio}|${supplier.rfc}|${sealNoise(rng, 60)}||`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Opinión de cumplimiento IMSS', producer: 'IMSS Escritorio Virtual', date };
}
