/**
 * The 18th bank account layout (held out from session 12, written without reading the parsers): not a statement but
 * the 'Carta de confirmación de cuenta' a branch issues on the bank's letterhead: place and date as '3 de Marzo del
 * 2026', 'A quien corresponda', the holder, RFC, account number and CLABE inside the letter's sentence and repeated in
 * a small table under it, signed by the branch manager. A letter has no cut-off date: the truth has no fechaCorte.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';

export const caratulaEighteenth = 'carta-de-confirmacion-de-cuenta-datos-en-la-frase-y-en-tabla-fecha-con-mes-capitalizado-sin-fecha-de-corte';

export function caratulaEighteenthDocument(f: Pick<CaratulaFacts, 'supplier' | 'truth' | 'bankName' | 'bankLegal' | 'clabe' | 'cuenta' | 'corte'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, corte } = f;
  const { fechaCorte: _none, ...truth } = f.truth;
  const a = supplier.address;
  const branch = rng.int(100, 9999);
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 14 }),
    text(`${f.bankLegal} · Sucursal ${branch}`, { size: 7.5 }),
    space(10),
    text(`${a.municipio}, ${a.entidad}, a ${formatDate(corte, 'longDelCap')}`, { align: 'right', size: 9.5 }),
    space(10),
    text('A QUIEN CORRESPONDA:', { bold: true, size: 10 }),
    space(6),
    text(
      `Por medio de la presente hacemos constar que ${supplier.name}, con Registro Federal de Contribuyentes ${supplier.rfc}, es titular en esta institución de la cuenta de cheques en moneda nacional número ${cuenta}, con Clave Bancaria Estandarizada (CLABE) ${clabe}, la cual se encuentra vigente a la fecha.`,
      { size: 10 },
    ),
    space(6),
    { t: 'table', headers: ['Titular', 'Número de cuenta', 'CLABE', 'Moneda'], rows: [[supplier.name, cuenta, clabe, 'Pesos']], widths: [2.6, 1.3, 1.9, 0.7], size: 8.5 },
    space(6),
    text('Se extiende la presente a petición del interesado para los fines que a él convengan, sin responsabilidad para la institución.', { size: 9.5 }),
    space(24),
    text('Atentamente', { align: 'center', size: 9.5 }),
    space(18),
    text('______________________________', { align: 'center', size: 9.5 }),
    text(`Gerente de Sucursal ${branch}`, { align: 'center', size: 9 }),
    space(10),
    rule,
    text('Esta carta no acredita saldos ni movimientos de la cuenta. Verifique su autenticidad con su ejecutivo.', { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 60, baseSize: 10 }, title: 'Carta de confirmación de cuenta', producer: `${f.bankName} Sucursales`, date: corte };
}
