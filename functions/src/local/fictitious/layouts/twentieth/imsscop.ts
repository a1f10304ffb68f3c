/**
 * The 20th SUA cédula layout (held out from session 12, written without reading the parsers): the 'Cédula de
 * determinación de cuotas' as an SUA 3.6 reprint prints it: the patrón's data repeated as a page header on every sheet
 * (registro, RFC, name), the period as two cells ('Mes: 03   Año: 2026'), the workers' table with the SDI as '$512.40'
 * without separators, and the total after the 'TOTAL A PAGAR' caption as 'MXN 12,345.60'.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';

export const imsscopTwentieth = 'reimpresion-sua-patron-en-encabezado-de-pagina-mes-y-anio-en-celdas-sdi-sin-separadores-total-mxn-antes';

export function imsscopTwentiethDocument(f: ImsscopFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const b = (n: number) => formatMoney(n, 'plain');
  const blocks: Block[] = [
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS', 11),
    text('Sistema Único de Autodeterminación · Reimpresión', { align: 'center', size: 7.5 }),
    space(4),
    { t: 'table', headers: ['Mes', 'Año', 'Área geográfica', 'Prima R.T.'], rows: [[period.from.slice(5, 7), period.from.slice(0, 4), 'Única', (rng.int(50000, 750000) / 100000).toFixed(5)]], widths: [0.6, 0.6, 1.2, 1], size: 8 },
    space(4),
    {
      t: 'table',
      headers: ['Número de afiliación', 'Nombre del asegurado', 'Días', 'S.D.I.', 'Cuota fija', 'Excedente', 'Riesgo trab.', 'Suma'],
      rows: rows.map((r) => [r.worker.nss, r.worker.fullName, String(r.dias), formatMoney(r.worker.sbc, 'dollarBare'), b(r.cuotaFija), b(r.excedente), b(r.rt), b(r.total)]),
      widths: [1.2, 2.3, 0.45, 0.8, 0.75, 0.75, 0.75, 0.75],
      size: 6.8,
    },
    space(6),
    text('TOTAL A PAGAR', { align: 'right', size: 8 }),
    text(formatMoney(total, 'mxnPrefix'), { align: 'right', bold: true, size: 10.5 }),
    space(6),
    rule,
    text('Cuotas determinadas por el patrón con el SUA conforme a los artículos 39 y 39-A de la Ley del Seguro Social.', { size: 7 }),
  ];
  const header = [`Registro patronal: ${supplier.registroPatronal}    R.F.C.: ${supplier.rfc}`, `Nombre o razón social: ${supplier.name}`];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, header, footer: (pg, n) => `SUA 3.6.${rng.int(0, 9)}   Hoja ${pg} de ${n}` }, title: 'Cédula de determinación de cuotas', producer: 'SUA', date: period.to };
}
