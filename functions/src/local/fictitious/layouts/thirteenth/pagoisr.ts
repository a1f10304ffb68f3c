/**
 * The 13th bank receipt for SAT payments (held out from session 11, after the 12th was measured): a business banking
 * portal used with its English interface, so the bank's own part of the receipt speaks English ('Transaction details',
 * 'Payment date', 'Debit account', 'Status') and dates its payment as the interface does ('Apr 17, 2026 12:34:56'),
 * while the SAT's part keeps the official wording of the 'Recibo bancario de pago de contribuciones federales' (RFC,
 * línea de captura, período as the month's number, ejercicio, número de operación, llave de pago, importe total as 'MXN
 * 12,345.00').
 */
import { formatDate, formatMoney, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, pair, rule, space, text, title } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';

export const pagoIsrThirteenth = 'portal-en-ingles-datos-del-banco-en-ingles-recibo-sat-en-espanol-fecha-mes-dia-anio';

export function pagoIsrThirteenthDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta, hhmm } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const row = (label: string, value: string): Block => pair(label, value, 'tab', 200);
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 16 }),
    text('Business Online · Tax payments', { size: 8 }),
    space(8),
    title('Transaction details', 12),
    space(4),
    row('Status', 'Completed'),
    row('Payment date', `${formatDate(paid, 'enMedium')} ${hhmm}:${pad2(rng.int(0, 59))}`),
    row('Debit account', cuenta),
    row('Channel', 'Internet'),
    row('Bank reference', rng.digits(8)),
    space(10),
    rule,
    text('RECIBO BANCARIO DE PAGO DE CONTRIBUCIONES FEDERALES', { bold: true, size: 9.5 }),
    text(f.bankLegal, { size: 7 }),
    space(4),
    row('RFC:', supplier.rfc),
    row('Denominación o razón social:', supplier.name),
    row('Línea de captura:', lineaCaptura),
    row('Período:', pad2(month)),
    row('Ejercicio:', ejercicio),
    row('Importe total:', formatMoney(importe, 'mxnPrefix')),
    row('Número de operación:', numeroOperacion),
    row('Llave de pago:', llave),
    row('Medio de presentación:', 'Internet'),
    space(8),
    text('This receipt is the bank receipt the SAT recognises as proof of payment of federal taxes.', { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 50, baseSize: 9.5 }, title: 'Tax payment receipt', producer: `${f.bankName} Business Online`, date: paid };
}
