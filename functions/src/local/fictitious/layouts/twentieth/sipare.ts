/**
 * The 20th SIPARE layout (held out from session 12, written without reading the parsers): the teller-window receipt a
 * bank branch prints when the SIPARE línea de captura is paid in cash or cheque: fixed-width lines with dot leaders,
 * the period as SIPARE's 'AAAAMM' ('202603'), the date as the ticket's '05MAR26' with the time beside it, the amount
 * cheque-protected ('$***12,345.60'), and the workers of the propuesta on the detail sheet printed after the ticket.
 */
import { formatDate, formatMoney, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, leader, rule, space, text, time } from '../common';
import type { SipareFacts } from '../eighth/sipare';

export const sipareTwentieth = 'ticket-de-ventanilla-renglones-con-puntos-periodo-aaaamm-fecha-compacta-con-hora-importe-con-asteriscos';

export function sipareTwentiethDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const hhmm = time(rng);
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const blocks: Block[] = [
    text(bankName.toUpperCase(), { bold: true, size: 11, align: 'center' }),
    text(`SUCURSAL ${rng.int(100, 9999)}  CAJA ${pad2(rng.int(1, 12))}`, { align: 'center', size: 8 }),
    text('PAGO DE CUOTAS IMSS-INFONAVIT (SIPARE)', { align: 'center', bold: true, size: 9 }),
    space(6),
    leader('FECHA', `${formatDate(paid, 'monCompactShort')}  ${hhmm}:${pad2(rng.int(0, 59))}`),
    leader('REG. PATRONAL', supplier.registroPatronal),
    leader('R.F.C.', supplier.rfc),
    leader('NOMBRE', supplier.name),
    leader('PERIODO', `${period.from.slice(0, 4)}${period.from.slice(5, 7)}`),
    leader('LINEA DE CAPTURA', linea),
    leader('IMPORTE', formatMoney(total, 'asterisks')),
    leader('FORMA DE PAGO', rng.pick(['EFECTIVO', 'CHEQUE PROPIO'])),
    leader('NUM. OPERACION', operacion),
    space(4),
    text('PAGO RECIBIDO. ESTE TICKET ES SU COMPROBANTE.', { align: 'center', size: 8 }),
    rule,
    {
      t: 'table',
      title: 'Detalle de trabajadores de la propuesta',
      headers: ['Afiliación', 'Trabajador', 'Días', 'Salario base'],
      rows: rows.map((r) => [r.worker.nss, r.worker.fullName, String(r.dias), formatMoney(r.worker.sbc, 'plain')]),
      widths: [1.2, 3, 0.6, 1],
      size: 8,
    },
  ];
  return { blocks, truth, style: { margin: 52, baseSize: 9, footer: (p, n) => `${p}/${n}` }, title: 'Comprobante de pago SIPARE en ventanilla', producer: `${bankName} Sucursales`, date: paid };
}
