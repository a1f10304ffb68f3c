/**
 * The 8th SUA cédula layout (held out in session 10, tuned on since session 11): a newer SUA print with a header grid
 * two pairs wide (no header row), the period as 'Mes: 03 Año: 2026', the worker table with the NSS last and days after
 * the wage, amounts without thousands separators, the total as 'TOTAL IMSS' in a closing line with 'M.N.'.
 */
import { formatDate, formatMoney } from '../../format';
import type { Supplier } from '../../identities';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument, Period } from '../../types';
import { afterPeriod, rule, space, text, title } from '../common';
import type { WorkerRow } from '../imss-payment';

export const imsscopEighth = 'sua-rejilla-encabezado-nss-al-final-sin-comas';

export type ImsscopFacts = { rng: Rng; supplier: Supplier; truth: Record<string, string>; period: Period; rows: WorkerRow[]; total: number };

export function imsscopEighthDocument(f: ImsscopFacts): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const b = (n: number) => formatMoney(n, 'bare');
  const generated = afterPeriod(rng, period);
  const blocks: Block[] = [
    text('IMSS · SUA', { bold: true, size: 10 }),
    title('Cédula de determinación de cuotas obrero patronales (mensual)', 11),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Reg. patronal', supplier.registroPatronal, 'Mes', period.from.slice(5, 7)],
        ['R.F.C.', supplier.rfc, 'Año', period.from.slice(0, 4)],
        ['Razón social', supplier.name, 'Prima R.T.', '2.59840'],
      ],
      widths: [1.2, 3, 0.9, 1],
      size: 8,
    },
    space(4),
    {
      t: 'table',
      headers: ['Nombre', 'S.B.C.', 'Días', 'Cuota fija', 'Exc.', 'R.T.', 'Subtotal', 'N.S.S.'],
      rows: rows.map((r) => [r.worker.fullName, b(r.worker.sbc), String(r.dias), b(r.cuotaFija), b(r.excedente), b(r.rt), b(r.total), r.worker.nss]),
      widths: [2.8, 0.9, 0.5, 0.9, 0.8, 0.8, 0.9, 1.4],
      size: 7,
    },
    text(`Trabajadores: ${rows.length}`, { size: 8 }),
    text(`TOTAL IMSS ${formatMoney(total, 'mnPlain')}`, { bold: true, align: 'right' }),
    space(8),
    rule,
    text(`Emitido ${formatDate(generated, 'slashNoPad')} · SUA 3.7.${rng.int(0, 9)}`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 38, baseSize: 9, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Cédula de determinación de cuotas', producer: 'SUA', date: generated };
}
