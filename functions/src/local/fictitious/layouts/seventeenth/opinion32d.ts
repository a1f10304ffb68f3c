/**
 * The 17th 32-D layout (held out from session 12, written without reading the parsers): the opinión as its newer PDF
 * lays the header out: two headed tables across the page (folio, RFC and name; then the sentido and the date and hour
 * of issue written '03-Mar-2026 10:15:22'), the explanation below and the obligations reviewed as a short list.
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';

export const opinion32dSeventeenth = 'encabezado-en-dos-tablas-horizontales-sentido-en-celda-fecha-mes-abreviado-con-guiones-y-hora';

export function opinion32dSeventeenthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const blocks: Block[] = [
    text('HACIENDA', { bold: true, size: 13 }),
    text('Servicio de Administración Tributaria', { size: 8 }),
    space(6),
    title('Opinión del cumplimiento de obligaciones fiscales', 11.5),
    space(6),
    { t: 'table', headers: ['Folio', 'Clave de R.F.C.', 'Nombre, denominación o razón social'], rows: [[folio, supplier.rfc, supplier.name]], widths: [1.3, 1.2, 3], size: 8.5 },
    { t: 'table', headers: ['Sentido', 'Fecha y hora de emisión'], rows: [[positive ? 'Positivo' : 'Negativo', `${formatDate(date, 'monTitleDash')} ${hhmm}:${pad2(rng.int(0, 59))}`]], widths: [1, 2], size: 8.5 },
    space(6),
    text(
      `Revisados los controles electrónicos institucionales, se emite opinión del cumplimiento en sentido ${positive ? 'positivo' : 'negativo'}, considerando las obligaciones siguientes:`,
      { size: 8.5 },
    ),
    text('• Inscripción y localización del domicilio fiscal en el RFC.', { size: 8, indent: 12 }),
    text('• Presentación de declaraciones anuales y de pagos provisionales.', { size: 8, indent: 12 }),
    text('• Créditos fiscales firmes o exigibles.', { size: 8, indent: 12 }),
    space(6),
    text('Opinión emitida con fundamento en el artículo 32-D del Código Fiscal de la Federación y la regla 2.1.37 de la RMF.', { size: 7.5 }),
    rule,
    ...satSeal(rng, 'Sello digital'),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `${p} | ${n}` }, title: 'Opinión del cumplimiento', producer: 'SAT', date };
}
