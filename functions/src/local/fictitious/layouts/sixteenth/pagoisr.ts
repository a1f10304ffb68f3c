/**
 * The 16th ISR payment layout (held out from session 12, written without reading the parsers): the receipt a bank's
 * branch window prints for a 'Pago de contribuciones federales' made at the counter with the línea de captura: the
 * branch, the teller and the window's sequence at the top; every datum in capitals at a common tab; the period as the
 * month's number with its name in brackets ('03 (MARZO)') and the ejercicio on its own line; the date and the hour
 * together in 24-hour form ('17/04/2026 10:15:22'); the amount with 'M.N.' and no sign, then in words.
 */
import { amountInWords, formatDate, formatMoney, monthName, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, pair, rule, space, text, title } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';

export const pagoIsrSixteenth = 'ventanilla-de-sucursal-cajero-y-secuencia-arriba-mayusculas-a-tabulador-periodo-numero-y-mes-entre-parentesis-importe-en-letra';

export function pagoIsrSixteenthDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const tab = 170;
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 13 }),
    text(f.bankLegal, { size: 7 }),
    text(`SUCURSAL ${rng.digits(4)}    CAJERO ${rng.digits(5)}    SECUENCIA ${rng.digits(4)}`, { size: 8 }),
    space(8),
    title('PAGO DE CONTRIBUCIONES FEDERALES', 11),
    text('(LÍNEA DE CAPTURA)', { align: 'center', size: 8 }),
    space(6),
    pair('R.F.C.', supplier.rfc, 'tab', tab),
    pair('LÍNEA DE CAPTURA', lineaCaptura, 'tab', tab),
    pair('PERIODO', `${pad2(month)} (${monthName(month).toUpperCase()})`, 'tab', tab),
    pair('EJERCICIO', ejercicio, 'tab', tab),
    pair('FECHA Y HORA', `${formatDate(paid, 'slash')} ${hhmm}:${pad2(rng.int(0, 59))}`, 'tab', tab),
    pair('NÚMERO DE OPERACIÓN', numeroOperacion, 'tab', tab),
    pair('LLAVE DE PAGO', llave, 'tab', tab),
    pair('IMPORTE', formatMoney(importe, 'mnPlain'), 'tab', tab),
    text(`(${amountInWords(Math.floor(importe))} PESOS ${formatMoney(importe, 'plain').slice(-2)}/100 M.N.)`, { size: 8 }),
    pair('FORMA DE PAGO', 'EFECTIVO', 'tab', tab),
    space(8),
    rule,
    text('Este comprobante es el recibo bancario de pago de contribuciones federales. Consérvelo para cualquier aclaración.', { size: 7.5 }),
  ];
  return { blocks, truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: 'Pago de contribuciones federales', producer: `${f.bankName} Ventanilla`, date: paid };
}
