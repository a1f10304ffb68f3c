/**
 * The 23rd bank-cover layout (written in session 13 without reading the parsers): the letter a bank's business
 * executive types in a word processor on the branch's letterhead when the client asks for proof of its account: the
 * place and date flush right ('Monterrey, N.L., a 5 de marzo de 2026'), 'A quien corresponda', a paragraph that names
 * the client, then the account's data as an indented list, and the executive's signature block with her phone and
 * e-mail.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';

export const caratulaTwentythird = 'carta-del-ejecutivo-en-procesador-de-textos-membrete-de-sucursal-lugar-y-fecha-a-la-derecha-datos-en-lista-sangrada-firma-con-telefono';

export function caratulaTwentythirdDocument(f: Pick<CaratulaFacts, 'supplier' | 'truth' | 'bankName' | 'bankLegal' | 'clabe' | 'cuenta' | 'corte'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, corte } = f;
  const city = rng.pick(['Monterrey, N.L.', 'Guadalajara, Jal.', 'Querétaro, Qro.', 'Puebla, Pue.', 'León, Gto.']);
  const executive = rng.pick(['Lic. Mariana Treviño Garza', 'Lic. Jorge Arturo Medina Ruiz', 'C.P. Alejandra Cantú Salinas']);
  const item = (label: string, value: string): Block => text(`${label}: ${value}`, { size: 10, indent: 36 });
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 15 }),
    text(`Banca Empresarial · Sucursal ${rng.digits(4)}`, { size: 8 }),
    space(18),
    text(`${city}, a ${formatDate(corte, 'longNoPad')}`, { align: 'right', size: 10 }),
    space(18),
    text('A QUIEN CORRESPONDA:', { bold: true, size: 10 }),
    space(8),
    text('Por medio de la presente, hacemos constar que nuestro cliente', { size: 10 }),
    text(supplier.name, { bold: true, size: 10 }),
    text('mantiene con esta institución una cuenta de cheques en moneda nacional, vigente a la fecha, con los siguientes datos:', { size: 10 }),
    space(6),
    item('R.F.C. del titular', supplier.rfc),
    item('Número de cuenta', cuenta),
    item('CLABE', clabe),
    item('Moneda', 'Pesos mexicanos'),
    space(8),
    text('Se extiende la presente a petición del interesado para los fines que a él convengan, sin responsabilidad para la institución.', { size: 10 }),
    space(24),
    text('Atentamente', { size: 10 }),
    space(28),
    text('______________________________', { size: 10 }),
    text(executive, { size: 10 }),
    text('Ejecutivo de Banca Empresarial', { size: 9 }),
    text(`Tel. ${rng.digits(3)} ${rng.digits(3)} ${rng.digits(4)} ext. ${rng.digits(3)} · Correo: banca.empresarial@banco.com.mx`, { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 64, baseSize: 10, footer: () => f.bankLegal }, title: 'Carta de confirmación de cuenta', producer: 'Microsoft® Word para Microsoft 365', date: corte };
}
