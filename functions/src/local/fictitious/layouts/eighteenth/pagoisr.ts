/**
 * The 18th ISR payment layout (held out from session 12, written without reading the parsers): the 'Pago referenciado
 * SAT' receipt of another bank's business portal, as label lines in two halves (the payment's data, then the tax's):
 * the date as 'Marzo 03, 2026' and the hour on a 12-hour clock in a line of its own ('Hora: 02:05:22 p. m.'), the month
 * in capitals, and the amount with 'pesos M.N.'.
 */
import { clock12, formatDate, formatMoney, monthName, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, pair, rule, space, text, title } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';

export const pagoIsrEighteenth = 'pago-referenciado-portal-empresarial-fecha-mes-primero-hora-de-doce-horas-mes-en-mayusculas-pesos-mn';

export function pagoIsrEighteenthDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const row = (label: string, value: string): Block => pair(label, value, 'tab', 190);
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 13 }),
    text(f.bankLegal, { size: 7 }),
    space(8),
    title('Pago Referenciado SAT', 11.5),
    text('Comprobante de la operación', { align: 'center', size: 8.5 }),
    space(6),
    text('Datos del pago', { bold: true, size: 9 }),
    row('Fecha de aplicación:', formatDate(paid, 'monthFirstPad')),
    row('Hora:', clock12(hhmm, pad2(rng.int(0, 59)))),
    row('Cuenta de cargo:', cuenta),
    row('Importe:', formatMoney(importe, 'pesosMn')),
    row('Número de operación:', numeroOperacion),
    row('Llave de pago:', llave),
    space(6),
    text('Datos de la contribución', { bold: true, size: 9 }),
    row('RFC:', supplier.rfc),
    row('Línea de captura:', lineaCaptura),
    row('Periodo:', monthName(month).toUpperCase()),
    row('Ejercicio:', ejercicio),
    space(8),
    rule,
    text('Este comprobante es válido sin firma ni sello. El pago se aplica en el SAT con la llave de pago.', { size: 7.5 }),
  ];
  return { blocks, truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `${p} de ${n}` }, title: 'Pago Referenciado SAT', producer: `${f.bankName} Empresas`, date: paid };
}
