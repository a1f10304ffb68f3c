/**
 * The 13th SUA cédula layout (held out from session 11, after the 12th was measured): SUA's 'Reporte detallado de
 * cuotas por trabajador', in which each worker is a small header-less grid of his own (the NSS beside the name, the
 * days beside the SDI, then each cuota and the worker's total) instead of a table row. The period comes as the
 * process's date range ('Período de proceso: 01/03/2026 al 31/03/2026'), the patrón's data as lines in capitals, and
 * the cuotas by ramo with the total to pay close the report.
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { afterPeriod, rule, space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';
import { byRamo } from './sipare';

export const imsscopThirteenth = 'reporte-detallado-por-trabajador-rejilla-por-trabajador-periodo-de-proceso-del-al';

export function imsscopThirteenthDocument(f: ImsscopFacts): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const generated = afterPeriod(rng, period);
  const workers: Block[] = rows.flatMap((r, i): Block[] => [
    text(`Trabajador ${i + 1} de ${rows.length}`, { size: 7, bold: true }),
    {
      t: 'table',
      headers: [],
      rows: [
        ['N.S.S.', r.worker.nss, 'Nombre', r.worker.fullName],
        ['Días cotizados', String(r.dias), 'S.D.I.', m(r.worker.sbc)],
        ['Cuota fija', m(r.cuotaFija), 'Excedente', m(r.excedente)],
        ['R.T., I.V. y G.P.S.', m(r.rt), 'Total del trabajador', m(r.total)],
      ],
      widths: [1.1, 1.3, 1.2, 3],
      size: 7.5,
    },
  ]);
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 9 }),
    text('SUA · Reportes', { size: 8 }),
    space(4),
    title('REPORTE DETALLADO DE CUOTAS POR TRABAJADOR', 11),
    space(6),
    text(`REGISTRO PATRONAL: ${supplier.registroPatronal}`, { size: 9 }),
    text(`R.F.C.: ${supplier.rfc}`, { size: 9 }),
    text(`RAZÓN SOCIAL: ${supplier.name}`, { size: 9 }),
    text(`PERÍODO DE PROCESO: ${formatDate(period.from, 'slash')} AL ${formatDate(period.to, 'slash')}`, { size: 9 }),
    space(6),
    ...workers,
    space(6),
    {
      t: 'table',
      title: 'Cuotas por ramo',
      headers: ['Ramo', 'Importe'],
      rows: byRamo(rows, total).map(([concept, p, o]) => [concept, m(Math.round((p + o) * 100) / 100)]),
      widths: [3.4, 1.2],
      size: 8,
    },
    text(`TOTAL A PAGAR: ${formatMoney(total, 'dollar')}`, { bold: true, size: 10 }),
    space(8),
    rule,
    text(`Elaborado con SUA 3.6.${rng.int(0, 9)} el ${formatDate(generated, 'slash')}`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 42, baseSize: 9, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Reporte detallado por trabajador', producer: 'SUA', date: generated };
}
