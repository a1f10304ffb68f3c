/**
 * The 20th bank-cover layout (held out from session 12, written without reading the parsers): the 'carta de
 * confirmación de cuenta' a bank's branch prints on letterhead for a business client: a dated letter ('Monterrey,
 * N.L., a 31 de Octubre del 2026' — the cut-off the account data are confirmed at), the account holder, its RFC, the
 * account and the CLABE in a two-column grid without a header, and the branch manager's signature block.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';

export const caratulaTwentieth = 'carta-de-confirmacion-de-cuenta-en-membrete-de-sucursal-fecha-de-la-carta-rejilla-sin-encabezado-firma-del-gerente';

export function caratulaTwentiethDocument(f: Pick<CaratulaFacts, 'supplier' | 'truth' | 'bankName' | 'bankLegal' | 'clabe' | 'cuenta' | 'corte'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, corte } = f;
  const sucursal = rng.int(100, 9999);
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 15 }),
    text(`Sucursal ${sucursal}  ·  Banca Empresarial`, { size: 8 }),
    space(10),
    text(`${supplier.address.municipio}, ${supplier.address.entidad}, a ${formatDate(corte, 'longDelCap')}`, { align: 'right', size: 9.5 }),
    space(10),
    text('A QUIEN CORRESPONDA:', { bold: true, size: 10 }),
    space(4),
    text(`Por medio de la presente hacemos constar que nuestro cliente mantiene con ${f.bankLegal} una cuenta de cheques en moneda nacional, vigente a la fecha de esta carta, con los datos siguientes:`, { size: 9.5 }),
    space(4),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Titular de la cuenta', supplier.name],
        ['R.F.C. del titular', supplier.rfc],
        ['Número de cuenta', cuenta],
        ['CLABE interbancaria', clabe],
        ['Moneda', 'Pesos mexicanos'],
      ],
      widths: [1.5, 3.5],
      size: 9,
    },
    space(6),
    text('Se extiende la presente a solicitud del interesado para los fines que a éste convengan, sin responsabilidad para la institución.', { size: 9 }),
    space(24),
    text('Atentamente', { align: 'center', size: 9.5 }),
    space(20),
    text('______________________________', { align: 'center', size: 9 }),
    text(`Gerente de Sucursal ${sucursal}`, { align: 'center', size: 8.5 }),
    space(10),
    rule,
    text(`${f.bankLegal}. Esta carta no es un estado de cuenta ni acredita saldo alguno.`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 56, baseSize: 10 }, title: 'Carta de confirmación de cuenta', producer: `${f.bankName} Sucursales`, date: corte };
}
