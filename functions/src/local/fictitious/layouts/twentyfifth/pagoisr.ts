/**
 * The 25th ISR payment layout (session 13, written without reading the parsers): a multinational bank's bilingual
 * 'Comprobante de pago de contribuciones federales / Federal tax payment receipt' from its corporate portal: labels in
 * both languages, the period and the ejercicio as separate lines, the payment date and time as 'DD/MM/AAAA HH:MM:SS',
 * and the amount with its words beside the figure ('$12,345.00 M.N. (DOCE MIL ... PESOS 00/100 M.N.)').
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, pair, rule, sealNoise, space, text, title } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';
import { amountWithWords } from './formats';

export const pagoIsrTwentyfifth = 'comprobante-bilingue-de-banco-multinacional-periodo-y-ejercicio-en-renglones-fecha-con-hora-importe-con-letra';

export function pagoIsrTwentyfifthDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const row = (label: string, value: string): Block => pair(label, value, 'tab', 210);
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 13 }),
    text('Banca Corporativa / Corporate Banking', { size: 8 }),
    space(6),
    title('Comprobante de pago de contribuciones federales / Federal tax payment receipt', 10),
    space(6),
    row('R.F.C. / Taxpayer ID:', supplier.rfc),
    row('Razón social / Company name:', supplier.name),
    row('Periodo / Period:', pad2(month)),
    row('Ejercicio / Fiscal year:', ejercicio),
    row('Fecha y hora / Date and time:', `${formatDate(paid, 'slash')} ${hhmm}:${pad2(rng.int(0, 59))}`),
    row('Línea de captura / Payment reference:', lineaCaptura),
    row('Número de operación / Transaction number:', numeroOperacion),
    row('Cuenta de cargo / Debit account:', cuenta),
    row('Llave de pago / Payment key:', llave),
    space(4),
    pair('Importe pagado / Amount paid:', amountWithWords(importe), 'below'),
    space(6),
    rule,
    text(`Sello digital / Digital seal: ${sealNoise(rng, 64)}`, { size: 6.5 }),
    text(`${f.bankLegal}. Este comprobante se emite conforme a las disposiciones del SAT. / This receipt is issued under SAT rules.`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 9.5, footer: (p, n) => `${p}/${n}` }, title: 'Comprobante de pago / Payment receipt', producer: `${f.bankName} Corporate Portal`, date: paid };
}
