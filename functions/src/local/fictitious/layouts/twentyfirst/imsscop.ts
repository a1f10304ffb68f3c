/**
 * The 21st SUA cédula layout (held out from session 13, written without reading the parsers): the 'Cédula de
 * determinación de cuotas' as an older SUA version (3.3, before the 2020 redesign) printed it: the patrón's data in a
 * box on the first sheet only, the period as 'Período: Marzo de 2026', NSS with the IMSS dashes, each branch's
 * patrón and worker shares as separate columns, a 'TOTALES' row closing the table, and the total in a box.
 */
import { formatMoney, monthName, capitalize } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dashedNss, rule, space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';

export const imsscopTwentyfirst = 'sua-3-3-anterior-a-2020-patron-en-recuadro-periodo-mes-de-anio-nss-con-guiones-ramas-patron-y-obrero-renglon-de-totales';

export function imsscopTwentyfirstDocument(f: ImsscopFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
  // The excedente splits between patrón and worker the way the SUA shows it (about three to one).
  const patronal = (n: number) => Math.round(n * 0.75 * 100) / 100;
  const blocks: Block[] = [
    text('IMSS  ·  SUA  Sistema Único de Autodeterminación', { bold: true, size: 9 }),
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS', 11),
    { t: 'box', lines: [`Registro Patronal: ${supplier.registroPatronal}        R.F.C.: ${supplier.rfc}`, `Nombre o Razón Social: ${supplier.name}`, `Período: ${capitalize(monthName(Number(period.from.slice(5, 7))))} de ${period.from.slice(0, 4)}        Área Geográfica: Única        Prima de R.T.: ${(rng.int(50000, 750000) / 100000).toFixed(5)}`], size: 8.5 },
    space(4),
    {
      t: 'table',
      headers: ['NSS', 'Nombre', 'Días', 'SDI', 'Cuota fija', 'Exc. pat.', 'Exc. obr.', 'R.T.', 'Total'],
      rows: [
        ...rows.map((r) => [dashedNss(r.worker.nss), r.worker.fullName, String(r.dias), p(r.worker.sbc), p(r.cuotaFija), p(patronal(r.excedente)), p(r.excedente - patronal(r.excedente)), p(r.rt), p(r.total)]),
        ['TOTALES', '', String(sum((r) => r.dias)), '', p(sum((r) => r.cuotaFija)), '', '', p(sum((r) => r.rt)), p(total)],
      ],
      widths: [1.25, 2.1, 0.45, 0.7, 0.75, 0.7, 0.7, 0.65, 0.8],
      size: 6.8,
    },
    space(6),
    { t: 'box', lines: [`TOTAL DE CUOTAS IMSS DEL MES: ${formatMoney(total, 'dollarSpace')}`], size: 10 },
    space(6),
    rule,
    text('Determinación conforme a los artículos 39 y 39-A de la Ley del Seguro Social. Versión SUA 3.3.8', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 34, baseSize: 9, footer: (pg, n) => `Hoja: ${pg} de ${n}` }, title: 'Cédula de determinación de cuotas', producer: 'SUA 3.3', date: period.to };
}
