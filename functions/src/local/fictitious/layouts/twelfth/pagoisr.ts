/**
 * The 12th bank receipt for SAT payments (held out in session 11, measured there and tuned on since): the 'Comprobante
 * de pago de contribuciones federales' a bank's mobile app shares as a PDF. One narrow centred column: the status and
 * the amount large at the top, then each datum as a small caption over its value, centred ('Período y ejercicio' as one
 * value, 'Marzo 2026'), the date as the app's medium date with the time after a comma ('17 abr 2026, 12:34 h'), the
 * llave de pago and the número de operación as the SAT receipt names them, and the charge account masked.
 */
import { capitalize, formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, space, text } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';

export const pagoIsrTwelfth = 'app-movil-columna-centrada-leyenda-sobre-valor-periodo-y-ejercicio-juntos-fecha-mediana';

export function pagoIsrTwelfthDocument(f: PagoIsrFacts & { hhmm: string }): BuiltDocument {
  const { supplier, paid, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta, hhmm } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const datum = (caption: string, value: string): Block[] => [text(caption, { align: 'center', size: 7.5 }), text(value, { align: 'center', size: 10 }), space(3)];
  const blocks: Block[] = [
    text(f.bankName, { align: 'center', bold: true, size: 14 }),
    space(6),
    text('Pago exitoso', { align: 'center', size: 9 }),
    text(formatMoney(importe, 'dollar'), { align: 'center', bold: true, size: 22 }),
    text('Pago de contribuciones federales', { align: 'center', size: 9 }),
    space(10),
    ...datum('RFC del contribuyente', supplier.rfc),
    ...datum('Nombre o razón social', supplier.name),
    ...datum('Línea de captura', lineaCaptura),
    ...datum('Período y ejercicio', `${capitalize(monthName(month))} ${ejercicio}`),
    ...datum('Fecha y hora', `${formatDate(paid, 'intlMedium')}, ${hhmm} h`),
    ...datum('Llave de pago', llave),
    ...datum('Número de operación', numeroOperacion),
    ...datum('Cuenta de retiro', cuenta),
    ...datum('Medio de presentación', 'Banca móvil'),
    space(8),
    text('Este comprobante es el recibo bancario de pago de contribuciones federales que reconoce el SAT.', { align: 'center', size: 7 }),
  ];
  return { blocks, truth, style: { margin: 120, baseSize: 10 }, title: 'Comprobante de pago', producer: `${f.bankName} Móvil`, date: paid };
}
