/**
 * The 9th SIPARE layout (held out in session 11, measured there and tuned on since): the 'Formato para pago de cuotas obrero
 * patronales, aportaciones y amortizaciones' as SIPARE prints it in 2025. Registro patronal, RFC and period
 * ('MAR-2026') as one headed row, the name and the línea de captura under their captions, the amount broken down by
 * branch, an annex of insured workers (name first, wage before the NSS), then the bank's payment receipt
 * ('17-Abr-2026', 'Número de autorización', '$12,345.60 MXN').
 */
import { formatDate, formatMoney, monthAbbr } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { SipareFacts } from '../eighth/sipare';

export const sipareNinth = 'formato-pago-desglose-por-ramo-anexo-asegurados-comprobante-al-final';

const round = (n: number) => Math.round(n * 100) / 100;

export function sipareNinthDocument(f: SipareFacts): BuiltDocument {
  const { supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const cuotaFija = round(rows.reduce((s, r) => s + r.cuotaFija, 0));
  const excedente = round(rows.reduce((s, r) => s + r.excedente, 0));
  // The branches add up to the total the línea de captura charges.
  const riesgo = round(total - cuotaFija - excedente);
  const blocks: Block[] = [
    text('IMSS · SIPARE', { bold: true, size: 10 }),
    title('Formato para pago de cuotas obrero patronales, aportaciones y amortizaciones', 11),
    space(6),
    { t: 'table', headers: ['REGISTRO PATRONAL', 'R.F.C.', 'PERIODO DE PAGO IMSS'], rows: [[supplier.registroPatronal, supplier.rfc, `${monthAbbr[Number(period.from.slice(5, 7)) - 1] ?? ''}-${period.from.slice(0, 4)}`]], widths: [1.6, 1.6, 1.6], size: 9 },
    text('NOMBRE O RAZÓN SOCIAL', { size: 7, bold: true }),
    text(supplier.name),
    text('LÍNEA DE CAPTURA', { size: 7, bold: true }),
    text(linea, { size: 9 }),
    space(6),
    {
      t: 'table',
      title: 'Desglose del pago',
      headers: ['Concepto', 'Importe'],
      rows: [
        ['Cuota fija (enfermedades y maternidad)', m(cuotaFija)],
        ['Excedente de 3 UMA', m(excedente)],
        ['Riesgos de trabajo', m(riesgo)],
        ['TOTAL A PAGAR', formatMoney(total, 'mnNoDots')],
      ],
      widths: [4, 1.6],
      size: 8.5,
    },
    space(6),
    {
      t: 'table',
      title: 'Anexo · Relación de asegurados',
      headers: ['Nombre del asegurado', 'S.B.C.', 'N.S.S.', 'Días', 'Importe'],
      rows: rows.map((r) => [r.worker.fullName, m(r.worker.sbc), r.worker.nss, String(r.dias), m(r.total)]),
      widths: [3.2, 1, 1.6, 0.6, 1],
      size: 7.5,
    },
    space(10),
    rule,
    text(bankName, { bold: true, size: 13 }),
    text('COMPROBANTE DE PAGO · CUOTAS IMSS (SIPARE)', { size: 8 }),
    text(`Fecha de pago: ${formatDate(paid, 'monTitleDash')}`, { size: 9 }),
    text(`Número de autorización: ${operacion}`, { size: 9 }),
    text(`Importe pagado: ${formatMoney(total, 'dollarMxnSuffix')}`, { size: 9 }),
    space(4),
    text('Conserve este comprobante; el pago se acredita con la línea de captura del formato.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 9, footer: (p, n) => `SIPARE · ${p} de ${n}` }, title: 'Formato para pago SIPARE', producer: 'IMSS SIPARE', date: paid };
}
