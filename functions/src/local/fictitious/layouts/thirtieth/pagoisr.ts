/**
 * The 30th ISR payment (written in session 14 without reading the parsers): the bank's counter ticket for a federal
 * tax payment with línea de captura ('PAGO REFERENCIADO SAT'): the branch's lines with the date as '05MAR2026' and
 * the time with its seconds, the contributor's 'R.F.C.', the period as 'MARZO' with its own 'EJERCICIO' line, the
 * línea de captura under its caption, 'NUM. OPER.' and 'LLAVE DE PAGO', the amount '$' padded, dash rules.
 */
import { monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';
import { clock, paddedPesos, ticketDate } from './formats';
import { branchLines, centred, keepIt, line, ruleOf, ticketStyle, under } from './ticket';

export const pagoIsrThirtieth = 'ticket-de-ventanilla-bancaria-pago-referenciado-sat-fecha-ddmmmaaaa-hora-con-segundos-periodo-mes-en-letras';

export function pagoIsrThirtiethDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const blocks: Block[] = [
    centred(f.bankName, true),
    centred('PAGO REFERENCIADO SAT'),
    centred('CONTRIBUCIONES FEDERALES'),
    ruleOf('-'),
    ...branchLines(rng, ticketDate(paid), clock(hhmm, rng.int(0, 59))),
    ruleOf('-'),
    line('R.F.C.:', supplier.rfc),
    line('PERIODO:', monthName(month).toUpperCase()),
    line('EJERCICIO:', ejercicio),
    line('CONCEPTO:', 'ISR RET. SALARIOS'),
    ...under('LINEA DE CAPTURA:', lineaCaptura),
    line('CTA. CARGO:', cuenta),
    ruleOf('-'),
    line('IMPORTE:', paddedPesos(importe)),
    ruleOf('-'),
    line('NUM. OPER.:', numeroOperacion),
    line('LLAVE DE PAGO:', llave),
    ruleOf('-'),
    centred('RECIBO BANCARIO DE PAGO DE'),
    centred('CONTRIBUCIONES FEDERALES'),
    keepIt,
    centred(f.bankLegal),
  ];
  return { blocks, truth, style: ticketStyle, title: 'Pago referenciado SAT', producer: 'Diebold Nixdorf ProCash Receipt', date: paid };
}
