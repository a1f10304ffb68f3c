/**
 * The 32nd bank statement cover (written in session 14 without reading the parsers): the bank's e-mail that the
 * month's statement is ready, received in the office's Gmail and printed from it: 'Gmail - asunto' over the page,
 * the notice ('Estimado(a) cliente:') with the account's data as a table pasted from the bank's system (holder, RFC,
 * account, CLABE, cut-off date as 'dd-mmm-aaaa' in capitals, closing balance), the statement's PDF and XML by file
 * name, the bank's phishing warning and legal line.
 */
import { formatMoney, monthAbbr } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import type { CaratulaFacts } from '../eighth/caratulabancaria';
import { attachment, body, gmailDate, gmailHeader, gmailStyle, mailboxOf, mailDay, mailTime, noReply, officePerson, pastedTable } from './formats';

export const caratulaThirtysecond = 'aviso-de-estado-de-cuenta-por-correo-impreso-desde-gmail-tabla-pegada-corte-dd-mmm-aaaa-adjuntos-pdf-y-xml';

const upperMon = (iso: string): string => `${iso.slice(8, 10)}-${monthAbbr[Number(iso.slice(5, 7)) - 1] ?? ''}-${iso.slice(0, 4)}`;

export function caratulaThirtysecondDocument(f: CaratulaFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, corte, saldo } = f;
  const owner = officePerson(rng);
  const sent = mailDay(rng, corte, 1, 4);
  const subject = 'Tu estado de cuenta empresarial ya está disponible';
  const blocks: Block[] = [
    ...gmailHeader({ from: 'Estados de Cuenta <edocta@notificaciones-banca.mx>', sent: gmailDate(sent, mailTime(rng)), to: mailboxOf(owner), subject }),
    { t: 'text', text: f.bankName, bold: true, size: 13 },
    ...body(['Estimado(a) cliente:', '', 'El estado de cuenta de tu cuenta empresarial correspondiente al último corte está disponible. Estos son sus datos:', '']),
    pastedTable([
      ['Titular', supplier.name],
      ['RFC', supplier.rfc],
      ['Número de cuenta', cuenta],
      ['CLABE', clabe],
      ['Fecha de corte', upperMon(corte)],
      ['Saldo al corte', formatMoney(saldo, 'dollar')],
    ]),
    ...body(['', `Adjuntos: ${attachment(rng, `EDOCTA_${cuenta.slice(-4)}_${corte.slice(0, 7).replace('-', '')}.pdf`)}, ${attachment(rng, `EDOCTA_${cuenta.slice(-4)}_${corte.slice(0, 7).replace('-', '')}.xml`)}`, '']),
    { t: 'box', size: 7.5, lines: ['Nunca te pediremos por correo tus contraseñas, NIP o códigos de seguridad.', 'Si recibes un mensaje sospechoso, repórtalo a seguridad@notificaciones-banca.mx.'] },
    { t: 'text', text: `${f.bankLegal}. Aviso de privacidad en el sitio del banco.`, size: 7 },
    noReply('el banco'),
  ];
  return { blocks, truth: f.truth, style: gmailStyle(rng, mailDay(rng, sent, 0, 3), subject), title: `Gmail - ${subject}`, producer: 'Skia/PDF m131 (Google Chrome)', date: sent };
}
