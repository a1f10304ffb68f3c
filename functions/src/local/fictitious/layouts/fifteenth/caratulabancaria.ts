/**
 * The 15th bank statement (held out from session 12, written without reading the parsers): a business statement whose
 * first sheet opens with the customer's block (name, RFC, address) and then a header-less grid of the account's data
 * with the customer number beside the account, the CLABE unspaced and the cut date as '31-mar-26'; the summary follows,
 * then the movements' detail, long enough to run onto the next sheet with its header repeated, each line with its
 * running balance.
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';

export const caratulaFifteenth = 'cliente-arriba-rejilla-cliente-y-cuenta-corte-dd-mmm-aa-detalle-de-movimientos-con-saldo-que-pasa-a-la-segunda-hoja';

/** An amount cut into n positive parts (cents) that add up to it exactly. */
function split(rng: Rng, amount: number, n: number): number[] {
  const cents = Math.round(amount * 100);
  const weights = Array.from({ length: n }, () => rng.int(1, 100));
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((cents * w) / sum));
  parts[n - 1] = (parts[n - 1] ?? 0) + cents - parts.reduce((a, b) => a + b, 0);
  return parts.map((c) => c / 100);
}

const credits = ['DEPÓSITO SPEI RECIBIDO', 'DEPÓSITO EN EFECTIVO', 'ABONO TRANSFERENCIA', 'DEPÓSITO CHEQUE OTRO BANCO'];
const debits = ['PAGO SPEI ENVIADO', 'PAGO DE NÓMINA', 'COMISIÓN POR SERVICIO', 'PAGO REFERENCIADO SAT', 'CARGO DOMICILIADO CFE'];

export function caratulaFifteenthDocument(f: Omit<CaratulaFacts, 'cliente'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, from, corte } = f;
  const a = supplier.address;
  const m = (n: number) => formatMoney(n, 'plain');
  const lastDay = Number(corte.slice(8, 10));
  const moves = [
    ...split(rng, f.depositos, rng.int(24, 34)).map((v) => ({ v, credit: true })),
    ...split(rng, f.retiros, rng.int(28, 40)).map((v) => ({ v, credit: false })),
  ]
    .map((mv) => ({ ...mv, day: rng.int(1, lastDay) }))
    .sort((x, y) => x.day - y.day);
  let balance = f.saldoAnterior;
  const rows = moves.map((mv) => {
    balance = Math.round((balance + (mv.credit ? mv.v : -mv.v)) * 100) / 100;
    return [`${String(mv.day).padStart(2, '0')}/${corte.slice(5, 7)}`, rng.pick(mv.credit ? credits : debits), mv.credit ? '' : m(mv.v), mv.credit ? m(mv.v) : '', m(balance)];
  });
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 16 }),
    text(f.bankLegal, { size: 7 }),
    space(6),
    text(supplier.name, { bold: true, size: 9.5 }),
    text(`RFC ${supplier.rfc}`, { size: 8.5 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''} COL. ${a.colonia}`, { size: 8.5 }),
    text(`C.P. ${a.codigoPostal} ${a.municipio}, ${a.entidad}`, { size: 8.5 }),
    space(6),
    title('ESTADO DE CUENTA', 12),
    {
      t: 'table',
      headers: [],
      rows: [
        ['No. de cliente', rng.digits(8), 'No. de cuenta', cuenta],
        ['Cuenta CLABE', clabe, 'Moneda', 'PESOS MEXICANOS'],
        ['Fecha de corte', formatDate(corte, 'monLowerShort'), 'Días del periodo', String(lastDay - Number(from.slice(8, 10)) + 1)],
      ],
      widths: [1.1, 1.8, 1.2, 1.4],
      size: 8.5,
    },
    space(6),
    {
      t: 'table',
      title: 'Resumen del periodo',
      headers: ['Saldo inicial', 'Depósitos', 'Retiros', 'Saldo final'],
      rows: [[m(f.saldoAnterior), m(f.depositos), m(f.retiros), m(f.saldo)]],
      size: 8.5,
    },
    space(6),
    { t: 'table', title: 'Detalle de movimientos', headers: ['Fecha', 'Concepto', 'Cargos', 'Abonos', 'Saldo'], rows, widths: [0.6, 2.8, 1, 1, 1.1], size: 8 },
    space(8),
    rule,
    text('Las aclaraciones deberán presentarse dentro de los 90 días naturales siguientes a la fecha de corte. Unidad Especializada de Atención a Usuarios en su sucursal.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Estado de cuenta', producer: `${f.bankName} Estados de cuenta`, date: corte };
}
