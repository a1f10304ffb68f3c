/**
 * The 22nd SIPARE layout (written in session 13 without reading the parsers): a payroll provider's reprint of its
 * client's SIPARE payment for the client's file: the provider's header on every page (its name and the client's
 * number), the bank's data transcribed in a box ('Banco / Fecha de pago / Operación'), the period as 'Mes de pago:
 * 03/2026', the date as '05 de marzo, 2026 10:41 h', the amount as 'MX$12,345.60', and the workers of the propuesta in a
 * table whose SBC column comes before the days.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, pair, space, text, time } from '../common';
import type { SipareFacts } from '../eighth/sipare';
import { longCommaDate, mxDollar } from './formats';

export const sipareTwentysecond = 'reimpresion-de-proveedor-de-nomina-con-su-encabezado-datos-del-banco-en-recuadro-mes-con-diagonal-sbc-antes-de-dias';

export function sipareTwentysecondDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const hhmm = time(rng);
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const row = (label: string, value: string): Block => pair(label, value, 'tab', 150);
  const blocks: Block[] = [
    text('Comprobante de pago de cuotas obrero-patronales (SIPARE)', { bold: true, size: 11 }),
    space(6),
    row('Registro patronal:', supplier.registroPatronal),
    row('RFC:', supplier.rfc),
    row('Razón social:', supplier.name),
    row('Mes de pago:', `${period.from.slice(5, 7)}/${period.from.slice(0, 4)}`),
    row('Línea de captura:', linea),
    row('Importe pagado:', mxDollar(total)),
    space(4),
    { t: 'box', lines: [`Banco: ${bankName}`, `Fecha de pago: ${longCommaDate(paid)} ${hhmm} h`, `Operación: ${operacion}`], size: 9 },
    space(6),
    {
      t: 'table',
      title: 'Trabajadores de la propuesta de pago',
      headers: ['NSS', 'Nombre', 'SBC', 'Días'],
      rows: rows.map((r) => [r.worker.nss, r.worker.fullName, formatMoney(r.worker.sbc, 'plain'), String(r.dias)]),
      widths: [1.2, 3, 0.9, 0.5],
      size: 8,
    },
  ];
  // The provider stamps its cover lines on every sheet it files.
  const header = ['NÓMINAS Y OUTSOURCING PAYROLL DEL CENTRO, S.C.  ·  Servicio de maquila de nómina', `Cliente ${rng.digits(4)}  ·  Reimpresión para expediente`];
  return { blocks, truth, style: { margin: 42, baseSize: 9, header, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Comprobante de pago SIPARE (reimpresión)', producer: 'Payroll del Centro', date: paid };
}
