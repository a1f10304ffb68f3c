/**
 * The 32nd IMSS opinion (written in session 14 without reading the parsers): the IMSS's automatic notice of an
 * opinion issued through the Escritorio Virtual, received in the office's Gmail and printed from it: 'Gmail - asunto'
 * and the print date over the page, the sender with the mail's date on the right, the notice's body ('Estimado
 * patrón:') with the opinion's data as a table pasted from the system (caption and value), the issue date as
 * 'dd/mm/aaaa hh:mm hrs.', the attachment's file name, the 'no responda' footer, the mail's URL at the foot.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';
import { attachment, body, gmailDate, gmailHeader, gmailStyle, mailboxOf, mailDay, noReply, officePerson, pastedTable } from './formats';

export const imssOpinionThirtysecond = 'correo-del-imss-impreso-desde-gmail-tabla-pegada-del-sistema-fecha-dd-mm-aaaa-hh-mm-hrs-adjunto-no-responda';

export function imssOpinionThirtysecondDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  // It prints the hour of issue: the truth carries it.
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const owner = officePerson(rng);
  const subject = 'IMSS - Opinión de cumplimiento de obligaciones en materia de seguridad social';
  const printed = mailDay(rng, date, 1, 6);
  const blocks: Block[] = [
    ...gmailHeader({ from: 'Escritorio Virtual IMSS <no-responder@imss.gob.mx>', sent: gmailDate(date, hhmm), to: mailboxOf(owner), subject }),
    ...body(['Estimado patrón:', '', 'Con fundamento en el artículo 32-D del Código Fiscal de la Federación y en las reglas del Consejo Técnico, le', 'informamos que se emitió la opinión de cumplimiento que solicitó. Estos son sus datos:', '']),
    pastedTable([
      ['Registro Patronal', supplier.registroPatronal],
      ['R.F.C.', supplier.rfc],
      ['Nombre o razón social', supplier.name],
      ['Folio', folio],
      ['Fecha de emisión', `${date.split('-').reverse().join('/')} ${hhmm} hrs.`],
      ['Opinión', positive ? 'POSITIVA' : 'NEGATIVA'],
    ]),
    ...body(['', 'La opinión en formato PDF con su cadena original y sello digital se adjunta a este mensaje.', '']),
    { t: 'box', size: 8, lines: [`Archivo adjunto: ${attachment(rng, 'Opinion_cumplimiento_IMSS.pdf')}`] },
    noReply('el Instituto Mexicano del Seguro Social'),
  ];
  return { blocks, truth, style: gmailStyle(rng, printed, subject), title: `Gmail - ${subject}`, producer: 'Skia/PDF m131 (Google Chrome)', date: printed };
}
