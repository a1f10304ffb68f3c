/**
 * The 32nd bimonthly Infonavit cédula (written in session 14 without reading the parsers): the outsourced payroll
 * provider mails the bimester's cédula to the office, which prints it from Gmail: 'Gmail - asunto' on top, the
 * provider's note naming the bimester by its months ('bimestre mayo-junio 2026'), the employer's data as a pasted
 * table, the workers' table (name, NSS, days, SBC, the 5 % contribution, RCV) running over the pages, the total and
 * the línea de captura under it, the provider's signature and confidentiality notice.
 */
import { formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';
import { body, disclaimer, gmailDate, gmailHeader, gmailStyle, mailboxOf, mailDay, mailTime, officePerson, pastedTable, signature } from './formats';

export const infonavitBimThirtysecond = 'cedula-bimestral-enviada-por-el-proveedor-de-nomina-impresa-desde-gmail-bimestre-por-sus-meses-con-guion-tabla-pegada';

export function infonavitBimThirtysecondDocument(f: InfonavitBimFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, aport, rcv, total, linea } = f;
  const p = (x: number) => formatMoney(x, 'plain');
  const end = Number(period.to.slice(5, 7));
  const bimestre = `${monthName(end - 1)}-${monthName(end)} ${period.to.slice(0, 4)}`;
  const owner = officePerson(rng);
  const sent = mailDay(rng, f.generated, 0, 3);
  const subject = `Cédula Infonavit bimestre ${bimestre}`;
  const blocks: Block[] = [
    ...gmailHeader({ from: 'Maquila de Nómina Integral <operaciones@maquila-nomina.mx>', sent: gmailDate(sent, mailTime(rng)), to: mailboxOf(owner), subject }),
    ...body(['Buenas tardes,', '', `Les compartimos la cédula de determinación de aportaciones del bimestre ${bimestre} para su pago.`, '']),
    pastedTable([['Registro patronal', supplier.registroPatronal], ['RFC', supplier.rfc], ['Razón social', supplier.name], ['Total a pagar', formatMoney(total, 'dollar')], ['Línea de captura', linea]]),
    { t: 'space', h: 6 },
    {
      t: 'table',
      headers: ['Nombre', 'NSS', 'Días', 'SBC', 'Aportación 5%', 'RCV'],
      widths: [2.4, 1.1, 0.5, 0.8, 0.9, 0.9],
      size: 7,
      rows: rows.map((r, i) => [r.worker.fullName, r.worker.nss, String(r.dias), p(r.worker.sbc), p(aport[i] ?? 0), p(rcv[i] ?? 0)]),
    },
    ...signature(['Alejandra Ruiz Meza', 'Ejecutiva de cuenta · Maquila de Nómina Integral']),
    disclaimer('Maquila de Nómina Integral'),
  ];
  return { blocks, truth: f.truth, style: gmailStyle(rng, mailDay(rng, sent, 0, 2), subject), title: `Gmail - ${subject}`, producer: 'Skia/PDF m131 (Google Chrome)', date: sent };
}
