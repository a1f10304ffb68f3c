/**
 * The 32nd monthly IMSS cédula (written in session 14 without reading the parsers): the payroll system's mailer sends
 * the month's cédula as a table in the body of an e-mail to the office and the office prints it from Outlook: the
 * header lines, the mailer's intro with the employer's data as 'Caption: value' lines and the period as
 * 'Periodo: 09-2025', then the workers' table (NSS first, the name, days, SBC, the three fees and the worker's total)
 * that runs over the pages, the total to pay under it, the mailer's footer.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import type { ImsscopFacts } from '../eighth/imsscop';
import { body, mailboxOf, mailDay, mailTime, noReply, officePerson, outlookHeader, outlookSent, outlookStyle } from './formats';

export const imsscopThirtysecond = 'cedula-mensual-enviada-por-el-sistema-de-nomina-en-el-cuerpo-del-correo-impresa-desde-outlook-periodo-mm-aaaa-nss-primero';

export function imsscopThirtysecondDocument(f: ImsscopFacts): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const p = (x: number) => formatMoney(x, 'plain');
  const owner = officePerson(rng);
  const sent = mailDay(rng, period.to, 1, 12);
  const per = `${period.from.slice(5, 7)}-${period.from.slice(0, 4)}`;
  const blocks: Block[] = [
    ...outlookHeader(owner, { from: 'Nómina en Línea <reportes@nomina-enlinea.mx>', sent: outlookSent(sent, mailTime(rng)), to: `${owner} <${mailboxOf(owner)}>`, subject: `Cédula de determinación de cuotas IMSS ${per}` }),
    ...body(['Hola:', '', 'Este es el reporte programado "Cédula de determinación de cuotas (mensual)" de tu empresa.', '']),
    ...body([`Registro patronal: ${supplier.registroPatronal}`, `RFC: ${supplier.rfc}`, `Razón social: ${supplier.name}`, `Periodo: ${per}`, ''], 9),
    {
      t: 'table',
      headers: ['NSS', 'Nombre', 'Días', 'SBC', 'Cuota fija', 'Excedente', 'RT', 'Total'],
      widths: [1.1, 2.2, 0.5, 0.8, 0.8, 0.8, 0.7, 0.8],
      size: 7,
      rows: rows.map((r) => [r.worker.nss, r.worker.fullName, String(r.dias), p(r.worker.sbc), p(r.cuotaFija), p(r.excedente), p(r.rt), p(r.total)]),
    },
    ...body(['', `Total de cuotas del periodo: ${formatMoney(total, 'dollar')}`, '']),
    noReply('Nómina en Línea (reportes programados)'),
  ];
  return { blocks, truth: f.truth, style: outlookStyle(), title: `Cédula de determinación de cuotas IMSS ${per}`, producer: 'Microsoft® Outlook® para Microsoft 365', date: sent };
}
