/**
 * The 32nd ICSOE / SISUB acknowledgement (written in session 14 without reading the parsers): the IMSS's or the
 * Infonavit's automatic e-mail confirming the four-month report, received in the office's webmail and printed from
 * it: the subject first, then 'De', 'Fecha', 'Para', the notice ('Estimado patrón:') with the report's data as a
 * table pasted from the system (the four-month period as a word, 'Segundo cuatrimestre', with the exercise apart,
 * the type in capitals, the counts), the acknowledgement's PDF as an attachment, the 'no responda' footer.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';
import { attachment, body, mailboxOf, mailDay, noReply, officePerson, outlookSent, pastedTable, webmailHeader, webmailStyle } from './formats';

export const acuseThirtysecond = 'acuse-por-correo-impreso-desde-webmail-tabla-pegada-cuatrimestre-en-palabra-ejercicio-aparte-adjunto-pdf';

const words = ['Primer', 'Segundo', 'Tercer'];

export function acuseThirtysecondDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const icsoe = kind === 'icsoe';
  const owner = officePerson(rng);
  const subject = icsoe ? 'Acuse de recibo ICSOE' : 'Acuse de recibo SISUB';
  const blocks: Block[] = [
    ...webmailHeader({
      from: icsoe ? 'IMSS ICSOE <no-responder@imss.gob.mx>' : 'Infonavit SISUB <sisub@infonavit.org.mx>',
      sent: outlookSent(presented, hhmm),
      to: `${owner} <${mailboxOf(owner)}>`,
      subject,
      attachments: [attachment(rng, icsoe ? 'Acuse_ICSOE.pdf' : 'Acuse_SISUB.pdf')],
    }),
    ...body(['Estimado patrón:', '', `Se recibió la información de ${icsoe ? 'contratos de servicios u obras especializados (ICSOE)' : 'subcontratación (SISUB)'} que presentó:`, '']),
    pastedTable([
      ['RFC', supplier.rfc],
      ['Registro patronal', supplier.registroPatronal],
      ['Razón social', supplier.name],
      ['Folio', folio],
      ['Cuatrimestre', `${words[cuatrimestre - 1] ?? ''} cuatrimestre`],
      ['Ejercicio', year],
      ['Tipo de declaración', tipo],
      ['Número de contratos', String(contratos)],
      ['Número de trabajadores', String(trabajadores)],
    ]),
    ...body(['', 'Conserve este acuse; el PDF adjunto contiene la cadena original y el sello digital.', '']),
    noReply(icsoe ? 'el IMSS' : 'el Infonavit'),
  ];
  return { blocks, truth: f.truth, style: webmailStyle('Correo Corporativo · Webmail'), title: subject, producer: 'Mozilla Firefox · Guardar como PDF', date: mailDay(rng, presented, 0, 0) };
}
