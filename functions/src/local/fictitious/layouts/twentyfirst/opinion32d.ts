/**
 * The 21st 32-D opinion layout (held out from session 13, written without reading the parsers): the opinion as the
 * SAT's older portal (2019-2021) printed it: a letter to the taxpayer ('Estimado contribuyente') whose identification
 * is a headed one-row table (folio, RFC, name), the sense in the paragraph in mixed case ('... en sentido Positivo'),
 * and the review's date and time in a line of their own as '05-mar-2026 10:41:07'.
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';

export const opinion32dTwentyfirst = 'portal-2019-carta-estimado-contribuyente-tabla-folio-rfc-nombre-sentido-en-el-parrafo-fecha-con-mes-minusculas';

export function opinion32dTwentyfirstDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const blocks: Block[] = [
    text('SHCP', { bold: true, size: 13 }),
    text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { size: 8 }),
    space(6),
    title('Opinión del cumplimiento de obligaciones fiscales', 11.5),
    space(6),
    { t: 'table', headers: ['Folio', 'Clave de R.F.C.', 'Nombre, denominación o razón social'], rows: [[folio, supplier.rfc, supplier.name]], widths: [1.2, 1.4, 3.4], size: 8.5 },
    space(6),
    text('Estimado contribuyente:', { size: 9.5 }),
    text(
      `En atención a su consulta sobre el cumplimiento de sus obligaciones fiscales, le informamos que en los controles electrónicos del SAT ${positive ? 'no se identificaron obligaciones pendientes' : 'se identificaron obligaciones pendientes de cumplimiento'}, por lo que se emite la opinión en sentido ${positive ? 'Positivo' : 'Negativo'}.`,
      { size: 9.5 },
    ),
    space(4),
    text(`Fecha de la revisión: ${formatDate(date, 'monLower')} ${hhmm}:${pad2(rng.int(0, 59))}`, { size: 9 }),
    space(4),
    text('La presente opinión se emite conforme a la regla 2.1.39 de la Resolución Miscelánea Fiscal y no constituye resolución en sentido favorable.', { size: 7.5 }),
    space(6),
    rule,
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 54, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: 'Opinión del cumplimiento', producer: 'SAT', date };
}
