/**
 * The 19th bank account layout (held out from session 12, written without reading the parsers): the first page of a
 * small-business account statement: the holder's name and mailing address in the envelope window on the left, the
 * bank's data and the statement's (cut-off date as '31 may 2026', days of the period) in a column of label lines on
 * the right under it, the account and its CLABE in a headed row with the CLABE grouped as banks print it (bank, plaza,
 * account, check digit: '072 744 04977539727 7') and the summary of the period after it.
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';

export const caratulaNineteenth = 'estado-de-cuenta-pyme-direccion-en-ventanilla-clabe-agrupada-banco-plaza-cuenta-digito-corte-mes-abreviado';

export function caratulaNineteenthDocument(f: Pick<CaratulaFacts, 'supplier' | 'truth' | 'bankName' | 'bankLegal' | 'clabe' | 'cuenta' | 'corte'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, corte } = f;
  const a = supplier.address;
  const m = (n: number) => formatMoney(n, 'dollar');
  const anterior = rng.int(10_000, 900_000) + rng.int(0, 99) / 100;
  const depositos = rng.int(50_000, 1_500_000) + rng.int(0, 99) / 100;
  const retiros = rng.int(10_000, Math.floor(anterior + depositos)) + rng.int(0, 99) / 100;
  const right = (s: string): Block => text(s, { align: 'right', size: 8.5 });
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 14 }),
    text(f.bankLegal, { size: 7 }),
    space(8),
    text(supplier.name, { size: 9 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, { size: 9 }),
    text(`COL. ${a.colonia}`, { size: 9 }),
    text(`C.P. ${a.codigoPostal} ${a.municipio}, ${a.entidad}`, { size: 9 }),
    space(6),
    right(`R.F.C.: ${supplier.rfc}`),
    right(`Fecha de corte: ${formatDate(corte, 'monSpacedLower')}`),
    right(`Días del periodo: ${Number(corte.slice(8, 10))}`),
    right(`No. de cliente: ${rng.digits(8)}`),
    space(8),
    title('Estado de cuenta  ·  Cuenta PyME', 11),
    { t: 'table', headers: ['Producto', 'No. de cuenta', 'Cuenta CLABE', 'Moneda'], rows: [['Cuenta PyME', cuenta, `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`, 'MXN']], widths: [1.1, 1.3, 2, 0.7], size: 8.5 },
    space(6),
    {
      t: 'table',
      title: 'Resumen del periodo',
      headers: ['Saldo anterior', 'Depósitos', 'Retiros', 'Saldo final'],
      rows: [[m(anterior), m(depositos), m(retiros), m(Math.round((anterior + depositos - retiros) * 100) / 100)]],
      size: 8.5,
    },
    space(8),
    rule,
    text('Si tiene alguna aclaración sobre los movimientos de su cuenta, preséntela dentro de los 90 días naturales siguientes a la fecha de corte.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Estado de cuenta', producer: `${f.bankName} Estados de cuenta`, date: corte };
}
