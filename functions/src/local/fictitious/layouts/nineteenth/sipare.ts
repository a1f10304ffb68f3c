/**
 * The 19th SIPARE layout (held out from session 12, written without reading the parsers): the 'Comprobante de pago de
 * cuotas obrero patronales' a business online banking portal prints after paying the SIPARE línea de captura: label
 * lines at a tab, the period as SIPARE's 'AAAA-MM' ('2026-07'), the date of application as '01 ago 2026' with the hour
 * on the next line, the amount with the currency after it ('3,419.72 MN'), and the propuesta's workers on a table after
 * the receipt with their days and SBC.
 */
import { formatDate, formatMoney, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, pair, rule, space, text, time, title } from '../common';
import type { SipareFacts } from '../eighth/sipare';

export const sipareNineteenth = 'comprobante-de-banca-empresarial-periodo-aaaa-guion-mm-fecha-con-mes-abreviado-hora-aparte-importe-mn-despues';

export function sipareNineteenthDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const hhmm = time(rng);
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const row = (label: string, value: string): Block => pair(label, value, 'tab', 175);
  const blocks: Block[] = [
    text(`${bankName}  ·  Banca Empresarial`, { bold: true, size: 12 }),
    space(6),
    title('Comprobante de pago de cuotas obrero patronales', 11),
    text('Pago SIPARE · IMSS · INFONAVIT', { align: 'center', size: 8 }),
    space(6),
    row('Registro patronal:', supplier.registroPatronal),
    row('RFC del patrón:', supplier.rfc),
    row('Razón social:', supplier.name),
    row('Periodo de pago:', `${period.from.slice(0, 4)}-${period.from.slice(5, 7)}`),
    row('Línea de captura:', linea),
    row('Importe pagado:', formatMoney(total, 'mnSuffixNoDots')),
    row('Fecha de aplicación:', formatDate(paid, 'monSpacedLower')),
    row('Hora de aplicación:', `${hhmm}:${pad2(rng.int(0, 59))}`),
    row('Referencia de la operación:', operacion),
    row('Cuenta de cargo:', `*******${rng.digits(4)}`),
    space(6),
    text('Conserve este comprobante. El pago queda registrado en el IMSS el día hábil siguiente.', { size: 7.5 }),
    rule,
    {
      t: 'table',
      title: 'Detalle de la propuesta de pago',
      headers: ['NSS', 'Nombre del trabajador', 'Días cotizados', 'S.B.C.'],
      rows: rows.map((r) => [r.worker.nss, r.worker.fullName, String(r.dias), formatMoney(r.worker.sbc, 'dollar')]),
      widths: [1.2, 2.8, 0.9, 0.9],
      size: 8,
    },
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 9.5, footer: (p, n) => `${bankName} · Página ${p} de ${n}` }, title: 'Comprobante de pago SIPARE', producer: `${bankName} Banca Empresarial`, date: paid };
}
