/**
 * The 11th SUA bimonthly cédula layout (held out in session 11, measured there and tuned on since): the patrón's data
 * in a box at the top (registro and RFC on one line, the name on the next, the bimester as 'BIMESTRE 02 DE 2026
 * (MAR/ABR)'), the workers with the name first and a column saying whether each has an INFONAVIT credit, the totals as
 * right-aligned lines under the table (aportaciones, RCV, total to pay as '$ 12,345.60 M.N.'), and the línea de captura
 * under its caption on a line of its own.
 */
import { formatDate, formatMoney, monthAbbr, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';

export const infonavitBimEleventh = 'recuadro-patron-bimestre-numero-de-anio-columna-credito-totales-alineados';

const round = (n: number) => Math.round(n * 100) / 100;

export function infonavitBimEleventhDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const endMonth = Number(period.to.slice(5, 7));
  const sum = (xs: number[]) => round(xs.reduce((a, b) => a + b, 0));
  const bimestre = `BIMESTRE ${pad2(endMonth / 2)} DE ${period.to.slice(0, 4)} (${monthAbbr[endMonth - 2] ?? ''}/${monthAbbr[endMonth - 1] ?? ''})`;
  const blocks: Block[] = [
    text('SUA · Pago bimestral de aportaciones y amortizaciones', { size: 8 }),
    title('CÉDULA DE DETERMINACIÓN BIMESTRAL', 12),
    space(6),
    { t: 'box', lines: [`Registro patronal: ${supplier.registroPatronal}        R.F.C.: ${supplier.rfc}`, `Razón social: ${supplier.name}`, bimestre], size: 9 },
    space(8),
    {
      t: 'table',
      headers: ['Nombre del trabajador', 'N.S.S.', 'Días', 'S.D.I.', 'Aportación 5 %', 'Retiro, cesantía y vejez', 'Crédito'],
      rows: rows.map((r, i) => [r.worker.fullName, r.worker.nss, String(r.dias), m(r.worker.sbc), m(aport[i] ?? 0), m(rcv[i] ?? 0), 'Sin crédito']),
      widths: [2.8, 1.3, 0.5, 0.8, 1, 1.1, 0.9],
      size: 7,
    },
    space(4),
    text(`Total aportaciones: ${m(sum(aport))}`, { align: 'right', size: 9 }),
    text(`Total amortizaciones: 0.00`, { align: 'right', size: 9 }),
    text(`Total RCV: ${m(sum(rcv))}`, { align: 'right', size: 9 }),
    text(`Total a pagar: ${formatMoney(total, 'dollarSpaceMn')}`, { align: 'right', size: 10, bold: true }),
    space(8),
    text('Línea de captura', { size: 8 }),
    text(linea, { bold: true, size: 10 }),
    space(8),
    rule,
    text(`Fecha de elaboración: ${formatDate(generated, 'longDash')}`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 9, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Cédula bimestral SUA', producer: 'SUA', date: generated };
}
