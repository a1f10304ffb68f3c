/**
 * The 21st SIPARE layout (held out from session 13, written without reading the parsers): the 'Comprobante de pago
 * SIPARE' a regional bank not used by the other layouts (Banregio) prints from its business web banking: a two-column
 * grid of the payment's data with the period written 'MARZO/2026', the application date and time as
 * '17/04/2026 10:41:22 hrs.', the amount with 'M.N.', and the SIPARE propuesta's workers on the sheet after the
 * receipt, their NSS with the IMSS dashes.
 */
import { formatDate, formatMoney, monthName, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dashedNss, dateTime, rule, sealNoise, space, text, time, title } from '../common';
import type { SipareFacts } from '../eighth/sipare';

export const sipareTwentyfirst = 'banca-web-de-banco-regional-rejilla-de-dos-columnas-periodo-mes-en-mayusculas-con-diagonal-fecha-de-aplicacion-con-hora-nss-con-guiones';

/** A regional bank none of the other layouts uses. */
export const sipareBank = { name: 'BANREGIO', legal: 'Banco Regional, S.A., Institución de Banca Múltiple, Banregio Grupo Financiero' };

export function sipareTwentyfirstDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const hhmm = time(rng);
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const blocks: Block[] = [
    text(bankName, { bold: true, size: 15 }),
    text(sipareBank.legal, { size: 6.5 }),
    space(6),
    title('Comprobante de pago SIPARE', 11),
    text('Cuotas obrero patronales, aportaciones y amortizaciones IMSS / INFONAVIT', { align: 'center', size: 8 }),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Registro patronal', supplier.registroPatronal, 'R.F.C.', supplier.rfc],
        ['Nombre o razón social', supplier.name, 'Periodo de pago', `${monthName(Number(period.from.slice(5, 7))).toUpperCase()}/${period.from.slice(0, 4)}`],
        ['Fecha de aplicación', `${formatDate(paid, 'slash')} ${hhmm}:${pad2(rng.int(0, 59))} hrs.`, 'Folio de operación', operacion],
        ['Cuenta de cargo', `******${rng.digits(4)}`, 'Importe total', formatMoney(total, 'mn')],
      ],
      widths: [1.1, 2, 1, 1.5],
      size: 8,
    },
    text('Línea de captura', { size: 8, bold: true }),
    text(linea, { size: 9.5 }),
    space(4),
    text(`Sello del banco: ${sealNoise(rng, 48)}`, { size: 6.5 }),
    rule,
    {
      t: 'table',
      title: 'Propuesta de pago · detalle de trabajadores',
      headers: ['NSS', 'Nombre', 'Días cotizados', 'S.B.C.'],
      rows: rows.map((r) => [dashedNss(r.worker.nss), r.worker.fullName, String(r.dias), formatMoney(r.worker.sbc, 'plain')]),
      widths: [1.3, 3, 0.9, 0.9],
      size: 8,
    },
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 9, footer: (p, n) => `banregio.com · ${p} de ${n}` }, title: 'Comprobante de pago SIPARE', producer: 'Banregio Banca Empresarial', date: paid };
}
