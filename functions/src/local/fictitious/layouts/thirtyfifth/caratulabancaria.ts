/**
 * The 35th bank statement cover (written in session 14 without reading the parsers): an open-finance aggregator's
 * account report, printed from what the bank's API returned: the link's metadata (institution, link id, fetched at),
 * then the account as indented objects in English keys ('institution.name', 'account.number', 'account.clabe',
 * 'holder.legal_name', 'holder.tax_id'), the statement's period with the cut-off date as ISO dates, the balances as
 * plain decimals with their currency; the last transactions as a table with the API's keys as captions.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';
import { fetchMeta, indented, plain, platformPage } from './formats';

export const caratulaThirtyfifth = 'reporte-de-agregador-open-finance-cuenta-por-api-objetos-indentados-claves-en-ingles-fechas-iso-saldos-decimales-simples';

export function caratulaThirtyfifthDocument(f: CaratulaFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, from, corte, saldoAnterior, depositos, retiros, saldo } = f;
  const meta = fetchMeta(rng, corte);
  const blocks: Block[] = [
    text('Account report', { bold: true, size: 13 }),
    text(`link_id: lnk_${rng.digits(10)} · fetched_at: ${meta.fetchedAt} · source: bank API (open finance)`, { size: 7.5 }),
    { t: 'rule' },
    ...indented([
      ['institution', [['name', f.bankName], ['country', 'MX']]],
      ['account', [['type', 'checking'], ['number', cuenta], ['clabe', clabe], ['currency', 'MXN'], ['status', 'active']]],
      ['holder', [['legal_name', supplier.name], ['tax_id', supplier.rfc], ['type', 'business']]],
      ['statement', [['period_start', from], ['cut_off_date', corte], ['opening_balance', plain(saldoAnterior)], ['total_inflows', plain(depositos)], ['total_outflows', plain(retiros)], ['closing_balance', plain(saldo)]]],
    ]),
    { t: 'space', h: 6 },
    { t: 'table', title: 'transactions (first page)', headers: ['value_date', 'description', 'type', 'amount'], widths: [0.9, 3, 0.7, 0.9], size: 8, rows: [[from, 'SPEI RECIBIDO', 'inflow', plain(Math.round(depositos * 0.4 * 100) / 100)], [from, 'COMISION MANEJO DE CUENTA', 'outflow', '-250']] },
    { t: 'space', h: 6 },
    text(`${f.bankLegal}. Report produced from the data the institution returned; the official statement is the one issued by the bank.`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: platformPage('Finlink · Open finance', `request_id: ${meta.requestId}`), title: 'Account report', producer: 'ReportLab PDF Library - www.reportlab.com', date: corte };
}
