/**
 * The 19th 32-D opinion layout (held out from session 12, written without reading the parsers): the opinion as the
 * SAT's 2015-2018 print set it: folio, RFC and name as a headed row of three columns under the title, the date and
 * hour of issue as a headed row of their own ('Fecha de emisión' '04/06/2025', 'Hora de emisión' '08:20:13'), and the
 * sense capitalised as a short line ('Sentido: Positivo') before the legal paragraphs.
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';

export const opinion32dNineteenth = 'impresion-2015-folio-rfc-y-nombre-en-fila-con-encabezados-fecha-y-hora-en-su-fila-sentido-capitalizado';

export function opinion32dNineteenthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const blocks: Block[] = [
    text('SHCP', { bold: true, size: 13 }),
    text('SECRETARÍA DE HACIENDA Y CRÉDITO PÚBLICO  ·  SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { size: 7.5 }),
    space(8),
    title('Opinión del cumplimiento de obligaciones fiscales', 11.5),
    space(4),
    { t: 'table', headers: ['Folio', 'Clave de R.F.C.', 'Nombre, denominación o razón social'], rows: [[folio, supplier.rfc, supplier.name]], widths: [1.1, 1.2, 3.4], size: 8.5 },
    { t: 'table', headers: ['Fecha de emisión', 'Hora de emisión'], rows: [[formatDate(date, 'slash'), `${hhmm}:${pad2(rng.int(0, 59))}`]], widths: [1, 1], size: 8.5 },
    space(6),
    text(`Sentido: ${positive ? 'Positivo' : 'Negativo'}`, { bold: true, size: 11 }),
    space(4),
    text(
      positive
        ? 'En los controles electrónicos internos del Servicio de Administración Tributaria se observa que usted se encuentra al corriente en el cumplimiento de sus obligaciones fiscales.'
        : 'En los controles electrónicos internos del Servicio de Administración Tributaria se observa que usted no se encuentra al corriente en el cumplimiento de sus obligaciones fiscales.',
      { size: 8.5 },
    ),
    text('La presente opinión se emite considerando lo dispuesto en la regla 2.1.39 de la Resolución Miscelánea Fiscal y el artículo 32-D del Código Fiscal de la Federación; no constituye resolución en sentido favorable.', { size: 7.5 }),
    space(6),
    rule,
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Opinión del cumplimiento de obligaciones fiscales', producer: 'SAT', date };
}
