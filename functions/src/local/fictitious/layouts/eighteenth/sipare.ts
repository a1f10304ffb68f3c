/**
 * The 18th SIPARE layout (held out from session 12, written without reading the parsers): the 'Recibo de pago SIPARE'
 * a third bank's branch prints on its ticket printer and the patrón scans: centred fixed lines, the date and hour of
 * payment on one line ('03/Marzo/2026 11:42'), the period as SIPARE's 'AAAAMM' ('202603'), the amount with 'pesos
 * M.N.', the línea de captura in groups of five, and the propuesta's workers after the ticket as 'NSS / días / SBC'.
 */
import { formatDate, formatMoney, grouped } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, space, text, time } from '../common';
import type { SipareFacts } from '../eighth/sipare';

export const sipareEighteenth = 'ticket-de-ventanilla-centrado-fecha-y-hora-periodo-aaaamm-linea-en-grupos-de-cinco-trabajadores-despues';

export function sipareEighteenthDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const hhmm = time(rng);
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const line = (s: string, bold = false): Block => text(s, { align: 'center', size: 9, bold });
  const blocks: Block[] = [
    line(bankName.toUpperCase(), true),
    line(`SUCURSAL ${rng.int(100, 9999)}  CAJA ${rng.int(1, 12)}`),
    line('RECIBO DE PAGO SIPARE · IMSS', true),
    space(4),
    line(`FECHA: ${formatDate(paid, 'slashMonthNameCap')} ${hhmm}`),
    line(`AUTORIZACIÓN: ${operacion}`),
    line(`REG. PATRONAL: ${supplier.registroPatronal}`),
    line(`RFC: ${supplier.rfc}`),
    line(supplier.name),
    line(`PERIODO: ${period.from.slice(0, 4)}${period.from.slice(5, 7)}`),
    line('LÍNEA DE CAPTURA:'),
    line(grouped(linea, 5)),
    line(`IMPORTE: ${formatMoney(total, 'pesosMn')}`, true),
    line('FORMA DE PAGO: EFECTIVO'),
    space(6),
    line('*** GRACIAS POR SU PAGO ***'),
    space(10),
    rule,
    text('Trabajadores de la propuesta (NSS / días / SBC)', { bold: true, size: 8 }),
    ...rows.map((r) => text(`${r.worker.nss} / ${r.dias} / ${formatMoney(r.worker.sbc, 'plain')}   ${r.worker.fullName}`, { size: 8 })),
  ];
  return { blocks, truth, style: { margin: 60, baseSize: 9 }, title: 'Recibo de pago SIPARE', producer: `${bankName} Ventanilla`, date: paid };
}
