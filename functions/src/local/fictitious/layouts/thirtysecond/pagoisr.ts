/**
 * The 32nd ISR payment (written in session 14 without reading the parsers): the bank's automatic notice of a
 * federal tax payment by línea de captura, received in the treasurer's Outlook and printed from it: the mailbox
 * owner's name over the header lines, the notice ('Estimado cliente:') with the payment's data as a table pasted from
 * the bank's system ('Fecha y hora de aplicación' as 'dd/mm/aaaa - hh:mm', the period as the month's name and the
 * exercise apart, 'Importe' with '$' and 'M.N.'), the account masked, the bank's security note and legal line.
 */
import { formatMoney, monthName, capitalize } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';
import { body, mailboxOf, minutesAfter, noReply, officePerson, outlookHeader, outlookSent, outlookStyle, pastedTable } from './formats';

export const pagoIsrThirtysecond = 'aviso-de-pago-del-banco-impreso-desde-outlook-tabla-pegada-fecha-dd-mm-aaaa-guion-hh-mm-periodo-mes-y-ejercicio-aparte';

export function pagoIsrThirtysecondDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const owner = officePerson(rng);
  const blocks: Block[] = [
    ...outlookHeader(owner, {
      from: 'Notificaciones Banca Empresarial <alertas@notificaciones-banca.mx>',
      sent: outlookSent(paid, minutesAfter(rng, hhmm)),
      to: `${owner} <${mailboxOf(owner)}>`,
      subject: 'Confirmación de pago de impuestos federales',
    }),
    { t: 'text', text: f.bankName, bold: true, size: 13 },
    ...body(['Estimado cliente:', '', 'Le confirmamos el pago referenciado de contribuciones federales que realizó en su banca empresarial:', '']),
    pastedTable([
      ['RFC', supplier.rfc],
      ['Contribuyente', supplier.name],
      ['Impuesto', 'ISR retenciones por salarios'],
      ['Periodo', capitalize(monthName(month))],
      ['Ejercicio', ejercicio],
      ['Línea de captura', lineaCaptura],
      ['Importe', formatMoney(importe, 'mn')],
      ['Fecha y hora de aplicación', `${paid.split('-').reverse().join('/')} - ${hhmm}`],
      ['Número de operación', numeroOperacion],
      ['Llave de pago', llave],
      ['Cuenta de cargo', cuenta],
    ]),
    ...body(['', 'El recibo bancario de pago de contribuciones puede descargarse en su banca empresarial, sección Comprobantes.', '']),
    { t: 'text', text: `${f.bankLegal}. Si usted no reconoce esta operación, comuníquese de inmediato a la línea de atención empresarial.`, size: 7 },
    noReply('el banco'),
  ];
  return { blocks, truth, style: outlookStyle(), title: 'Confirmación de pago de impuestos federales', producer: 'Microsoft® Outlook® para Microsoft 365', date: paid };
}
