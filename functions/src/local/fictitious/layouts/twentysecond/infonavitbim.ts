/**
 * The 22nd INFONAVIT bimonthly layout (written in session 13 without reading the parsers): an ERP-printed 'Resumen
 * bimestral SUA' after the SUA file is imported: the bimester as its ordinal within the year with its months in
 * parentheses ('2o. bimestre de 2026 (mar-abr)'), the patrón in one line with its RFC, the workers with RCV and
 * vivienda in separate columns, the total as 'MX$12,345.60', and the línea de captura on its own line below the total.
 */
import { formatMoney, monthAbbr } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';
import { mxDollar } from './formats';

export const infonavitBimTwentysecond = 'resumen-bimestral-impreso-del-erp-bimestre-ordinal-con-meses-abreviados-patron-en-un-renglon-linea-bajo-el-total';

export function infonavitBimTwentysecondDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const end = Number(period.to.slice(5, 7));
  const abbr = (m: number) => (monthAbbr[m - 1] ?? '').toLowerCase();
  const blocks: Block[] = [
    text('RESUMEN BIMESTRAL SUA  ·  RCV, APORTACIONES Y AMORTIZACIONES INFONAVIT', { bold: true, size: 10 }),
    text(`${end / 2}o. bimestre de ${period.to.slice(0, 4)} (${abbr(end - 1)}-${abbr(end)})`, { size: 9 }),
    text(`${supplier.name}  ·  RFC ${supplier.rfc}  ·  Reg. pat. ${supplier.registroPatronal}`, { size: 8.5 }),
    space(4),
    {
      t: 'table',
      headers: ['NSS', 'Trabajador', 'Días', 'SBC', 'RCV', 'Vivienda', 'Amortización'],
      rows: rows.map((r, i) => [r.worker.nss, r.worker.fullName, String(r.dias), p(r.worker.sbc), p(rcv[i] ?? 0), p(aport[i] ?? 0), '0.00']),
      widths: [1.1, 2.4, 0.45, 0.75, 0.8, 0.8, 0.9],
      size: 7,
    },
    space(4),
    text(`Total del bimestre: ${mxDollar(total)}`, { bold: true, size: 10, align: 'right' }),
    text(`Línea de captura: ${linea}`, { size: 9, align: 'right' }),
    space(6),
    rule,
    text('Reporte generado a partir del archivo del SUA; pague con la línea de captura de SIPARE.', { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 34, baseSize: 9, footer: (pg, n) => `ERP Nómina · ${pg}/${n}` }, title: 'Resumen bimestral SUA', producer: 'ERP Nómina', date: f.generated };
}
