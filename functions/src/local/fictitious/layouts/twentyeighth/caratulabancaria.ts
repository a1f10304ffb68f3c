/**
 * The 28th bank cover (written in session 13 without reading the parsers): the first page of a bank statement
 * followed by the supplier's own 'carta de datos bancarios' for its clients' payments, as REPSE packages carry it:
 * the statement's account data in a header-row table, the period as 'del 1 de diciembre, 2025 al 31 de diciembre,
 * 2025' and the cut-off date on its own line; the DMS's stamp, 'COPIA COTEJADA', and the letter on the second page
 * restating the bank, the holder, the CLABE and the account, signed by the legal representative.
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';
import { cotejo, office, officeDate, officeStyle, pageBreak } from './office';

export const caratulaTwentyeighth = 'estado-de-cuenta-con-carta-de-datos-bancarios-del-proveedor-en-la-segunda-pagina-periodo-d-de-mes-coma-anio';

export function caratulaTwentyeighthDocument(f: CaratulaFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, from, corte, saldoAnterior, depositos, retiros, saldo } = f;
  const o = office(rng, corte, 'Expediente Proveedor');
  const m = (x: number) => formatMoney(x, 'dollarSpace');
  const a = supplier.address;
  const blocks: Block[] = [
    cotejo(o),
    text(f.bankName, { bold: true, size: 14 }),
    text('ESTADO DE CUENTA · CUENTA DE CHEQUES EMPRESARIAL', { bold: true }),
    space(6),
    text(supplier.name, { bold: true }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}, COL. ${a.colonia}, C.P. ${a.codigoPostal}, ${a.municipio}, ${a.entidad}`.toUpperCase(), { size: 8 }),
    pair('R.F.C.:', supplier.rfc, 'inline'),
    pair('Número de cliente:', f.cliente, 'inline'),
    space(4),
    { t: 'table', headers: ['No. de cuenta', 'CLABE', 'Moneda', 'Sucursal'], widths: [1.2, 1.8, 0.7, 1], rows: [[cuenta, clabe, 'PESOS', String(rng.int(100, 9999))]] },
    text(`Periodo: del ${officeDate(from, 'commaYear')} al ${officeDate(corte, 'commaYear')}`),
    pair('Fecha de corte:', formatDate(corte, 'slash'), 'inline'),
    { t: 'table', title: 'Resumen de saldos', headers: [], widths: [2, 1], rows: [['Saldo inicial', m(saldoAnterior)], ['Depósitos / abonos', m(depositos)], ['Retiros / cargos', m(retiros)], ['Saldo final', m(saldo)]] },
    space(4),
    text(`${f.bankLegal}. Los movimientos del periodo se detallan en las páginas siguientes del estado de cuenta.`, { size: 7.5 }),
    pageBreak,
    text(supplier.name, { bold: true, size: 10 }),
    text(`${a.municipio}, ${a.entidad}, a ${officeDate(o.reviewed, 'commaYear')}`, { align: 'right', size: 9 }),
    space(6),
    text('A quien corresponda:', { bold: true }),
    text('Por medio de la presente le informamos los datos de la cuenta bancaria en la que solicitamos se realicen los pagos de nuestras facturas:'),
    { t: 'table', headers: [], widths: [1.3, 3], rows: [['Banco', f.bankName], ['Titular', supplier.name], ['Cuenta', cuenta], ['CLABE interbancaria', clabe]] },
    text('Se anexa la carátula del estado de cuenta como soporte.'),
    space(18),
    text('_______________________________', { size: 8 }),
    text(o.representative, { bold: true, size: 8 }),
    text('Representante legal', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: officeStyle(o), title: `${o.docId} Carátula bancaria`, producer: 'M-Files', date: corte };
}
