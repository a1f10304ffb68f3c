/**
 * The 11th bank statement cover (held out in session 11, measured there and tuned on since): an 'Estado de cuenta
 * integral' for a business customer, which covers the cheque account and an investment contract. The period as a
 * sentence in capitals ('DEL 01 AL 31 DE MARZO DE 2026') and the cut date as '31-marzo-2026', the holder's name and RFC
 * at the top right with the address under them, a products table (product, contract or account, balance) with the
 * cheque account masked ('****6579') and the investment under its own contract number, and the cheque account's section
 * headed by its number and its CLABE in groups of 3, 3, 11 and 1 digits ('012 180 01234567891 2').
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';

export const caratulaEleventh = 'estado-de-cuenta-integral-cheques-e-inversion-clabe-3-3-11-1-periodo-en-frase';

export function caratulaEleventhDocument(f: Omit<CaratulaFacts, 'cliente'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, from, corte } = f;
  const a = supplier.address;
  const m = (n: number) => formatMoney(n, 'dollar');
  const inversion = Math.round(rng.int(50_000, 900_000) * 100 + rng.int(0, 99)) / 100;
  const contrato = rng.digits(11);
  const clabeGroups = `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`;
  const period = `DEL ${from.slice(8, 10)} AL ${formatDate(corte, 'longUpper')}`;
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 18 }),
    text(f.bankLegal, { size: 7 }),
    space(6),
    text(supplier.name, { align: 'right', bold: true, size: 10 }),
    text(`RFC: ${supplier.rfc}`, { align: 'right', size: 9 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}, COL. ${a.colonia}`, { align: 'right', size: 8 }),
    text(`${a.municipio}, ${a.entidad}, C.P. ${a.codigoPostal}`, { align: 'right', size: 8 }),
    space(8),
    text('ESTADO DE CUENTA INTEGRAL · EMPRESAS', { bold: true, size: 11 }),
    text(`PERIODO ${period}`, { size: 9 }),
    text(`Fecha de corte: ${formatDate(corte, 'longDash')}`, { size: 9 }),
    space(6),
    {
      t: 'table',
      title: 'Resumen de sus productos',
      headers: ['Producto', 'Contrato / cuenta', 'Saldo al corte'],
      rows: [
        // The summary masks the account; its section below names it in full.
        ['Cuenta de cheques empresarial', `****${cuenta.slice(-4)}`, m(f.saldo)],
        ['Inversión a plazo', contrato, m(inversion)],
      ],
      widths: [2.4, 1.6, 1.4],
      size: 9,
    },
    space(8),
    text(`CUENTA DE CHEQUES ${cuenta}`, { bold: true, size: 10 }),
    text(`CLABE ${clabeGroups}`, { size: 9 }),
    {
      t: 'table',
      headers: ['Saldo inicial', 'Depósitos', 'Retiros', 'Saldo final'],
      rows: [[m(f.saldoAnterior), m(f.depositos), m(f.retiros), m(f.saldo)]],
      size: 9,
    },
    space(10),
    rule,
    text('Las cantidades se expresan en moneda nacional. Revise su estado de cuenta y, en su caso, presente su aclaración dentro de los 90 días naturales siguientes a la fecha de corte.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `${f.bankName} · Estado de cuenta integral · ${p}/${n}` }, title: 'Estado de cuenta integral', producer: `${f.bankName} Empresas`, date: corte };
}
