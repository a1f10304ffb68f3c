/**
 * The 26th federal-tax payment layout (written in session 13 without reading the parsers): the 'Recibo bancario de
 * pago de contribuciones federales' as an older bank core prints it to its fixed-width receipt: every caption padded
 * with spaces to a colon, the date as DDMMAAAA ('05032026') with the hour after it, the period as
 * the month's number and the year in one field ('03/2026') above the ejercicio, and the amount check-protected with asterisks and no sign.
 */
import { pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, space, text } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';
import { dashes, legacyDate, legacyMoney } from './formats';

export const pagoIsrTwentysixth = 'recibo-de-nucleo-bancario-antiguo-ancho-fijo-fecha-ddmmaaaa-con-hora-importe-protegido-con-asteriscos-sin-signo';

export function pagoIsrTwentysixthDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const line = (s: string, bold = false): Block => text(s, { size: 8.5, bold });
  const blocks: Block[] = [
    line(f.bankName, true),
    line('RECIBO BANCARIO DE PAGO DE CONTRIBUCIONES FEDERALES'),
    line(dashes(80)),
    line(`R.F.C.            : ${supplier.rfc}`),
    line(`NOMBRE            : ${supplier.name}`),
    line(`FECHA             : ${legacyDate(paid, 'ddmmyyyy')}   HORA: ${hhmm}:${pad2(rng.int(0, 59))}`),
    line(`PERIODO           : ${pad2(month)}/${ejercicio}`),
    line(`EJERCICIO         : ${ejercicio}`),
    line(`LINEA DE CAPTURA  : ${lineaCaptura}`),
    line(`NUM. OPERACION    : ${numeroOperacion}`),
    line(`LLAVE DE PAGO     : ${llave}`),
    line(`CUENTA DE CARGO   : ${cuenta}`),
    line(`IMPORTE PAGADO    : ${legacyMoney(importe, 'starFill')}`),
    line(dashes(80)),
    space(6),
    line('MEDIO DE PRESENTACION: INTERNET     CONSERVE ESTE RECIBO PARA CUALQUIER ACLARACION'),
    line(f.bankLegal.toUpperCase()),
  ];
  return { blocks, truth, style: { margin: 50, baseSize: 9 }, title: 'Recibo bancario de pago', producer: `${f.bankName} Nucleo`, date: paid };
}
