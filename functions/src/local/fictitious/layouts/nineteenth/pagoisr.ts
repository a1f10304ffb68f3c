/**
 * The 19th ISR payment layout (held out from session 12, written without reading the parsers): the receipt a personal
 * online banking portal shows after 'Pago de impuestos federales (línea de captura)': the result first ('Operación
 * exitosa'), the data as label: value lines, the date and hour in one line as '04 sep 2026, 09:13:45 h', the period as
 * its number and month ('08 - Agosto') with the ejercicio apart, and the amount with the currency after it
 * ('184,894.00 MN').
 */
import { capitalize, formatDate, formatMoney, monthName, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, pair, rule, space, text, title } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';

export const pagoIsrNineteenth = 'banca-personal-operacion-exitosa-fecha-y-hora-en-una-linea-mes-abreviado-periodo-numero-y-mes-importe-mn-despues';

export function pagoIsrNineteenthDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const row = (label: string, value: string): Block => pair(label, value, 'inline');
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 13, align: 'center' }),
    space(6),
    title('Operación exitosa', 12),
    text('Pago de impuestos federales con línea de captura', { align: 'center', size: 8.5 }),
    space(8),
    row('Fecha y hora:', `${formatDate(paid, 'monSpacedLower')}, ${hhmm}:${pad2(rng.int(0, 59))} h`),
    row('Número de operación:', numeroOperacion),
    row('Cuenta de retiro:', cuenta),
    row('RFC:', supplier.rfc),
    row('Línea de captura:', lineaCaptura),
    row('Periodo:', `${pad2(month)} - ${capitalize(monthName(month))}`),
    row('Ejercicio:', ejercicio),
    row('Importe:', formatMoney(importe, 'mnSuffixNoDots')),
    row('Llave de pago:', llave),
    space(8),
    rule,
    text(`${f.bankLegal}. Este comprobante se emite para fines informativos; el recibo bancario con sello digital se obtiene en la opción Consulta de pagos.`, { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 56, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: 'Comprobante de pago de impuestos', producer: `${f.bankName} en línea`, date: paid };
}
