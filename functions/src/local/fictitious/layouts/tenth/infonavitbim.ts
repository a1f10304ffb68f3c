/**
 * The 10th SUA bimonthly cédula layout (held out in session 11, measured there and tuned on since): the bimester
 * written out in capitals ('MARZO Y ABRIL DE 2026'), the patrón's data as a header-less grid with the delegación beside
 * it, the workers with the name first and a per-worker sum, the totals as the table's last row (the total to pay in its
 * last cell), then the línea de captura and the payment deadline.
 */
import { addDays, formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';

export const infonavitBimTenth = 'bimestre-meses-en-letra-y-renglon-de-totales-en-la-tabla';

const round = (n: number) => Math.round(n * 100) / 100;

export function infonavitBimTenthDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const endMonth = Number(period.to.slice(5, 7));
  const sum = (xs: number[]) => round(xs.reduce((a, b) => a + b, 0));
  const bimestre = `${monthName(endMonth - 1).toUpperCase()} Y ${monthName(endMonth).toUpperCase()} DE ${period.to.slice(0, 4)}`;
  const workerRows = rows.map((r, i) => [String(i + 1), r.worker.fullName, r.worker.nss, String(r.dias), m(r.worker.sbc), m(rcv[i] ?? 0), m(aport[i] ?? 0), '0.00', m(round((rcv[i] ?? 0) + (aport[i] ?? 0)))]);
  const blocks: Block[] = [
    text('SUA · CUOTAS BIMESTRALES', { bold: true, size: 9 }),
    title('Cédula de determinación de cuotas, aportaciones y amortizaciones', 11),
    space(6),
    text(`BIMESTRE: ${bimestre}`, { bold: true }),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Registro patronal', supplier.registroPatronal, 'Delegación', supplier.address.entidad],
        ['R.F.C.', supplier.rfc, 'Subdelegación', supplier.address.municipio],
        ['Razón social', supplier.name, '', ''],
      ],
      widths: [1.3, 3, 1.1, 1.6],
      size: 8.5,
    },
    space(6),
    {
      t: 'table',
      headers: ['No.', 'Nombre', 'N.S.S.', 'Días', 'S.D.I.', 'R.C.V.', 'Aportación', 'Amortización', 'Suma'],
      rows: [...workerRows, ['', 'TOTALES', '', '', '', m(sum(rcv)), m(sum(aport)), '0.00', m(total)]],
      widths: [0.4, 2.8, 1.4, 0.5, 0.8, 0.9, 0.9, 0.9, 0.9],
      size: 6.5,
    },
    space(6),
    text(`Línea de captura: ${linea}`, { size: 9 }),
    text(`Fecha límite de pago: ${formatDate(addDays(period.to, 17), 'slash')}`, { size: 9 }),
    space(8),
    rule,
    text(`Elaborado el ${formatDate(generated, 'slash')} con SUA`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, footer: (p, n) => `${p}/${n}` }, title: 'Cédula bimestral', producer: 'SUA', date: generated };
}
