/**
 * The 29th bank statement cover (written in session 13 without reading the parsers): the business bank portal's
 * 'Detalle de la cuenta' screen exported to PDF: breadcrumb and toolbar, the holder's and the account's data as a
 * definition list, the period as '01-FEB-2026 a 28-FEB-2026', the balances as 'MX$…' in a data grid with its
 * controls, and the export's footer (the bank's name over every page).
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';
import { chrome, dd, exported, exportStyle, gridBottom, intlPesos, oracleDate } from './export';

export const caratulaTwentyninth = 'exportada-del-portal-bancario-detalle-de-la-cuenta-lista-de-definiciones-periodo-dd-mmm-aaaa-saldos-mx-en-rejilla';

export function caratulaTwentyninthDocument(f: CaratulaFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, from, corte, saldoAnterior, depositos, retiros, saldo } = f;
  const e = exported(rng, corte);
  const a = supplier.address;
  const blocks: Block[] = [
    ...chrome(['Inicio', 'Cuentas', 'Cheques', 'Detalle de la cuenta']),
    text('Detalle de la cuenta · Estado de cuenta', { bold: true, size: 11 }),
    ...dd('Titular', supplier.name),
    ...dd('RFC', supplier.rfc),
    ...dd('Domicilio', `${a.vialidad} ${a.numero}, ${a.colonia}, ${a.codigoPostal} ${a.municipio}, ${a.entidad}`),
    ...dd('Número de cliente', f.cliente),
    ...dd('Cuenta', cuenta),
    ...dd('CLABE', clabe),
    ...dd('Periodo', `${oracleDate(from)} a ${oracleDate(corte)}`),
    ...dd('Fecha de corte', oracleDate(corte)),
    space(4),
    { t: 'table', headers: ['Concepto', 'Importe'], widths: [2, 1], size: 8, rows: [['Saldo anterior', intlPesos(saldoAnterior)], ['Depósitos', intlPesos(depositos)], ['Retiros', intlPesos(retiros)], ['Saldo al corte', intlPesos(saldo)]] },
    ...gridBottom(4),
    space(4),
    text(`${f.bankLegal}. Para el estado de cuenta oficial descargue el PDF del periodo.`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: exportStyle(e, `${f.bankName} · Banca Empresarial`), title: 'Detalle de la cuenta', producer: 'Skia/PDF m120', date: corte };
}
