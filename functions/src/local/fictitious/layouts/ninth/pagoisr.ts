/**
 * The 9th bank receipt for SAT payments (held out in session 11, measured there and tuned on since): a business banking
 * portal's 'Comprobante de pago de contribuciones federales'. Labels and values joined by dotted leaders, the period as
 * the SAT's month range ('Marzo - Marzo'), the date as '17-Abr-2026' with the time on a line of its own, the amount as
 * '$12,345.00 MXN', 'Número de operación' and 'Llave de pago' as the SAT receipt names them, the medium and the account
 * at the end.
 */
import { capitalize, formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, space, text, title } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';

export const pagoIsrNinth = 'portal-empresarial-lineas-punteadas-periodo-mes-guion-mes';

export function pagoIsrNinthDocument(f: PagoIsrFacts & { hhmm: string }): BuiltDocument {
  const { supplier, paid, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta, hhmm } = f;
  const line = (label: string, value: string): Block => text(`${label} ${'.'.repeat(Math.max(4, 38 - label.length))} ${value}`, { size: 9 });
  const mes = capitalize(monthName(month));
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 16 }),
    text('Banca Empresarial', { size: 8 }),
    space(8),
    title('Comprobante de pago de contribuciones federales', 12),
    text('Pago referenciado (línea de captura)', { align: 'center', size: 8 }),
    space(8),
    line('RFC', supplier.rfc),
    line('Nombre o razón social', supplier.name),
    line('Línea de captura', lineaCaptura),
    line('Periodo', `${mes} - ${mes}`),
    line('Ejercicio', ejercicio),
    line('Importe pagado', formatMoney(importe, 'dollarMxnSuffix')),
    line('Fecha de pago', formatDate(paid, 'monTitleDash')),
    line('Hora de pago', `${hhmm} h`),
    line('Número de operación', numeroOperacion),
    line('Llave de pago', llave),
    line('Medio de presentación', 'Internet'),
    line('Cuenta de cargo', cuenta),
    space(10),
    rule,
    text(f.bankLegal, { size: 7 }),
    text('Este comprobante acredita el pago de las contribuciones federales con la línea de captura indicada.', { size: 7 }),
  ];
  // The payment's hour is printed (its own dotted line), so the truth carries it as every layout's truth does (session 12:
  // it had been left out, which kept the parsers from the general rule).
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  return { blocks, truth, style: { margin: 54, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: 'Comprobante de pago de contribuciones federales', producer: `${f.bankName} Empresas`, date: paid };
}
