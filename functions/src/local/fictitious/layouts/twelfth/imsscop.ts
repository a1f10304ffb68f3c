/**
 * The 12th SUA cédula layout (held out in session 11, measured there and tuned on since): the monthly cédula as SUA
 * prints it in portrait, each worker over two lines of the table (the NSS with the days and the amounts on the first,
 * the name alone under the NSS on the second). The registro, RFC and the period ('MARZO DEL 2026') as one headed row,
 * the name under it, and the sums per branch as the table's last row before the total to pay.
 */
import { formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { afterPeriod, rule, space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';

export const imsscopTwelfth = 'sua-trabajador-en-dos-renglones-nss-arriba-nombre-abajo-periodo-mes-del-anio';

const round = (n: number) => Math.round(n * 100) / 100;

export function imsscopTwelfthDocument(f: ImsscopFacts): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const generated = afterPeriod(rng, period);
  const sum = (pick: (r: (typeof rows)[number]) => number) => m(round(rows.reduce((s, r) => s + pick(r), 0)));
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 9 }),
    text('SUA · Sistema Único de Autodeterminación', { size: 8 }),
    space(4),
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS', 12),
    space(6),
    {
      t: 'table',
      headers: ['Registro patronal', 'R.F.C.', 'Período'],
      rows: [[supplier.registroPatronal, supplier.rfc, `${monthName(Number(period.from.slice(5, 7))).toUpperCase()} DEL ${period.from.slice(0, 4)}`]],
      widths: [1.4, 1.4, 1.6],
      size: 8.5,
    },
    text(`Nombre o razón social: ${supplier.name}`, { size: 9 }),
    text(`Prima de riesgo de trabajo: ${(rng.int(50000, 750000) / 100000).toFixed(5)}     Cotizantes: ${rows.length}`, { size: 8 }),
    space(6),
    {
      t: 'table',
      headers: ['N.S.S. / Nombre', 'Días', 'S.D.I.', 'Cuota fija', 'Excedente', 'R.T.', 'Total'],
      // SUA's portrait print: the NSS and the amounts on one line, the name alone on the next.
      rows: [
        ...rows.flatMap((r) => [
          [r.worker.nss, String(r.dias), m(r.worker.sbc), m(r.cuotaFija), m(r.excedente), m(r.rt), m(r.total)],
          [r.worker.fullName, '', '', '', '', '', ''],
        ]),
        ['Sumas', '', '', sum((r) => r.cuotaFija), sum((r) => r.excedente), sum((r) => r.rt), m(total)],
      ],
      widths: [3, 0.5, 0.8, 0.9, 0.9, 0.9, 0.9],
      size: 7.5,
    },
    space(4),
    text(`Total a pagar: ${formatMoney(total, 'dollar')}`, { align: 'right', bold: true }),
    space(8),
    rule,
    text(`Elaborada el ${formatDate(generated, 'slash')} · SUA 3.6`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 9, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Cédula de determinación de cuotas', producer: 'SUA', date: generated };
}
