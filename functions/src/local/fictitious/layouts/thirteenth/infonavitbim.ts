/**
 * The 13th SUA bimonthly cédula layout (held out from session 11, after the 12th was measured): the 'Cédula de
 * determinación de cuotas, aportaciones y amortizaciones' whose worker table groups its columns under two headings
 * printed above the column names ('RETIRO, CESANTÍA Y VEJEZ' over retiro and cesantía y vejez, 'INFONAVIT' over
 * aportación and amortización), the bimester as its months abbreviated and joined ('Mar-Abr 2026'), the patrón's data
 * as a header-less grid two pairs wide with the área geográfica, and the totals per concept as the table's last row
 * before the línea de captura and the total to pay.
 */
import { capitalize, formatDate, formatMoney, monthAbbr } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';

export const infonavitBimThirteenth = 'columnas-agrupadas-bajo-rcv-e-infonavit-bimestre-meses-abreviados-unidos-rejilla-dos-pares';

const round = (n: number) => Math.round(n * 100) / 100;

export function infonavitBimThirteenthDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const abbr = (iso: string) => capitalize((monthAbbr[Number(iso.slice(5, 7)) - 1] ?? '').toLowerCase());
  // Retiro is 2 % of the wage and cesantía y vejez the rest of the RCV the cédula computes.
  const retiro = rows.map((r) => round(r.worker.sbc * r.dias * 0.02));
  const cesantia = rcv.map((x, i) => round(x - (retiro[i] ?? 0)));
  const sum = (xs: number[]) => round(xs.reduce((a, b) => a + b, 0));
  const widths = [1.3, 2.6, 0.5, 0.8, 0.9, 1, 1, 1];
  const blocks: Block[] = [
    text('IMSS · INFONAVIT', { bold: true, size: 9 }),
    title('CÉDULA DE DETERMINACIÓN DE CUOTAS, APORTACIONES Y AMORTIZACIONES', 10.5),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Registro patronal', supplier.registroPatronal, 'Periodo', `${abbr(period.from)}-${abbr(period.to)} ${period.to.slice(0, 4)}`],
        ['R.F.C.', supplier.rfc, 'Área geográfica', 'Resto del país'],
        ['Nombre o razón social', supplier.name, 'Cotizantes', String(rows.length)],
      ],
      widths: [1.4, 2.8, 1.1, 1.4],
      size: 8.5,
    },
    space(6),
    // The group headings sit above the column names, as SUA prints them.
    { t: 'table', headers: [], rows: [['', 'RETIRO, CESANTÍA Y VEJEZ', 'INFONAVIT']], widths: [5.2, 1.9, 2], size: 6.5 },
    {
      t: 'table',
      headers: ['N.S.S.', 'Nombre', 'Días', 'S.D.I.', 'Retiro', 'C. y V.', 'Aportación', 'Amortización'],
      rows: [
        ...rows.map((r, i) => [r.worker.nss, r.worker.fullName, String(r.dias), m(r.worker.sbc), m(retiro[i] ?? 0), m(cesantia[i] ?? 0), m(aport[i] ?? 0), '0.00']),
        ['Totales', '', '', '', m(sum(retiro)), m(sum(cesantia)), m(sum(aport)), '0.00'],
      ],
      widths,
      size: 7,
    },
    space(6),
    text(`Línea de captura: ${linea}`, { size: 8.5 }),
    text(`Total a pagar: ${formatMoney(total, 'dollar')}`, { bold: true, size: 10 }),
    space(8),
    rule,
    text(`Generada el ${formatDate(generated, 'slash')} · SUA`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 9, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Cédula bimestral', producer: 'SUA', date: generated };
}
