/**
 * The 25th proof-of-address layout (session 13, written without reading the parsers): a qualified electricity
 * supplier's bill to a business site in its bilingual template (multinational groups sell power to companies under the
 * wholesale market): the issuer's own address and RFC at the top, 'Titular / Account holder' and the 'Dirección de
 * suministro / Service address' in three lines (street, colonia, C.P. and place), the issue date as '05 Mar 2026', and
 * the amount due with 'M.N.'. The dispatcher passes domicilioTwentyfifthIssuer as the emisor.
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, space, text } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';

export const domicilioTwentyfifth = 'factura-bilingue-de-suministrador-calificado-de-energia-domicilio-de-suministro-en-tres-renglones-fecha-con-mes-abreviado';

export const domicilioTwentyfifthIssuer = 'ENERGÍA CALIFICADA DE NORTEAMÉRICA, S. DE R.L. DE C.V.';

export function domicilioTwentyfifthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 11 }),
    text('Suministrador Calificado · Qualified Supplier    RFC ECN1506184P2    Av. Ricardo Margáin 440, Valle del Campestre, 66265, San Pedro Garza García, N.L.', { size: 7 }),
    space(8),
    text('FACTURA DE ENERGÍA ELÉCTRICA / ELECTRICITY INVOICE', { bold: true, size: 10 }),
    pair('Fecha de emisión / Issue date:', formatDate(date, 'monSpacedTitle'), 'tab', 200),
    pair('Número de servicio / Service ID:', rng.digits(12), 'tab', 200),
    space(6),
    pair('Titular / Account holder', supplier.name, 'below'),
    text('Dirección de suministro / Service address', { bold: true, size: 10 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`),
    text(`COL. ${a.colonia}`),
    text(`C.P. ${a.codigoPostal}, ${a.municipio}, ${a.entidad}`),
    space(6),
    { t: 'table', headers: ['Concepto / Item', 'Importe / Amount'], rows: [['Energía y potencia / Energy and capacity', formatMoney(importe, 'mnPlain')]], widths: [3, 1.2], size: 8.5 },
    text(`Total a pagar / Amount due: ${formatMoney(importe * 1.16, 'mn')}`, { bold: true, size: 10, align: 'right' }),
    rule,
    text('Precios conforme al contrato de suministro calificado. / Prices under the qualified supply contract.', { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 42, baseSize: 9.5, footer: (p, n) => `${p}/${n}` }, title: 'Factura de energía / Electricity invoice', producer: 'Oracle BI Publisher', date };
}
