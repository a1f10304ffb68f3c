/**
 * The 27th bank-cover layout (written in session 13 without reading the parsers): the first page of the monthly
 * statement captured with Microsoft Lens (its capture stamp at the foot): the bank's name at the top, the client's
 * block (name, R.F.C.) at the left, the statement's 'Información de la cuenta' box read row by row with its captions
 * and values on alternate lines ('Número de cuenta CLABE Interbancaria' then the two numbers), the cut-off as
 * '31/oct/2026' beside the period's days, and the summary of movements without the taxpayer's data.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';
import { cells, scanAppProducer, scanAppStyle, scanDate } from './scan-app';

export const caratulaTwentyseventh = 'estado-de-cuenta-capturado-con-microsoft-lens-recuadro-de-la-cuenta-leido-renglon-a-renglon-corte-d-mmm-aaaa';

export function caratulaTwentyseventhDocument(f: CaratulaFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, from, corte, saldoAnterior, depositos, retiros, saldo } = f;
  const d = (iso: string) => scanDate(iso, 'monSlashLowerNoPad');
  const m = (x: number) => formatMoney(x, 'dollar');
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 13 }),
    text('Estado de cuenta', { size: 9 }),
    space(6),
    text(supplier.name, { bold: true }),
    text(`R.F.C. ${supplier.rfc}`),
    text(`No. de cliente ${f.cliente}`, { size: 8.5 }),
    space(6),
    text('Información de la cuenta', { bold: true }),
    cells(['Número de cuenta', 'CLABE Interbancaria', 'Moneda']),
    cells([cuenta, clabe, 'MXN']),
    space(4),
    cells(['Fecha de corte', 'Días del periodo', 'Tasa de interés']),
    cells([d(corte), String(Math.round((Date.parse(corte) - Date.parse(from)) / 86_400_000) + 1), '0.00%']),
    space(6),
    text('Resumen del periodo', { bold: true }),
    cells(['Saldo anterior', m(saldoAnterior)]),
    cells(['(+) Depósitos', m(depositos)]),
    cells(['(-) Retiros', m(retiros)]),
    cells(['Saldo al corte', m(saldo)]),
    space(8),
    text(`${f.bankLegal}. Consulte el detalle de movimientos en las páginas siguientes.`, { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: scanAppStyle('lens', rng, corte), title: 'Microsoft Lens', producer: scanAppProducer.lens, date: corte };
}
