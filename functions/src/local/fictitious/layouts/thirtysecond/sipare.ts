/**
 * The 32nd SIPARE payment (written in session 14 without reading the parsers): the bank's automatic notice of an
 * IMSS payment by SIPARE línea de captura, forwarded by the payroll clerk to the office and printed from its webmail:
 * the subject first, then 'De', 'Fecha', 'Para', the clerk's note, the forwarded block, the bank's data as a one-row
 * grid pasted from its system (payment date 'dd/mm/aaaa', the period as 'mm/aaaa', the amount with '$'), the línea
 * de captura on its own line; a bank's notice lists no workers, so the truth drops them.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import type { SipareFacts } from '../eighth/sipare';
import { body, colleagueOf, forwardedHeader, gmailDate, mailboxOf, mailDay, mailTime, noReply, officePerson, outlookSent, webmailHeader, webmailStyle } from './formats';

export const sipareThirtysecond = 'aviso-de-pago-sipare-del-banco-reenviado-impreso-desde-webmail-rejilla-de-una-fila-periodo-mm-aaaa-sin-trabajadores';

export function sipareThirtysecondDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, total, linea, paid, bankName, operacion } = f;
  // The bank's notice lists no workers: the truth drops them.
  const truth = Object.fromEntries(Object.entries(f.truth).filter(([k]) => !k.startsWith('trabajadores[')));
  const owner = officePerson(rng);
  const clerk = colleagueOf(rng, owner);
  const fwd = mailDay(rng, paid, 0, 3);
  const blocks: Block[] = [
    ...webmailHeader({ from: `${clerk} <${mailboxOf(clerk)}>`, sent: outlookSent(fwd, mailTime(rng)), to: `${owner} <${mailboxOf(owner)}>`, subject: 'RV: Pago SIPARE aplicado' }),
    ...body(['Te reenvío la confirmación del banco del pago de cuotas del mes.', '']),
    ...forwardedHeader({ from: `${bankName} Alertas <alertas@notificaciones-banca.mx>`, sent: gmailDate(paid, mailTime(rng)), to: mailboxOf(clerk), subject: 'Pago SIPARE aplicado' }),
    ...body(['Estimado cliente:', '', 'Se aplicó el pago de cuotas obrero patronales al IMSS con los siguientes datos:', '']),
    {
      t: 'table',
      headers: ['Registro patronal', 'RFC', 'Periodo', 'Fecha de pago', 'Importe', 'Operación'],
      widths: [1.2, 1.2, 0.7, 0.9, 1, 1.2],
      size: 7.5,
      rows: [[supplier.registroPatronal, supplier.rfc, `${period.from.slice(5, 7)}/${period.from.slice(0, 4)}`, paid.split('-').reverse().join('/'), formatMoney(total, 'dollar'), operacion]],
    },
    ...body(['', `Razón social: ${supplier.name}`, `Línea de captura: ${linea}`, '']),
    noReply(bankName),
  ];
  return { blocks, truth, style: webmailStyle('Correo Corporativo · Webmail'), title: 'RV: Pago SIPARE aplicado', producer: 'Mozilla Firefox · Guardar como PDF', date: fwd };
}
