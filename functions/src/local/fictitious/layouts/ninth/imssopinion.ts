/**
 * The 9th IMSS opinion layout (held out in session 11, measured there and tuned on since): the opinion as the IMSS Digital
 * portal prints it in 2025. The folio and the date and time of issue in a line under the title ('03-03-26 14:05:22'),
 * the patrón's name and RFC below their captions, the registro patronal in a table with its delegación and
 * subdelegación and the result per registro, the opinion again in the closing sentence.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, title } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';

export const imssOpinionNinth = 'portal-digital-tabla-registro-delegacion-fecha-dd-mm-aa-guion';

export function imssOpinionNinthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const seconds = String(rng.int(10, 59));
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const resultado = positive ? 'POSITIVA' : 'NEGATIVA';
  const blocks: Block[] = [
    text('Instituto Mexicano del Seguro Social', { bold: true, size: 10 }),
    text('IMSS Digital · Trámites patronales', { size: 8 }),
    space(8),
    title('Opinión del cumplimiento de obligaciones en materia de seguridad social', 11),
    text(`Folio ${folio}   |   Emitida ${formatDate(date, 'dashShortYear')} ${hhmm}:${seconds}`, { align: 'center', size: 9 }),
    space(8),
    text('Nombre, denominación o razón social', { size: 7 }),
    text(supplier.name, { bold: true }),
    text('Registro Federal de Contribuyentes', { size: 7 }),
    text(supplier.rfc, { bold: true }),
    space(6),
    {
      t: 'table',
      title: 'Registros patronales revisados',
      headers: ['Registro patronal', 'Delegación', 'Subdelegación', 'Opinión'],
      rows: [[supplier.registroPatronal, supplier.address.entidad, supplier.address.municipio, resultado]],
      widths: [1.6, 1.8, 1.8, 1.2],
      size: 8.5,
    },
    space(6),
    text(
      positive
        ? `Derivado de la revisión a los sistemas institucionales, el IMSS emite opinión ${resultado}: el patrón se encuentra al corriente en el pago de sus cuotas obrero patronales y no tiene créditos fiscales firmes.`
        : `Derivado de la revisión a los sistemas institucionales, el IMSS emite opinión ${resultado}: el patrón presenta créditos fiscales firmes o cuotas obrero patronales omitidas.`,
      { size: 9 },
    ),
    space(10),
    rule,
    text(`Sello digital: ${sealNoise(rng, 100)}`, { size: 7 }),
    text('Verifique la autenticidad de esta opinión en imss.gob.mx/patrones/opinion-cumplimiento con el folio.', { size: 7 }),
  ];
  return {
    blocks,
    truth,
    style: { margin: 46, baseSize: 10, footer: (p, n) => `IMSS · ${p} de ${n}` },
    title: 'Opinión de cumplimiento IMSS',
    producer: 'IMSS Digital',
    date,
  };
}
