/**
 * The 25th bank-cover layout (session 13, written without reading the parsers): the first page of a multinational
 * bank's business account statement in its bilingual template: every label in Spanish and English ('Titular / Account
 * holder', 'Fecha de corte / Statement date'), the dates as 'DD/MM/AAAA' with the format named, the account data in a
 * grid without header, and the balance summary with 'M.N.' after each amount.
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, rule, space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';

export const caratulaTwentyfifth = 'estado-de-cuenta-bilingue-de-banco-multinacional-etiquetas-espanol-ingles-rejilla-sin-encabezado-importes-con-mn';

export function caratulaTwentyfifthDocument(f: Omit<CaratulaFacts, 'cliente'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, corte, from } = f;
  const d = (iso: string) => formatDate(iso, 'slash');
  const m = (n: number) => formatMoney(n, 'mnPlain');
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 14 }),
    text('Estado de cuenta empresarial / Business account statement', { size: 8.5 }),
    space(8),
    // Long company names print on their own line above the grid, as the template's first field.
    pair('Titular / Account holder', supplier.name, 'below'),
    {
      t: 'table',
      headers: [],
      rows: [
        ['R.F.C. / Tax ID', supplier.rfc],
        ['Número de cuenta / Account number', cuenta],
        ['CLABE / Standard bank code (CLABE)', clabe],
        ['Periodo / Period (DD/MM/AAAA)', `${d(from)} - ${d(corte)}`],
        ['Fecha de corte / Statement date', d(corte)],
        ['Moneda / Currency', 'MXN Pesos mexicanos / Mexican pesos'],
      ],
      widths: [2, 3],
      size: 8.5,
    },
    space(6),
    {
      t: 'table',
      title: 'Resumen / Summary',
      headers: ['Saldo anterior / Opening balance', 'Depósitos / Credits', 'Retiros / Debits', 'Saldo final / Closing balance'],
      rows: [[m(f.saldoAnterior), m(f.depositos), m(f.retiros), m(f.saldo)]],
      size: 8,
    },
    space(8),
    rule,
    text(`${f.bankLegal}. Institución de Banca Múltiple. Los depósitos están protegidos por el IPAB hasta por 400 mil UDIS por persona por institución. / Deposits are protected by IPAB up to 400,000 UDIS.`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 9, footer: (p, n) => `Página / Page ${p} de / of ${n}    Sucursal / Branch ${rng.int(100, 999)}` }, title: 'Estado de cuenta / Account statement', producer: `${f.bankName} Statements`, date: corte };
}
