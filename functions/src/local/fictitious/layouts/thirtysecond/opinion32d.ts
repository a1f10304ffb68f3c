/**
 * The 32nd SAT opinion (written in session 14 without reading the parsers): the supplier's accountant mails the
 * opinion to the office and the office prints the message from Outlook: the mailbox owner's name over the header
 * lines, the accountant's note, the opinion's text pasted from the PDF as '> ' quoted lines with the SAT's own
 * captions ('Folio', 'Clave de R.F.C.', 'Revisión practicada el día ... a las ... horas', 'Sentido'), the PDF listed
 * among the attachments, the firm's signature and confidentiality notice.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';
import { attachment, body, disclaimer, mailboxOf, mailDay, mailTime, officePerson, outlookHeader, outlookSent, outlookStyle, quoted, signature } from './formats';

export const opinion32dThirtysecond = 'correo-impreso-desde-outlook-opinion-pegada-en-lineas-citadas-revision-practicada-el-dia-a-las-horas-adjunto-pdf';

export function opinion32dThirtysecondDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  // It prints the hour of the review: the truth carries it.
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const owner = officePerson(rng);
  const sent = mailDay(rng, date, 0, 3);
  const blocks: Block[] = [
    ...outlookHeader(owner, {
      from: 'C.P. Raúl Esquivel Montaño <resquivel@despacho-esquivel.mx>',
      sent: outlookSent(sent, mailTime(rng)),
      to: `${owner} <${mailboxOf(owner)}>`,
      cc: 'Facturación Proveedores <proveedores@oficina-proveedor.com.mx>',
      subject: 'RV: Opinión de cumplimiento SAT (32-D) para alta con cliente',
      attachments: [attachment(rng, 'Opinion_32D.pdf')],
    }),
    ...body(['Buen día:', '', 'Les reenvío la opinión de cumplimiento que pidió el cliente para el alta de proveedores. Copio abajo el texto tal como', 'viene en el documento; el PDF va adjunto.', '']),
    ...quoted([
      'Opinión del cumplimiento de obligaciones fiscales',
      `Folio: ${folio}`,
      `Clave de R.F.C.: ${supplier.rfc}`,
      `Nombre, Denominación o razón social: ${supplier.name}`,
      '',
      `Revisión practicada el día ${formatDate(date, 'long')}, a las ${hhmm} horas`,
      'En atención a su consulta sobre el cumplimiento de obligaciones fiscales, le informo que en los controles',
      'electrónicos institucionales del Servicio de Administración Tributaria, con la información vigente a la fecha',
      'de la revisión, se emite la opinión del cumplimiento en el sentido que abajo se indica.',
      '',
      `Sentido: ${positive ? 'POSITIVO' : 'NEGATIVO'}`,
    ]),
    ...signature(['C.P. Raúl Esquivel Montaño', 'Socio · Esquivel y Asociados, Contadores Públicos', 'Tel. 33 3615 0927 ext. 12']),
    disclaimer('Esquivel y Asociados, Contadores Públicos'),
  ];
  return { blocks, truth, style: outlookStyle(), title: 'RV: Opinión de cumplimiento SAT (32-D) para alta con cliente', producer: 'Microsoft® Outlook® para Microsoft 365', date: sent };
}
