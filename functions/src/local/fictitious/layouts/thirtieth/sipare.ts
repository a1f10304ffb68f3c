/**
 * The 30th SIPARE payment (written in session 14 without reading the parsers): the bank's counter ticket for an
 * IMSS-INFONAVIT payment with línea de captura: the branch's lines with the operation's date ('05MAR2026') and time,
 * the employer as 'REG. PAT.', 'R.F.C.' and 'NOM.', the period as '2026/03', the línea de captura under its caption,
 * the amount guarded with asterisks, asterisk rules. A bank ticket lists no workers: the truth keeps the fields the
 * ticket prints and drops the workers'.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, time } from '../common';
import type { SipareFacts } from '../eighth/sipare';
import { clock, guardedPesos, ticketDate } from './formats';
import { branchLines, centred, keepIt, line, ruleOf, ticketStyle, under } from './ticket';

export const sipareThirtieth = 'ticket-de-ventanilla-bancaria-pago-sipare-fecha-ddmmmaaaa-con-hora-periodo-aaaa-mm-importe-con-asteriscos-sin-trabajadores';

export function sipareThirtiethDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, total, linea, paid, bankName, operacion } = f;
  const hhmm = time(rng);
  // The ticket prints the hour of the payment (the truth carries it) and no workers (the truth drops them).
  const truth: Record<string, string> = Object.fromEntries(Object.entries(f.truth).filter(([k]) => !k.startsWith('trabajadores[')));
  truth.fechaPago = dateTime(paid, hhmm);
  const blocks: Block[] = [
    centred(bankName, true),
    centred('PAGO DE CUOTAS OBRERO PATRONALES'),
    centred('IMSS - INFONAVIT  (SIPARE)'),
    ruleOf('*'),
    ...branchLines(rng, ticketDate(paid), clock(hhmm, rng.int(0, 59))),
    line('NUM. OPER.:', operacion),
    ruleOf('*'),
    line('REG. PAT.:', supplier.registroPatronal),
    line('R.F.C.:', supplier.rfc),
    ...under('NOM.:', supplier.name),
    line('PERIODO:', `${period.from.slice(0, 4)}/${period.from.slice(5, 7)}`),
    ...under('LINEA DE CAPTURA:', linea),
    ruleOf('*'),
    line('IMPORTE:', guardedPesos(total)),
    line('FORMA DE PAGO:', 'CARGO A CUENTA'),
    ruleOf('*'),
    centred('PAGO APLICADO. EL IMSS RECIBE LA INFORMACION'),
    centred('AL DIA HABIL SIGUIENTE.'),
    keepIt,
  ];
  return { blocks, truth, style: ticketStyle, title: 'Comprobante SIPARE', producer: 'Diebold Nixdorf ProCash Receipt', date: paid };
}
