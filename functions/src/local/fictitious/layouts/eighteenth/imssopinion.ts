/**
 * The 18th IMSS opinion layout (held out from session 12, written without reading the parsers): the opinion as its PDF
 * download prints it: the patrón's RFC and name under the heading, the registros patronales in a table (registro,
 * delegación, subdelegación, situación), the result as 'Sentido de la opinión: Positiva' and the date and hour of issue
 * at the foot, as '03-MARZO-2026 a las 10:15 hrs.'.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, title } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';

export const imssOpinionEighteenth = 'descarga-pdf-registros-patronales-en-tabla-con-delegacion-sentido-capitalizado-fecha-y-hora-al-pie';

export function imssOpinionEighteenthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const blocks: Block[] = [
    text('IMSS', { bold: true, size: 15 }),
    text('Instituto Mexicano del Seguro Social · Dirección de Incorporación y Recaudación', { size: 7.5 }),
    space(8),
    title('Opinión de cumplimiento de obligaciones en materia de seguridad social', 11),
    text(`Folio ${folio}`, { align: 'center', size: 8.5 }),
    space(6),
    text(`RFC: ${supplier.rfc}`, { size: 9 }),
    text(`Nombre, denominación o razón social: ${supplier.name}`, { size: 9 }),
    space(4),
    {
      t: 'table',
      headers: ['Registro patronal', 'Delegación', 'Subdelegación', 'Situación'],
      rows: [[supplier.registroPatronal, supplier.address.entidad, supplier.address.municipio, positive ? 'Al corriente' : 'Con adeudo']],
      widths: [1.3, 1.5, 1.5, 1],
      size: 8,
    },
    space(6),
    text(`Sentido de la opinión: ${positive ? 'Positiva' : 'Negativa'}`, { bold: true, size: 10.5 }),
    text('Opinión emitida conforme a la regla 2.1.39 de la Resolución Miscelánea Fiscal y al artículo 32-D del Código Fiscal de la Federación.', { size: 7.5 }),
    space(6),
    rule,
    text(`Emitida el ${formatDate(date, 'longDashUpper')} a las ${hhmm} hrs.`, { size: 8.5 }),
    text(`Sello digital: ${sealNoise(rng, 88)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `${p} de ${n}` }, title: 'Opinión de cumplimiento IMSS', producer: 'IMSS Escritorio Virtual', date };
}
