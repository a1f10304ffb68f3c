/**
 * The 26th SIPARE layout (written in session 13 without reading the parsers): the 'Comprobante de operación' of a
 * bank's older online banking printed as plain text, followed by the SUA's fixed-width listing of the propuesta's
 * workers: the payment's date and hour as '05/03/2026 10:41:07', the period as 'MM/AAAA', the amount with the sign
 * at the column's left ('$     12,345.60'), the NSS with dashes and the SBC right-aligned.
 */
import { formatDate, formatMoney, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dashedNss, dateTime, space, text, time } from '../common';
import type { SipareFacts } from '../eighth/sipare';
import { columns, dashes, legacyMoney } from './formats';

export const sipareTwentysixth = 'comprobante-de-banca-en-linea-antigua-en-texto-importe-con-signo-a-la-izquierda-de-la-columna-y-listado-sua';

export function sipareTwentysixthDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const hhmm = time(rng);
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const line = (s: string, bold = false): Block => text(s, { size: 8, bold });
  const w = [16, 40, -5, -10];
  const blocks: Block[] = [
    line(bankName.toUpperCase(), true),
    line('COMPROBANTE DE OPERACION - PAGO SIPARE (IMSS / INFONAVIT)'),
    line(dashes(90)),
    line(`FECHA Y HORA DE APLICACION : ${formatDate(paid, 'slash')} ${hhmm}:${pad2(rng.int(0, 59))}`),
    line(`NUMERO DE OPERACION        : ${operacion}`),
    line(`REGISTRO PATRONAL          : ${supplier.registroPatronal}`),
    line(`RFC DEL PATRON             : ${supplier.rfc}`),
    line(`NOMBRE DEL PATRON          : ${supplier.name}`),
    line(`PERIODO DE PAGO            : ${period.from.slice(5, 7)}/${period.from.slice(0, 4)}`),
    line(`LINEA DE CAPTURA           : ${linea}`),
    line(`IMPORTE TOTAL              : ${legacyMoney(total, 'dollarColumn')}`),
    line(`CUENTA DE CARGO            : ****${rng.digits(4)}`),
    line(dashes(90)),
    space(10),
    line('RELACION DE TRABAJADORES DE LA PROPUESTA', true),
    line(dashes(90)),
    line(columns(['AFILIACION', 'NOMBRE', 'DIAS', 'SBC'], w), true),
    line(dashes(90)),
    ...rows.map((r) => line(columns([dashedNss(r.worker.nss), r.worker.fullName, String(r.dias), formatMoney(r.worker.sbc, 'plain')], w))),
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 9, footer: (p) => `PAG. ${p}` }, title: 'Comprobante de operación', producer: `${bankName} Banca por Internet`, date: paid };
}
