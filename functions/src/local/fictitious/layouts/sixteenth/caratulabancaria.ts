/**
 * The 16th bank document (held out from session 12, written without reading the parsers): not a statement but the
 * 'carta de confirmación de cuenta' a branch issues on letterhead for a customer's suppliers and clients: the bank and
 * its legal name at the top, the branch and the letter's date, 'A quien corresponda', and the account's data inside the
 * letter's sentence and again as a short list (cuenta, CLABE spaced in the bank's 3-3-11-1 groups). A letter has no
 * cut date, so its truth has no fechaCorte.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, rule, space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';

export const caratulaSixteenth = 'carta-de-confirmacion-de-cuenta-en-papel-membretado-datos-en-la-frase-clabe-en-grupos-3-3-11-1-sin-fecha-de-corte';

export function caratulaSixteenthDocument(f: Omit<CaratulaFacts, 'cliente' | 'saldoAnterior' | 'depositos' | 'retiros' | 'saldo'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, corte } = f;
  const { fechaCorte: _cut, ...truth } = f.truth;
  const a = supplier.address;
  const spaced = `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`;
  const branch = `Sucursal ${rng.int(100, 9999)} ${a.municipio.toUpperCase()}`;
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 15 }),
    text(f.bankLegal, { size: 7 }),
    space(10),
    text(`${branch}, ${a.entidad}, a ${formatDate(corte, 'longDelPad')}`, { align: 'right', size: 9 }),
    space(12),
    text('A QUIEN CORRESPONDA', { bold: true, size: 10 }),
    text('P r e s e n t e', { size: 9 }),
    space(8),
    text(
      `Por medio de la presente hacemos constar que ${supplier.name}, con Registro Federal de Contribuyentes ${supplier.rfc}, es titular en esta institución de una cuenta de cheques en moneda nacional, vigente a la fecha, con los siguientes datos:`,
      { size: 9.5 },
    ),
    space(6),
    pair('Número de cuenta:', cuenta, 'tab', 150),
    pair('CLABE interbancaria:', spaced, 'tab', 150),
    pair('Moneda:', 'Pesos mexicanos', 'tab', 150),
    space(8),
    text('La presente se expide a solicitud del interesado para los fines que a él convengan, sin responsabilidad para esta institución respecto de las operaciones que se realicen con dichos datos.', { size: 9 }),
    space(18),
    text('Atentamente', { align: 'center', size: 9.5 }),
    space(14),
    rule,
    text(`Gerente de sucursal · ${branch}`, { align: 'center', size: 8.5 }),
    space(8),
    text('Esta carta no es un estado de cuenta ni acredita saldos. Consulte la autenticidad con su ejecutivo.', { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 60, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: 'Carta de confirmación de cuenta', producer: `${f.bankName} Sucursales`, date: corte };
}
