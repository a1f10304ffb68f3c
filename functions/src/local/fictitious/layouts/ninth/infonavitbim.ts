/**
 * The 9th SUA bimonthly cédula layout (held out in session 11, measured there and tuned on since): the bimester as its two
 * months ('03/2026 - 04/2026') in a headed row with the registro patronal and RFC, the name under it, the RCV split
 * into retiro and cesantía y vejez per worker beside the INFONAVIT aportación and amortización, the totals per concept,
 * the línea de captura and the total as '$12,345.60 MN'.
 */
import { formatDate, formatMoney, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';

export const infonavitBimNinth = 'bimestre-mes-anio-guion-mes-anio-retiro-y-cesantia-separados';

const round = (n: number) => Math.round(n * 100) / 100;

export function infonavitBimNinthDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const year = period.to.slice(0, 4);
  const endMonth = Number(period.to.slice(5, 7));
  // Retiro is 2 % of the wage; cesantía y vejez the rest of the RCV.
  const retiro = rows.map((r) => round(r.worker.sbc * r.dias * 0.02));
  const cyv = rcv.map((x, i) => round(x - (retiro[i] ?? 0)));
  const sum = (xs: number[]) => round(xs.reduce((a, b) => a + b, 0));
  const blocks: Block[] = [
    text('SUA · Sistema Único de Autodeterminación', { bold: true, size: 9 }),
    title('Cédula de determinación de cuotas, aportaciones y amortizaciones', 11),
    text('Retiro, cesantía en edad avanzada y vejez · INFONAVIT', { align: 'center', size: 8 }),
    space(6),
    { t: 'table', headers: ['Registro Patronal', 'R.F.C.', 'Bimestre'], rows: [[supplier.registroPatronal, supplier.rfc, `${pad2(endMonth - 1)}/${year} - ${pad2(endMonth)}/${year}`]], widths: [1.6, 1.6, 1.8], size: 9 },
    text(`Nombre o Razón Social: ${supplier.name}`),
    space(6),
    {
      t: 'table',
      headers: ['N.S.S.', 'Nombre', 'Días', 'S.D.I.', 'Retiro', 'C. y V.', 'Aportación', 'Amortización'],
      rows: rows.map((r, i) => [r.worker.nss, r.worker.fullName, String(r.dias), m(r.worker.sbc), m(retiro[i] ?? 0), m(cyv[i] ?? 0), m(aport[i] ?? 0), '0.00']),
      widths: [1.4, 2.8, 0.5, 0.9, 0.9, 0.9, 1, 1],
      size: 6.5,
    },
    space(6),
    { t: 'table', title: 'Totales del bimestre', headers: ['Retiro', 'Cesantía y vejez', 'Aportación INFONAVIT', 'Amortización'], rows: [[m(sum(retiro)), m(sum(cyv)), m(sum(aport)), '0.00']], size: 8 },
    space(4),
    text(`Línea de captura SIPARE: ${linea}`, { size: 9 }),
    text(`Total a pagar: ${formatMoney(total, 'mnNoDots')}`, { bold: true }),
    space(8),
    rule,
    text(`Fecha de elaboración: ${formatDate(generated, 'dashShortYear')}`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Cédula bimestral RCV-INFONAVIT', producer: 'SUA', date: generated };
}
