/**
 * The 30th bank statement cover (written in session 14 without reading the parsers): the 'RESUMEN DE ESTADO DE CUENTA'
 * ticket a branch's self-service kiosk prints on 80 mm paper: the bank's name, the branch's lines, the holder as 'NOM.'
 * and 'R.F.C.', the account and the CLABE, the period as '01MAR2026 AL 31MAR2026', the cut-off date, the balances as
 * '$' padded to the right, dashes between sections.
 */
import { addDays } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import type { CaratulaFacts } from '../eighth/caratulabancaria';
import { paddedPesos, ticketDate } from './formats';
import { branchLines, centred, keepIt, line, ruleOf, ticketStyle, under } from './ticket';

export const caratulaThirtieth = 'ticket-de-cajero-de-sucursal-80-mm-resumen-del-estado-de-cuenta-fechas-ddmmmaaaa-saldos-con-signo-alineado';

export function caratulaThirtiethDocument(f: CaratulaFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, from, corte, saldoAnterior, depositos, retiros, saldo } = f;
  // The kiosk prints the summary some days after the cut-off, at the hour the holder asked for it.
  const printed = addDays(corte, rng.int(1, 20));
  const hhmm = `${String(rng.int(8, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const blocks: Block[] = [
    centred(f.bankName, true),
    centred('BANCA EMPRESARIAL - AUTOSERVICIO'),
    ruleOf('-'),
    ...branchLines(rng, ticketDate(printed), hhmm),
    ruleOf('-'),
    centred('RESUMEN DE ESTADO DE CUENTA', true),
    ...under('NOM.:', supplier.name),
    line('R.F.C.:', supplier.rfc),
    line('CTA.:', cuenta),
    line('CLABE:', clabe),
    line('PERIODO:', `${ticketDate(from)} AL ${ticketDate(corte)}`),
    line('FECHA CORTE:', ticketDate(corte)),
    ruleOf('-'),
    line('SDO. ANTERIOR', paddedPesos(saldoAnterior)),
    line('(+) DEPOSITOS', paddedPesos(depositos)),
    line('(-) RETIROS   ', paddedPesos(retiros)),
    line('SDO. AL CORTE', paddedPesos(saldo)),
    ruleOf('-'),
    centred('CONSULTA INFORMATIVA, NO ES ESTADO DE CUENTA FISCAL'),
    keepIt,
    centred(f.bankLegal),
  ];
  return { blocks, truth: f.truth, style: ticketStyle, title: 'Resumen de estado de cuenta', producer: 'NCR SelfServ Receipt Print', date: corte };
}
