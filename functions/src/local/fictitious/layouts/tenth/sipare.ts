/**
 * The 10th SIPARE layout (held out in session 11, measured there and tuned on since): the 'Formato para pago de cuotas
 * obrero patronales' with the period as SUA writes it ('202603'), the patrón's data as a header-less grid, the amounts
 * per branch with their actualización and recargos columns (no total row), the insured workers with their CURP beside
 * the NSS, and a branch teller's ticket at the foot: the date as '17ABR26', the amount guarded by asterisks
 * ('$***12,345.60').
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { SipareFacts } from '../eighth/sipare';

export const sipareTenth = 'formato-periodo-aaaamm-ramos-con-recargos-ticket-ventanilla-asteriscos';

const round = (n: number) => Math.round(n * 100) / 100;

export function sipareTenthDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const cuotaFija = round(rows.reduce((s, r) => s + r.cuotaFija, 0));
  const excedente = round(rows.reduce((s, r) => s + r.excedente, 0));
  const riesgo = round(total - cuotaFija - excedente);
  const branch = (name: string, amount: number) => [name, m(amount), '0.00', '0.00', m(amount)];
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 9 }),
    title('FORMATO PARA PAGO DE CUOTAS OBRERO PATRONALES', 11),
    text('Sistema de Pago Referenciado', { align: 'center', size: 8 }),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Registro patronal', supplier.registroPatronal, 'Periodo', `${period.from.slice(0, 4)}${period.from.slice(5, 7)}`],
        ['R.F.C.', supplier.rfc, 'Tipo de pago', 'Oportuno'],
        ['Nombre o razón social', supplier.name, '', ''],
      ],
      widths: [1.4, 3, 0.9, 1],
      size: 8.5,
    },
    space(4),
    text(`Línea de captura ${linea}`, { size: 8.5 }),
    space(6),
    {
      t: 'table',
      title: 'Importes por ramo de seguro',
      headers: ['Ramo', 'Cuotas', 'Actualización', 'Recargos', 'Importe'],
      rows: [branch('Enfermedades y maternidad · cuota fija', cuotaFija), branch('Enfermedades y maternidad · excedente', excedente), branch('Riesgos de trabajo', riesgo)],
      widths: [3.2, 1, 1, 0.9, 1],
      size: 8,
    },
    space(6),
    {
      t: 'table',
      title: 'Asegurados',
      headers: ['N.S.S.', 'C.U.R.P.', 'Nombre', 'Días', 'S.B.C.'],
      rows: rows.map((r) => [r.worker.nss, r.worker.curp, r.worker.fullName, String(r.dias), m(r.worker.sbc)]),
      widths: [1.4, 2, 3, 0.5, 0.9],
      size: 7,
    },
    space(10),
    rule,
    text(`${bankName} · PAGO SIPARE EN VENTANILLA`, { bold: true, size: 9 }),
    text(`SUC ${rng.int(100, 9999)}   CAJA ${rng.int(1, 20)}   FECHA ${formatDate(paid, 'monCompactShort')}`, { size: 8 }),
    text(`AUTORIZACION ${operacion}`, { size: 8 }),
    text(`IMPORTE ${formatMoney(total, 'asterisks')}`, { size: 8 }),
    text('PAGO RECIBIDO. CONSERVE ESTE COMPROBANTE.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 9, header: ['IMSS · SIPARE · Formato de pago'], footer: (p, n) => `Hoja ${p}/${n}` }, title: 'Formato para pago de cuotas', producer: 'IMSS SIPARE', date: paid };
}
