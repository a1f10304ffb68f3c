/**
 * The 25th 32-D opinion layout (session 13, written without reading the parsers): the SAT's opinion as a customer's
 * shared-service centre files it in the supplier's expediente: the centre's 'RECIBIDO' stamp with its own folio above
 * the SAT print, the opinion's folio, RFC and issue date with its seconds in one headed row, the name under its label,
 * and the sense inside the sentence ('... se emite la opinión en sentido POSITIVO.').
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, satSeal, space, text, title } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';
import { receivedStamp } from './formats';

export const opinion32dTwentyfifth = 'sello-recibido-de-centro-de-servicios-folio-rfc-y-fecha-con-segundos-en-renglon-encabezado-sentido-en-la-oracion';

export function opinion32dTwentyfifthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const blocks: Block[] = [
    receivedStamp(rng, date),
    space(6),
    text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { bold: true, size: 10 }),
    title('Opinión del cumplimiento de obligaciones fiscales', 11.5),
    space(6),
    { t: 'table', headers: ['Folio', 'Clave de R.F.C.', 'Fecha y hora de emisión'], rows: [[folio, supplier.rfc, `${formatDate(date, 'slash')} ${hhmm}:${pad2(rng.int(0, 59))}`]], widths: [1.6, 1.3, 1.4], size: 9 },
    pair('Nombre, denominación o razón social:', supplier.name, 'below'),
    space(6),
    text(
      positive
        ? 'Con base en la información de las bases de datos del SAT, a la fecha de esta consulta el contribuyente se encuentra al corriente en el cumplimiento de sus obligaciones fiscales; por ello se emite la opinión en sentido POSITIVO.'
        : 'Con base en la información de las bases de datos del SAT, a la fecha de esta consulta el contribuyente tiene obligaciones fiscales pendientes; por ello se emite la opinión en sentido NEGATIVO.',
      { size: 9 },
    ),
    text('La presente opinión se emite conforme al artículo 32-D del CFF y a la regla 2.1.37 de la RMF vigente, y no constituye resolución en sentido favorable.', { size: 7.5 }),
    rule,
    ...satSeal(rng, 'Cadena Original:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Opinión del cumplimiento', producer: 'SAT', date };
}
