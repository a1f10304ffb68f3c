/**
 * The 12th SUA bimonthly cédula layout (held out in session 11, measured there and tuned on since): SIPARE's bimonthly
 * 'Propuesta de pago' in which the year and the bimester's number are two cells of a header-less grid ('Año' 2026,
 * 'Bimestre' 2) beside the registro and the RFC, the name on a line of its own, the workers with a consecutive number
 * and an ausentismos column, the amounts summed in a headed 'Resumen' table (concept, amount) whose last row is the
 * total, and the línea de captura under it.
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';

export const infonavitBimTwelfth = 'rejilla-anio-y-numero-de-bimestre-consecutivo-ausentismos-tabla-resumen-con-total';

const round = (n: number) => Math.round(n * 100) / 100;

export function infonavitBimTwelfthDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const sum = (xs: number[]) => round(xs.reduce((a, b) => a + b, 0));
  const full = Math.max(...rows.map((r) => r.dias));
  const blocks: Block[] = [
    text('IMSS · INFONAVIT', { bold: true, size: 9 }),
    title('PROPUESTA DE PAGO BIMESTRAL', 12),
    text('Retiro, cesantía en edad avanzada y vejez · Aportaciones y amortizaciones de vivienda', { align: 'center', size: 8 }),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Registro patronal', supplier.registroPatronal, 'Año', period.to.slice(0, 4)],
        ['R.F.C.', supplier.rfc, 'Bimestre', String(Number(period.to.slice(5, 7)) / 2)],
      ],
      widths: [1.3, 1.8, 0.8, 0.8],
      size: 9,
    },
    text(`Razón social: ${supplier.name}`, { size: 9 }),
    space(6),
    {
      t: 'table',
      headers: ['Cons.', 'N.S.S.', 'Nombre', 'Días', 'Aus.', 'S.D.I.', 'RCV', 'Aportación', 'Amortización'],
      // Ausentismos are the days short of the bimester (leaves and absences the SUA discounts).
      rows: rows.map((r, i) => [String(i + 1), r.worker.nss, r.worker.fullName, String(r.dias), String(full - r.dias), m(r.worker.sbc), m(rcv[i] ?? 0), m(aport[i] ?? 0), '0.00']),
      widths: [0.45, 1.3, 2.6, 0.45, 0.4, 0.8, 0.85, 0.85, 0.9],
      size: 7,
    },
    space(6),
    {
      t: 'table',
      title: 'Resumen',
      headers: ['Concepto', 'Importe'],
      rows: [
        ['Retiro, cesantía y vejez', m(sum(rcv))],
        ['Aportación patronal INFONAVIT', m(sum(aport))],
        ['Amortización de créditos', '0.00'],
        ['Total a pagar', m(total)],
      ],
      widths: [3, 1.2],
      size: 8.5,
    },
    space(6),
    text(`Línea de captura: ${linea}`, { size: 8.5 }),
    space(8),
    rule,
    text(`Propuesta generada el ${formatDate(generated, 'slash')}`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 42, baseSize: 9, footer: (p, n) => `SIPARE · ${p}/${n}` }, title: 'Propuesta de pago bimestral', producer: 'IMSS SIPARE', date: generated };
}
