/**
 * The 10th bank receipt for SAT payments (held out in session 11, measured there and tuned on since): an online banking
 * receipt in two header-less grids, the bank's own data first (charge account, date and time as '17-ABR-26 12:34:56',
 * its internal reference and SPEI-style tracking key) and then the SAT's 'Recibo bancario de pago de contribuciones
 * federales' (RFC, name, línea de captura, the period as the month's abbreviation with the ejercicio apart, amount,
 * 'Número de operación' and 'Llave de pago').
 */
import { formatDate, formatMoney, monthAbbr } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, space, text, title } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';

export const pagoIsrTenth = 'banca-en-linea-dos-rejillas-banco-y-recibo-sat-fecha-dd-mmm-aa';

export function pagoIsrTenthDocument(f: PagoIsrFacts & { rng: Rng; hhmm: string }): BuiltDocument {
  const { rng, supplier, paid, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta, hhmm } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const grid = (rows: string[][]): Block => ({ t: 'table', headers: [], rows, widths: [2, 4], size: 9 });
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 17 }),
    text('Banca en Línea · Pago de impuestos federales', { size: 8 }),
    space(8),
    title('Comprobante de operación', 12),
    space(6),
    text('Datos de la operación', { bold: true, size: 9 }),
    grid([
      ['Cuenta de cargo', cuenta],
      ['Fecha y hora de aplicación', `${formatDate(paid, 'monDashShort')} ${hhmm}:${String(rng.int(10, 59))}`],
      ['Referencia interna', rng.digits(7)],
      ['Clave de rastreo', `${f.bankName.slice(0, 3)}${rng.chars(12, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ')}`],
    ]),
    space(6),
    text('Recibo bancario de pago de contribuciones federales', { bold: true, size: 9 }),
    grid([
      ['R.F.C.', supplier.rfc],
      ['Nombre, denominación o razón social', supplier.name],
      ['Línea de captura', lineaCaptura],
      ['Periodo', monthAbbr[month - 1] ?? ''],
      ['Ejercicio', ejercicio],
      ['Importe pagado', formatMoney(importe, 'dollar')],
      ['Número de operación', numeroOperacion],
      ['Llave de pago', llave],
    ]),
    space(10),
    rule,
    text(f.bankLegal, { size: 7 }),
    text('El pago se efectuó con la línea de captura indicada; el SAT lo aplica con el número de operación y la llave de pago.', { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 52, baseSize: 10, footer: (p, n) => `Banca en Línea · ${p}/${n}` }, title: 'Comprobante de operación', producer: `${f.bankName} Banca en Línea`, date: paid };
}
