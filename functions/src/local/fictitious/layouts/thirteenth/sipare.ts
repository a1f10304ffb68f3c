/**
 * The 13th SIPARE layout (held out from session 11, after the 12th was measured): the 'Formato para pago de cuotas
 * obrero patronales, aportaciones y amortizaciones' with its full 'Resumen de liquidación' first: the cuotas broken
 * down by ramo in a headed table with patronal and obrera columns and a total row, and the insured workers' annex after
 * it with a consecutive number first. The period as 'Marzo de 2026', the patrón's registro, RFC and name as 'label:
 * value' lines, and the bank's receipt at the end with the date and the time of payment on separate lines ('Fecha de
 * pago: 17/04/2026', 'Hora de pago: 12:34:56').
 */
import { capitalize, formatDate, formatMoney, monthName, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, pair, rule, space, text, title } from '../common';
import type { SipareFacts } from '../eighth/sipare';

export const sipareThirteenth = 'resumen-de-liquidacion-por-ramo-patronal-obrera-primero-anexo-despues-fecha-y-hora-de-pago-en-lineas-aparte';

const round = (n: number) => Math.round(n * 100) / 100;

/** The cuotas by ramo, patronal and obrera, summing exactly to the total to pay. */
export function byRamo(rows: SipareFacts['rows'], total: number): [string, number, number][] {
  const sum = (pick: (r: (typeof rows)[number]) => number) => round(rows.reduce((s, r) => s + pick(r), 0));
  const cuotaFija = sum((r) => r.cuotaFija);
  const excedente = sum((r) => r.excedente);
  const rest = sum((r) => r.rt);
  const lines: [string, number, number][] = [
    ['Enfermedades y maternidad: cuota fija', cuotaFija, 0],
    ['Enfermedades y maternidad: excedente', round(excedente * 0.73), round(excedente - round(excedente * 0.73))],
    ['Riesgos de trabajo', round(rest * 0.45), 0],
    ['Invalidez y vida', round(rest * 0.3 * 0.7), round(rest * 0.3 - round(rest * 0.3 * 0.7))],
  ];
  const shown = lines.reduce((s, [, p, o]) => s + p + o, 0);
  // Guarderías y prestaciones sociales takes what is left, so the ramos add up to the total to the cent.
  lines.push(['Guarderías y prestaciones sociales', round(total - shown), 0]);
  return lines;
}

export function sipareThirteenthDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const hhmm = `${pad2(rng.int(8, 21))}:${pad2(rng.int(0, 59))}`;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const ramos = byRamo(rows, total);
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 9 }),
    text('Sistema de Pago Referenciado (SIPARE)', { size: 8 }),
    space(4),
    title('Formato para pago de cuotas obrero patronales, aportaciones y amortizaciones', 11),
    space(6),
    pair('Registro patronal:', supplier.registroPatronal, 'inline'),
    pair('R.F.C.:', supplier.rfc, 'inline'),
    pair('Nombre o razón social:', supplier.name, 'inline'),
    pair('Periodo de pago:', `${capitalize(monthName(Number(period.from.slice(5, 7))))} de ${period.from.slice(0, 4)}`, 'inline'),
    pair('Tipo de pago:', 'Ordinario', 'inline'),
    space(6),
    {
      t: 'table',
      title: 'Resumen de liquidación',
      headers: ['Ramo de seguro', 'Patronal', 'Obrera', 'Total'],
      rows: [...ramos.map(([concept, p, o]) => [concept, m(p), m(o), m(round(p + o))]), ['Total a pagar IMSS', '', '', m(total)]],
      widths: [3.6, 1.1, 1.1, 1.1],
      size: 8.5,
    },
    space(4),
    pair('Línea de captura:', linea, 'below'),
    space(6),
    {
      t: 'table',
      title: 'Anexo: relación de asegurados',
      headers: ['Núm.', 'N.S.S.', 'Nombre del asegurado', 'Días cotizados', 'S.B.C.', 'Cuotas'],
      rows: rows.map((r, i) => [String(i + 1), r.worker.nss, r.worker.fullName, String(r.dias), m(r.worker.sbc), m(r.total)]),
      widths: [0.5, 1.3, 3, 0.9, 0.9, 0.9],
      size: 8,
    },
    space(12),
    rule,
    text(bankName, { bold: true, size: 12 }),
    text('Comprobante de pago SIPARE', { size: 9 }),
    text(`Fecha de pago: ${formatDate(paid, 'slash')}`, { size: 9 }),
    text(`Hora de pago: ${hhmm}:${pad2(rng.int(0, 59))}`, { size: 9 }),
    text(`Número de operación: ${operacion}`, { size: 9 }),
    text(`Importe pagado: ${formatMoney(total, 'dollar')}`, { size: 9 }),
    text('Estatus: Aplicado', { size: 9 }),
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 9, header: ['IMSS · SIPARE'], footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Formato de pago SIPARE', producer: 'IMSS SIPARE', date: paid };
}
