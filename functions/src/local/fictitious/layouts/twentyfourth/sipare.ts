/**
 * The 24th SIPARE layout (written in session 13 without reading the parsers): the receipt of an IMSS payment made
 * through Banca Mifel's business portal (a bank no earlier variant uses), printed by the payroll office of a small
 * supplier: the payment's data as 'Label | value' rows of a headed table, the period as 'MAR/2026', the date with a
 * 12-hour clock, the amount as '$12,345.60 M.N.', and the propuesta's workers below with the NSS dashed.
 * The builder prints its own bank instead of the dispatcher's bankName (SIPARE's truth has no bank).
 */
import { clock12, formatDate, formatMoney, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dashedNss, dateTime, rule, sealNoise, space, text, time } from '../common';
import type { SipareFacts } from '../eighth/sipare';
import { periodMonSlash } from './formats';

export const sipareTwentyfourth = 'banca-mifel-portal-empresarial-tabla-dato-valor-periodo-mes-abreviado-y-anio-reloj-de-doce-horas-nss-con-guiones';

export function sipareTwentyfourthDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, operacion } = f;
  const hhmm = time(rng);
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const blocks: Block[] = [
    text('MIFEL', { bold: true, size: 15 }),
    text('Mifel Empresarial · Pagos · Cuotas IMSS / Infonavit (SIPARE)', { size: 8.5 }),
    space(6),
    text('Comprobante de operación', { bold: true, size: 11 }),
    {
      t: 'table',
      headers: ['Dato', 'Valor'],
      rows: [
        ['Referencia Mifel', operacion],
        ['Fecha y hora de aplicación', `${formatDate(paid, 'slash')} ${clock12(hhmm, pad2(rng.int(0, 59)))}`],
        ['Registro patronal', supplier.registroPatronal],
        ['R.F.C. del patrón', supplier.rfc],
        ['Nombre o razón social', supplier.name],
        ['Periodo de pago', periodMonSlash(period.from)],
        ['Línea de captura', linea],
        ['Importe total', formatMoney(total, 'mn')],
        ['Cuenta de cargo', `******${rng.digits(4)}`],
      ],
      widths: [1.2, 3.3],
      size: 9,
    },
    space(6),
    {
      t: 'table',
      title: 'Detalle de la propuesta de pago',
      headers: ['NSS', 'Nombre', 'SBC', 'Días cotizados'],
      rows: rows.map((r) => [dashedNss(r.worker.nss), r.worker.fullName, formatMoney(r.worker.sbc, 'dollar'), String(r.dias)]),
      widths: [1.2, 3, 0.9, 0.8],
      size: 8,
    },
    space(6),
    rule,
    text(`Sello digital IMSS: ${sealNoise(rng, 56)}`, { size: 6.5 }),
    text('Banca Mifel, S.A., Institución de Banca Múltiple, Grupo Financiero Mifel', { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `Mifel Empresarial · ${p} de ${n}` }, title: 'Comprobante SIPARE', producer: 'Mifel Empresarial', date: paid };
}
