/**
 * The 32nd REPSE registration (written in session 14 without reading the parsers): the STPS's notice that the
 * registration was granted, sent from the REPSE platform to the applicant's address and forwarded inside the
 * supplier's office, printed from Gmail: the forwarded block ('---------- Mensaje reenviado ----------' with 'De:',
 * 'Date:', 'Subject:', 'To:'), the notice's body ('Estimado(a) usuario(a):') naming the folio of the aviso and the
 * registration number in its sentences, the dates as 'dd/mm/aaaa', the services as a dashed list, the 'no responda'
 * footer.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import type { RepseFacts } from '../eighth/repse';
import { body, colleagueOf, forwardedHeader, gmailDate, gmailHeader, gmailStyle, mailboxOf, mailDay, mailTime, noReply, officePerson } from './formats';

export const repseThirtysecond = 'aviso-de-registro-de-la-stps-reenviado-impreso-desde-gmail-folio-y-numero-en-la-oracion-fechas-dd-mm-aaaa-servicios-con-guion';

const slash = (iso: string): string => iso.split('-').reverse().join('/');

export function repseThirtysecondDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const owner = officePerson(rng);
  const forwarder = colleagueOf(rng, owner);
  const fwd = mailDay(rng, date, 2, 30);
  const subject = 'Fwd: REPSE - Resolución de registro';
  const blocks: Block[] = [
    ...gmailHeader({ from: `${forwarder} <${mailboxOf(forwarder)}>`, sent: gmailDate(fwd, mailTime(rng)), to: mailboxOf(owner), subject }),
    ...body(['Para el expediente del cliente, va la resolución del REPSE.', '']),
    ...forwardedHeader({ from: 'REPSE STPS <notificaciones.repse@stps.gob.mx>', sent: gmailDate(date, mailTime(rng)), to: 'direccion@oficina-proveedor.com.mx', subject: 'REPSE - Resolución de registro' }),
    ...body([
      'Estimado(a) usuario(a):',
      '',
      `Le informamos que su solicitud con folio de aviso ${aviso}, presentada por`,
      supplier.name,
      `fue resuelta favorablemente. Se le asignó el número de registro ${numeroRegistro}`,
      `con fecha de registro ${slash(date)} y vigencia al ${slash(end)}.`,
      '',
      'Servicios u obras especializadas registradas:',
      ...chosen.map((s) => `- ${s}`),
      '',
      'Recuerde que deberá renovar su registro cada tres años y presentar sus informes cuatrimestrales ante el IMSS y el',
      'Infonavit. Puede consultar su registro en repse.stps.gob.mx.',
      '',
      'Atentamente,',
      'Unidad de Trabajo Digno · Secretaría del Trabajo y Previsión Social',
      '',
    ]),
    noReply('la plataforma REPSE'),
  ];
  return { blocks, truth: f.truth, style: gmailStyle(rng, mailDay(rng, fwd, 0, 2), subject), title: `Gmail - ${subject}`, producer: 'Skia/PDF m131 (Google Chrome)', date: fwd };
}
