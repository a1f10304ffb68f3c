/**
 * The 24th 32-D opinion layout (written in session 13 without reading the parsers): the opinion the taxpayer opened
 * in the SAT portal and printed from Firefox with the page zoomed, so the SAT's two-column data reflows into one: each
 * label on its own line with its value on the next, the sense in a line of its own after the notice, the issue date
 * and hour under 'Fecha de emisión' as '05/03/2026 10:41:07 hrs.', and Firefox's title, address and 'Página n de N'.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, satSeal, space, text } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';
import { firefoxPrint } from './formats';

export const opinion32dTwentyfourth = 'impresa-desde-firefox-con-zoom-columnas-en-una-etiqueta-arriba-valor-abajo-sentido-en-renglon-propio-fecha-con-hrs';

export function opinion32dTwentyfourthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const browser = firefoxPrint('Opinión del Cumplimiento de Obligaciones Fiscales', 'https://ptsc32d.clouda.sat.gob.mx/');
  const below = (label: string, value: string): Block => pair(label, value, 'below');
  const blocks: Block[] = [
    text('SAT  Servicio de Administración Tributaria', { bold: true, size: 12 }),
    space(6),
    text('Opinión del cumplimiento de obligaciones fiscales', { bold: true, size: 13 }),
    below('Folio', folio),
    below('Clave de R.F.C.', supplier.rfc),
    below('Nombre, denominación o razón social', supplier.name),
    below('Fecha de emisión', `${formatDate(date, 'slash')} ${hhmm}:${String(rng.int(10, 59))} hrs.`),
    space(6),
    text('Estimado contribuyente:', { size: 11 }),
    text('En atención a su consulta sobre el cumplimiento de sus obligaciones fiscales, le informamos que conforme a la información de nuestros controles institucionales, se emite opinión en sentido:', { size: 11 }),
    text(positive ? 'POSITIVO' : 'NEGATIVO', { bold: true, size: 14 }),
    space(4),
    text('La presente opinión se emite con base en el artículo 32-D del Código Fiscal de la Federación y la regla 2.1.37. de la Resolución Miscelánea Fiscal vigente.', { size: 9 }),
    space(6),
    ...satSeal(rng, 'Sello digital'),
  ];
  return { blocks, truth: f.truth, style: { margin: 30, baseSize: 11, header: browser.header, footer: browser.footer }, title: 'Opinión del Cumplimiento de Obligaciones Fiscales', producer: 'Mozilla Firefox', date };
}
