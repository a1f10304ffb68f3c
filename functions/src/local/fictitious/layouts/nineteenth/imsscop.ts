/**
 * The 19th IMSS cédula layout (held out from session 12, written without reading the parsers): not an SUA print but the
 * IMSS's own 'Emisión Mensual Anticipada' (EMA) as IDSE lets the patrón download it: the period as 'Septiembre/2025',
 * the patrón's data as label lines with the registro patronal's dashes, the workers with their daily integrated salary
 * ('SDI') and the cuotas by ramo, and the emission's total with the currency after it ('8,349.70 MN').
 */
import { capitalize, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';
import { dashedRegistro } from '../seventeenth/imsscop';

export const imsscopNineteenth = 'emision-mensual-anticipada-idse-periodo-mes-y-anio-con-diagonal-total-con-mn-despues';

export function imsscopNineteenthDocument(f: ImsscopFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const month = Number(period.from.slice(5, 7));
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10 }),
    text('IMSS desde su empresa · Emisión', { size: 7.5 }),
    space(6),
    title('EMISIÓN MENSUAL ANTICIPADA', 11.5),
    text(`Período: ${capitalize(monthName(month))}/${period.from.slice(0, 4)}`, { align: 'center', bold: true, size: 9.5 }),
    space(6),
    text(`Registro patronal: ${dashedRegistro(supplier.registroPatronal)}`, { size: 8.5 }),
    text(`R.F.C.: ${supplier.rfc}`, { size: 8.5 }),
    text(`Nombre o razón social: ${supplier.name}`, { size: 8.5 }),
    text(`Prima de riesgo de trabajo: ${(rng.int(50000, 750000) / 100000).toFixed(5)}`, { size: 8.5 }),
    space(6),
    {
      t: 'table',
      headers: ['NSS', 'Nombre', 'Días', 'SDI', 'Cuota fija', 'Excedente', 'R.T.', 'Total'],
      rows: rows.map((r) => [r.worker.nss, r.worker.fullName, String(r.dias), p(r.worker.sbc), p(r.cuotaFija), p(r.excedente), p(r.rt), p(r.total)]),
      widths: [1.1, 2.3, 0.45, 0.8, 0.8, 0.8, 0.8, 0.8],
      size: 6.8,
    },
    space(6),
    text(`Total de la emisión: ${formatMoney(total, 'mnSuffixNoDots')}`, { bold: true, size: 10, align: 'right' }),
    space(8),
    rule,
    text('La emisión es una propuesta de pago con base en los movimientos afiliatorios registrados; el patrón puede autodeterminar sus cuotas con el SUA.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 34, baseSize: 9, footer: (pg, n) => `Página ${pg} de ${n}` }, title: 'Emisión Mensual Anticipada', producer: 'IMSS IDSE', date: period.to };
}
