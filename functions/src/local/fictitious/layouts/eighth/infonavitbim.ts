/**
 * The 8th SUA bimonthly cédula layout (held out in session 10, tuned on since session 11): the bimester as 'Bimestre
 * 2/2026 (MAR-ABR)', the patrón's data one label a line in capitals, amounts without thousands separators in the worker
 * table (NSS, name, SDI, days, aportación, amortización, RCV), the línea de captura and the total as 'MXN $12,345.60'
 * in a closing box.
 */
import { formatDate, formatMoney } from '../../format';
import type { Supplier } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument, Period } from '../../types';
import { rule, space, text, title } from '../common';
import type { WorkerRow } from '../imss-payment';

export const infonavitBimEighth = 'bimestre-numero-barra-anio-meses-abreviados-recuadro-total';

export type InfonavitBimFacts = { supplier: Supplier; truth: Record<string, string>; period: Period; rows: WorkerRow[]; aport: number[]; rcv: number[]; total: number; linea: string; generated: string };

const abbr = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];

export function infonavitBimEighthDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const b = (n: number) => formatMoney(n, 'bare');
  const endMonth = Number(period.to.slice(5, 7));
  const blocks: Block[] = [
    text('IMSS · INFONAVIT', { bold: true, size: 10 }),
    title('Cédula de determinación de cuotas, aportaciones y amortizaciones (bimestral)', 11),
    space(6),
    text(`BIMESTRE ${endMonth / 2}/${period.to.slice(0, 4)} (${abbr[endMonth - 2] ?? ''}-${abbr[endMonth - 1] ?? ''})`, { bold: true }),
    text(`REGISTRO PATRONAL ${supplier.registroPatronal}`, { size: 9 }),
    text(`R.F.C. ${supplier.rfc}`, { size: 9 }),
    text(`NOMBRE O RAZÓN SOCIAL ${supplier.name}`, { size: 9 }),
    space(4),
    {
      t: 'table',
      headers: ['NSS', 'Nombre', 'SDI', 'Días', 'Aportación', 'Amortización', 'RCV'],
      rows: rows.map((r, i) => [r.worker.nss, r.worker.fullName, b(r.worker.sbc), String(r.dias), b(aport[i] ?? 0), '0.00', b(rcv[i] ?? 0)]),
      widths: [1.5, 3, 0.9, 0.6, 1, 1, 0.9],
      size: 7,
    },
    space(6),
    { t: 'box', lines: [`Línea de captura: ${linea}`, `Total a pagar: ${formatMoney(total, 'mxnDollar')}`], size: 9 },
    space(8),
    rule,
    text(`SUA · fecha de proceso ${formatDate(generated, 'slashNoPad')}`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 38, baseSize: 9, footer: (p, n) => `${p} de ${n}` }, title: 'Cédula bimestral', producer: 'SUA', date: generated };
}
