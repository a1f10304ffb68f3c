/**
 * The 16th SIPARE layout (held out from session 12, written without reading the parsers): the 'Comprobante de pago'
 * a bank's business portal prints after paying a SIPARE línea de captura, with the SIPARE 'Propuesta de pago' it was
 * made from attached behind it. The bank's part comes first as a system listing (labels joined to values by dots), the
 * date of payment as '03 de marzo del 2026' and the amount with a space after the sign and 'M.N.'; the propuesta
 * follows with the period as the month's name in capitals and the year ('MARZO 2026') and the workers name first, the
 * NSS spaced as the IMSS writes it and the SBC before the days.
 */
import { formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { leader, rule, space, spacedNss, text, title } from '../common';
import type { SipareFacts } from '../eighth/sipare';

export const sipareSixteenth = 'comprobante-del-banco-primero-con-puntos-a-columna-propuesta-sipare-detras-periodo-mes-en-mayusculas-nss-espaciado';

export function sipareSixteenthDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const month = Number(period.from.slice(5, 7));
  const blocks: Block[] = [
    text(bankName, { bold: true, size: 14 }),
    text('Banca Empresarial · Pago de servicios', { size: 8 }),
    space(8),
    title('COMPROBANTE DE PAGO · CUOTAS IMSS (SIPARE)', 11),
    space(6),
    leader('Cuenta de cargo', `****${rng.digits(4)}`, 38),
    leader('Referencia / línea de captura', linea, 38),
    leader('Importe pagado', formatMoney(total, 'dollarSpaceMn'), 38),
    leader('Fecha de pago', formatDate(paid, 'longDelPad'), 38),
    leader('Número de operación', operacion, 38),
    leader('Estatus', 'APLICADO', 38),
    space(10),
    rule,
    title('PROPUESTA DE PAGO SIPARE', 10.5),
    space(4),
    text(`Patrón: ${supplier.name}`, { size: 9 }),
    text(`Registro patronal: ${supplier.registroPatronal}     R.F.C.: ${supplier.rfc}`, { size: 9 }),
    text(`Periodo de pago: ${monthName(month).toUpperCase()} ${period.from.slice(0, 4)}`, { size: 9 }),
    space(4),
    {
      t: 'table',
      headers: ['Nombre del trabajador', 'Número de seguridad social', 'S.B.C.', 'Días cotizados'],
      rows: rows.map((r) => [r.worker.fullName, spacedNss(r.worker.nss), formatMoney(r.worker.sbc, 'plain'), String(r.dias)]),
      widths: [2.8, 1.6, 0.9, 0.9],
      size: 7.5,
    },
    space(6),
    text('La propuesta se generó con la información de la emisión mensual anticipada del Instituto.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 42, baseSize: 10, footer: (p, n) => `${bankName} · ${p} de ${n}` }, title: 'Comprobante de pago SIPARE', producer: `${bankName} Banca Empresarial`, date: paid };
}
