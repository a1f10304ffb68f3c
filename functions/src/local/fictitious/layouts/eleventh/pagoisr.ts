/**
 * The 11th bank receipt for SAT payments (held out in session 11, measured there and tuned on since): the 'Recibo
 * bancario de pago de contribuciones federales' in the SAT's standard wording as a bank's business portal prints it.
 * The bank's legal name and RFC at the top, then one 'LABEL: value' line each in capitals: the payer's RFC and name,
 * the período as the month's number with the ejercicio on the next line, the línea de captura, the amount as '$
 * 12,345.00 M.N.', the date and time as '17-abril-2026 12:34:56', 'NÚMERO DE OPERACIÓN', 'LLAVE DE PAGO' and the
 * medium.
 */
import { formatDate, formatMoney, pad2 } from '../../format';
import { companyRfc } from '../../identities';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, space, text, title } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';

export const pagoIsrEleventh = 'recibo-sat-estandar-etiquetas-en-mayusculas-periodo-numero-de-mes-fecha-dd-mes-aaaa';

export function pagoIsrEleventhDocument(f: PagoIsrFacts & { rng: Rng; hhmm: string }): BuiltDocument {
  const { rng, supplier, paid, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta, hhmm } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const bankRfc = companyRfc(rng, f.bankLegal.toUpperCase(), `19${rng.int(60, 99)}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`);
  const line = (label: string, value: string): Block => text(`${label}: ${value}`, { size: 9.5 });
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 15 }),
    text(`${f.bankLegal} · RFC ${bankRfc}`, { size: 7 }),
    space(8),
    title('RECIBO BANCARIO DE PAGO DE CONTRIBUCIONES FEDERALES', 10.5),
    text('Pago referenciado', { align: 'center', size: 8 }),
    space(8),
    line('RFC', supplier.rfc),
    line('NOMBRE, DENOMINACIÓN O RAZÓN SOCIAL', supplier.name),
    line('PERÍODO', pad2(month)),
    line('EJERCICIO', ejercicio),
    line('LÍNEA DE CAPTURA', lineaCaptura),
    line('IMPORTE PAGADO', formatMoney(importe, 'dollarSpaceMn')),
    line('FECHA Y HORA DE PAGO', `${formatDate(paid, 'longDash')} ${hhmm}:${pad2(rng.int(0, 59))}`),
    line('NÚMERO DE OPERACIÓN', numeroOperacion),
    line('LLAVE DE PAGO', llave),
    line('MEDIO DE PRESENTACIÓN', 'BANCA ELECTRÓNICA'),
    line('CUENTA DE CARGO', cuenta),
    space(10),
    rule,
    text('Este recibo es el comprobante del pago de contribuciones federales que el SAT reconoce; consérvelo.', { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `${f.bankName} Empresas · ${p}/${n}` }, title: 'Recibo bancario de pago de contribuciones federales', producer: `${f.bankName} Empresas`, date: paid };
}
