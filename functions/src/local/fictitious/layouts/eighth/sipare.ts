/**
 * The 8th SIPARE layout (held out in session 10, tuned on since session 11): the IMSS 'Resumen de liquidación' first,
 * registro patronal and RFC on one line, the period year first ('2026/03'), amounts as payroll systems export them (no
 * thousands separators: '12345.60'), the workers with the name first and days before the NSS, then the bank's
 * electronic receipt with the payment date as '03/03/26', 'Institución' for the bank and 'Clave de rastreo' for the
 * operation.
 */
import { formatDate, formatMoney } from '../../format';
import type { Supplier } from '../../identities';
import type { Block } from '../../layout';
import type { Period } from '../../types';
import type { BuiltDocument } from '../../types';
import type { WorkerRow } from '../imss-payment';
import { rule, space, text, title } from '../common';

export const sipareEighth = 'resumen-liquidacion-periodo-anio-mes-importes-sin-comas';

export type SipareFacts = { supplier: Supplier; truth: Record<string, string>; period: Period; rows: WorkerRow[]; total: number; linea: string; paid: string; bankName: string; operacion: string };

export function sipareEighthDocument(f: SipareFacts): BuiltDocument {
  const { supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const b = (n: number) => formatMoney(n, 'bare');
  const blocks: Block[] = [
    text('IMSS', { bold: true, size: 14 }),
    text('Sistema de Pago Referenciado', { size: 8 }),
    space(6),
    title('Resumen de liquidación', 12),
    space(6),
    text(`REGISTRO PATRONAL: ${supplier.registroPatronal}     RFC: ${supplier.rfc}`, { size: 9 }),
    text(`NOMBRE O RAZÓN SOCIAL: ${supplier.name}`, { size: 9 }),
    text(`PERIODO DE PAGO: ${period.from.slice(0, 4)}/${period.from.slice(5, 7)}     TIPO: ORDINARIO`, { size: 9 }),
    text(`LÍNEA DE CAPTURA: ${linea}`, { size: 8 }),
    space(4),
    { t: 'table', headers: ['Nombre del trabajador', 'Días', 'NSS', 'SBC', 'Cuota IMSS'], rows: rows.map((r) => [r.worker.fullName, String(r.dias), r.worker.nss, b(r.worker.sbc), b(r.total)]), widths: [3.4, 0.6, 1.6, 1, 1.1], size: 7.5 },
    text(`IMPORTE TOTAL: ${b(total)}`, { bold: true }),
    space(12),
    rule,
    text('Comprobante electrónico de pago', { bold: true, size: 10 }),
    text(`Institución: ${bankName}`, { size: 9 }),
    text(`Fecha de pago: ${formatDate(paid, 'shortYear')}`, { size: 9 }),
    text(`Clave de rastreo: ${operacion}`, { size: 9 }),
    text(`Monto: ${b(total)} MXN`, { size: 9 }),
    space(6),
    text('El pago quedó aplicado a la línea de captura indicada. Conserve este comprobante.', { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 44, baseSize: 9, header: ['sipare.imss.gob.mx'], footer: (p, n) => `${p}/${n}` },
    title: 'Resumen de liquidación SIPARE',
    producer: 'IMSS SIPARE',
    date: paid,
  };
}
