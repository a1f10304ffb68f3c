/**
 * The 26th SAT opinion layout (written in session 13 without reading the parsers): the opinión del cumplimiento
 * re-typed by the supplier into a word processor's table for a client's file: the official captions in the left
 * column and the data in the right under a 'CONCEPTO | DATO' header, the date and the hour in rows of their own
 * ('05 de marzo de 2026' and '10:41'), the sense in capitals, and the official paragraph copied below the table.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text, title } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';

export const opinion32dTwentysixth = 'reescrita-en-tabla-de-procesador-de-textos-concepto-y-dato-fecha-y-hora-en-renglones-separados';

export function opinion32dTwentysixthDocument(f: Opinion32dFacts): BuiltDocument {
  const { supplier, date, hhmm, positive, folio } = f;
  const blocks: Block[] = [
    title('OPINIÓN DEL CUMPLIMIENTO DE OBLIGACIONES FISCALES', 11.5),
    text('Artículo 32-D del Código Fiscal de la Federación', { align: 'center', size: 8.5 }),
    space(8),
    {
      t: 'table',
      headers: ['CONCEPTO', 'DATO'],
      rows: [
        ['Folio', folio],
        ['Clave en el RFC', supplier.rfc],
        ['Nombre, denominación o razón social', supplier.name],
        ['Fecha de emisión', formatDate(date, 'long')],
        ['Hora de emisión', hhmm],
        ['Sentido', positive ? 'POSITIVO' : 'NEGATIVO'],
      ],
      widths: [1.5, 4],
      size: 9,
    },
    space(8),
    text(
      positive
        ? 'En atención a su consulta, se informa que en los controles electrónicos institucionales no se detectaron obligaciones fiscales pendientes, por lo que se emite opinión en sentido positivo.'
        : 'En atención a su consulta, se informa que en los controles electrónicos institucionales se detectaron obligaciones fiscales pendientes, por lo que se emite opinión en sentido negativo.',
      { size: 8.5 },
    ),
  ];
  return { blocks, truth: f.truth, style: { margin: 56, baseSize: 10 }, title: 'Opinión de cumplimiento', producer: 'Microsoft Word', date };
}
