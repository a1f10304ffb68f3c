/**
 * The 24th bank-cover layout (written in session 13 without reading the parsers): the monthly statement of a caja
 * popular (a savings and loan cooperative, SOCAP, that small suppliers in the provinces bank with): the cooperative's
 * own RFC and address under its name, the socio's number and branch in a header-less grid, the account product with
 * its CLABE (the cooperative's SPEI code, 677), dates as its core system writes them ('5-mar-2026'), and the
 * movements' table. The builder prints its own institution, so it sets the truth's banco and clabe to it.
 */
import { addDays, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';
import { monLowerNoPad } from './formats';

export const caratulaTwentyfourth = 'estado-de-cuenta-de-caja-popular-socap-datos-de-la-cooperativa-arriba-numero-de-socio-en-rejilla-clabe-677-fechas-dia-sin-cero';

export const cajaPopular = { name: 'CAJA POPULAR MEXICANA', legal: 'Caja Popular Mexicana, S.C. de A.P. de R.L. de C.V.' };

/** The CLABE's check digit: weights 3, 7, 1 over the first 17 digits. */
function clabeWithCode(clabe: string, code: string): string {
  const body = `${code}${clabe.slice(3, 17)}`;
  const sum = [...body].reduce((s, ch, i) => s + ((Number(ch) * ([3, 7, 1][i % 3] ?? 1)) % 10), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export function caratulaTwentyfourthDocument(f: Pick<CaratulaFacts, 'supplier' | 'truth' | 'bankName' | 'bankLegal' | 'clabe' | 'cuenta' | 'corte'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, cuenta, corte } = f;
  const clabe = clabeWithCode(f.clabe, '677');
  const truth = { ...f.truth, banco: cajaPopular.name, clabe };
  const a = supplier.address;
  const d = monLowerNoPad;
  const from = `${corte.slice(0, 8)}01`;
  let saldo = rng.int(20_000, 400_000) + rng.int(0, 99) / 100;
  const inicial = saldo;
  const movements = [3, 9, 14, 22].map((day) => {
    const deposit = rng.chance(0.5);
    const amount = rng.int(1_000, 60_000) + rng.int(0, 99) / 100;
    saldo += deposit ? amount : -amount;
    return [d(addDays(from, day)), deposit ? 'DEPÓSITO SPEI RECIBIDO' : 'RETIRO POR TRANSFERENCIA', deposit ? formatMoney(amount, 'plain') : '', deposit ? '' : formatMoney(amount, 'plain'), formatMoney(saldo, 'plain')];
  });
  const blocks: Block[] = [
    text(cajaPopular.name, { bold: true, size: 14 }),
    text(cajaPopular.legal, { size: 8 }),
    text('RFC CPM951211QH3 · Sociedad Cooperativa de Ahorro y Préstamo autorizada por la CNBV · Matriz: León, Gto.', { size: 7 }),
    space(6),
    text('ESTADO DE CUENTA', { bold: true, size: 12, align: 'right' }),
    { t: 'table', headers: [], rows: [['No. de socio', rng.digits(8), 'Sucursal', rng.pick(['Zitácuaro', 'San Juan de los Lagos', 'Dolores Hidalgo', 'Tlapacoyan'])], ['Fecha de corte', d(corte), 'Producto', 'Cuenta Efectiva Empresarial']], widths: [1, 1.2, 0.8, 1.6], size: 8.5 },
    space(6),
    text(supplier.name, { bold: true, size: 10 }),
    text(`R.F.C. ${supplier.rfc}`, { size: 9 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}, ${a.colonia}, ${a.municipio}, ${a.entidad}`, { size: 8.5 }),
    space(6),
    { t: 'table', headers: ['Número de cuenta', 'CLABE interbancaria', 'Saldo inicial', 'Saldo al corte'], rows: [[cuenta, clabe, formatMoney(inicial, 'dollar'), formatMoney(saldo, 'dollar')]], widths: [1.1, 1.6, 1, 1], size: 8.5 },
    space(6),
    { t: 'table', title: 'Movimientos del periodo', headers: ['Fecha', 'Concepto', 'Depósitos', 'Retiros', 'Saldo'], rows: movements, widths: [0.8, 2.2, 0.9, 0.9, 0.9], size: 8 },
    space(6),
    rule,
    text('Sus ahorros están protegidos por el Fondo de Protección de Sociedades Cooperativas hasta por 25,000 UDIS por socio.', { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 40, baseSize: 10, footer: (p, n) => `Caja Popular Mexicana · Hoja ${p} de ${n}` }, title: 'Estado de cuenta', producer: 'Caja Popular Mexicana', date: corte };
}
