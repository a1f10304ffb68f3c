/**
 * The 31st ISR payment (written in session 14 without reading the parsers): a bank's 2026-27 redesigned receipt for
 * federal taxes paid by línea de captura: the amount first as a large card ('MXN 12,345.60'), the status as a chip
 * after a bullet ('• Pago aplicado'), numbered sections of cards, the payment's date with its weekday and hour
 * ('jueves, 5 de marzo de 2026 · 10:45 h'), the period as 'Mensual · marzo' beside the year, the línea de captura in
 * groups of four, the QR block and the accessibility footer.
 */
import { grouped, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, text } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';
import { bulletChip, card, cardRow, mxn, qrBlock, section, signedStyle, weekdayDate } from './formats';

export const pagoIsrThirtyfirst = 'rediseno-2026-comprobante-importe-mxn-primero-fecha-con-dia-de-la-semana-y-hora-linea-en-grupos-de-cuatro-qr';

export function pagoIsrThirtyfirstDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 14 }),
    text('Comprobante de pago de contribuciones federales', { size: 9 }),
    ...card('Importe pagado', mxn(importe)),
    text(bulletChip('Pago aplicado'), { size: 9, indent: 10 }),
    section(1, 'Datos del contribuyente'),
    ...card('Registro federal de contribuyentes', supplier.rfc),
    ...card('Nombre o razón social', supplier.name),
    section(2, 'Datos del pago'),
    ...card('Fecha y hora del pago', `${weekdayDate(paid)} · ${hhmm} h`),
    cardRow([['Impuesto', 'ISR retenciones por salarios'], ['Periodo', `Mensual · ${monthName(month)}`], ['Ejercicio', ejercicio]], [2, 1.2, 0.8]),
    ...card('Línea de captura', grouped(lineaCaptura, 4)),
    ...card('Número de operación', numeroOperacion),
    ...card('Llave de pago', llave),
    ...card('Cuenta de cargo', `•••• ${cuenta.slice(-4)}`),
    section(3, 'Verificación'),
    qrBlock(rng, 'https://comprobantes.bancadigital.mx/impuestos'),
    text(`${f.bankLegal}. Este comprobante es el recibo bancario de pago de contribuciones federales.`, { size: 7 }),
  ];
  return { blocks, truth, style: signedStyle('Banca digital empresarial · Comprobantes'), title: 'Comprobante de pago de contribuciones', producer: 'Banca digital · Comprobantes 2026', date: paid };
}
