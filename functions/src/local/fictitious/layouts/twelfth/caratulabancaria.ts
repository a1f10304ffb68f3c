/**
 * The 12th proof of the bank account (held out in session 11, measured there and tuned on since): the branch's 'Carta
 * de datos bancarios' (certificación de cuenta) that customers accept instead of a statement's cover. The bank's
 * letterhead and the branch's address, the place and date of the letter, 'A QUIEN CORRESPONDA', the holder's name and
 * RFC inside the certifying sentence, the account's data as one headed row (tipo, número de cuenta, CLABE, moneda,
 * apertura, estatus), and the balance at the letter's date as '$12,345.60 MXP', as the bank's older core still prints
 * the currency. A letter has no cut date: the truth leaves fechaCorte out.
 */
import { addDays, formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';

export const caratulaTwelfth = 'carta-de-datos-bancarios-titular-en-la-frase-fila-cuenta-clabe-saldo-mxp';

export function caratulaTwelfthDocument(f: Omit<CaratulaFacts, 'cliente'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, corte } = f;
  const a = supplier.address;
  const truth = Object.fromEntries(Object.entries(f.truth).filter(([k]) => k !== 'fechaCorte'));
  // The letter is asked for a few days after a statement's cut; the account was opened years before.
  const letter = addDays(corte, rng.int(1, 12));
  const opened = addDays(corte, -rng.int(400, 3000));
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 18 }),
    text(f.bankLegal, { size: 7 }),
    text(`Sucursal ${rng.int(100, 9999)} ${a.municipio} Centro · ${a.municipio}, ${a.entidad}`, { size: 7.5 }),
    space(12),
    text(`${a.municipio}, ${a.entidad}, a ${formatDate(letter, 'long')}`, { align: 'right', size: 9.5 }),
    space(12),
    text('A QUIEN CORRESPONDA', { bold: true }),
    text('P R E S E N T E', { size: 9 }),
    space(8),
    text(`Por medio de la presente hacemos constar que ${supplier.name}, con Registro Federal de Contribuyentes ${supplier.rfc}, es titular en esta institución de la cuenta que se describe a continuación:`),
    space(6),
    {
      t: 'table',
      headers: ['Tipo de cuenta', 'Número de cuenta', 'CLABE', 'Moneda', 'Apertura', 'Estatus'],
      rows: [['Cheques empresarial', cuenta, clabe, 'Nacional', formatDate(opened, 'slash'), 'Activa']],
      widths: [1.3, 1.2, 1.9, 0.8, 0.9, 0.7],
      size: 8,
    },
    space(6),
    text(`Saldo disponible a la fecha: ${formatMoney(f.saldo, 'mxpSuffix')}`, { size: 9.5 }),
    space(8),
    text('Se extiende la presente a petición del interesado para los fines que a su interés convengan. Esta carta no constituye una garantía ni un compromiso de crédito por parte de la institución.', { size: 9 }),
    space(24),
    text('_______________________________', { align: 'center' }),
    text('Gerente de sucursal', { align: 'center', size: 9 }),
    space(10),
    rule,
    text(`Folio de la carta ${rng.digits(10)}`, { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 56, baseSize: 10 }, title: 'Carta de datos bancarios', producer: `${f.bankName} Sucursales`, date: letter };
}
