/**
 * The 32nd Infonavit opinion (written in session 14 without reading the parsers): the Portal Empresarial's notice of
 * the constancia, received in the office's webmail and printed from it: the subject first, then 'De', 'Fecha',
 * 'Para' pairs and the attachment count, the notice's body with the constancia's data as the portal's one-row grid
 * pasted in (the captions a row of column heads), the issue date as 'dd/mm/aaaa', the 'no responda' footer and the
 * Infonavit's privacy notice.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';
import { attachment, body, disclaimer, mailboxOf, mailDay, mailTime, noReply, officePerson, outlookSent, webmailHeader, webmailStyle } from './formats';

export const infonavitOpinionThirtysecond = 'aviso-del-portal-empresarial-impreso-desde-webmail-rejilla-de-una-fila-pegada-fecha-dd-mm-aaaa';

export function infonavitOpinionThirtysecondDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const owner = officePerson(rng);
  const received = mailDay(rng, date, 0, 2);
  const blocks: Block[] = [
    ...webmailHeader({
      from: 'Infonavit Portal Empresarial <avisos.empresarios@infonavit.org.mx>',
      sent: outlookSent(received, mailTime(rng)),
      to: `${owner} <${mailboxOf(owner)}>`,
      subject: 'Tu constancia de situación fiscal Infonavit está disponible',
      attachments: [attachment(rng, 'Constancia_Infonavit.pdf')],
    }),
    ...body(['Estimado patrón:', '', 'Te informamos que la constancia de situación fiscal en materia de aportaciones patronales y entero de descuentos', 'que solicitaste en el Portal Empresarial se emitió con los siguientes datos:', '']),
    {
      t: 'table',
      headers: ['NRP', 'RFC', 'Razón social', 'Situación', 'Fecha de emisión', 'Folio'],
      widths: [1.1, 1.1, 2.4, 0.9, 0.9, 1.3],
      size: 7.5,
      rows: [[supplier.registroPatronal, supplier.rfc, supplier.name, positive ? 'POSITIVA' : 'NEGATIVA', date.split('-').reverse().join('/'), folio]],
    },
    ...body(['', 'Puedes consultarla y descargarla de nuevo en empresarios.infonavit.org.mx durante su vigencia de 30 días naturales.', '']),
    noReply('el Infonavit'),
    disclaimer('Infonavit'),
  ];
  return { blocks, truth, style: webmailStyle('Correo Corporativo · Webmail'), title: 'Tu constancia de situación fiscal Infonavit está disponible', producer: 'Mozilla Firefox · Guardar como PDF', date: received };
}
