/**
 * The 8th bank receipt for SAT payments (held out in session 10, tuned on since session 11): a bank app's 'Comprobante
 * de pago de impuestos' with the amount first and large, the details as label and value lines with the value at the
 * right, 'Folio de internet' for the operation, 'Periodo' as the month's name beside 'Ejercicio', the date as '03 mar.
 * 2026', amounts as 'MXN $12,345.00', the account masked at the foot.
 */
import { capitalize, formatDate, formatMoney, monthName } from '../../format';
import type { Supplier } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, space, text } from '../common';

export const pagoIsrEighth = 'app-bancaria-importe-arriba-folio-internet';

export type PagoIsrFacts = {
  supplier: Supplier;
  truth: Record<string, string>;
  bankName: string;
  bankLegal: string;
  paid: string;
  month: number;
  ejercicio: string;
  lineaCaptura: string;
  numeroOperacion: string;
  llave: string;
  importe: number;
  cuenta: string;
};

export function pagoIsrEighthDocument(f: PagoIsrFacts): BuiltDocument {
  const { supplier, paid, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const row = (label: string, value: string): Block => pair(label, value, 'tab', 250);
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 16 }),
    space(4),
    text('Pago de impuestos federales', { size: 10 }),
    text('¡Operación exitosa!', { size: 9 }),
    space(6),
    text(formatMoney(importe, 'mxnDollar'), { bold: true, size: 18 }),
    space(8),
    row('Fecha de aplicación', formatDate(paid, 'monDot')),
    row('Folio de internet', numeroOperacion),
    row('Línea de captura', lineaCaptura),
    row('RFC', supplier.rfc),
    row('Contribuyente', supplier.name),
    row('Periodo', capitalize(monthName(month))),
    row('Ejercicio', ejercicio),
    row('Llave de pago', llave),
    row('Cuenta de retiro', cuenta),
    space(10),
    rule,
    text(f.bankLegal, { size: 7 }),
    text('El SAT recibe este pago con la línea de captura indicada; el comprobante fiscal se obtiene en sat.gob.mx.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 60, baseSize: 10 }, title: 'Comprobante de pago de impuestos', producer: `${f.bankName} Móvil`, date: paid };
}
