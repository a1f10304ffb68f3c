/**
 * The 8th proof of address (held out in session 10, tuned on since session 11): a municipal property-tax (predial)
 * receipt, accepted as proof of address; 'Contribuyente' for the holder, the property's location over three lines with
 * 'No.' before the number and the postal code after the colonia, the issue date as '03 mar. 2026', the amount as
 * '12,345.60 M.N.'.
 */
import { formatDate, formatMoney } from '../../format';
import type { Supplier } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';

export const domicilioEighth = 'predial-tesoreria-ubicacion-tres-lineas';

/** The issuer's name as the receipt prints it (the truth's emisor). */
export const predialIssuer = (supplier: Supplier): string => `TESORERÍA MUNICIPAL DE ${supplier.address.municipio}`;

export type DomicilioFacts = { supplier: Supplier; truth: Record<string, string>; emisor: string; date: string; importe: number; clave: string; folio: string };

export function domicilioEighthDocument(f: DomicilioFacts): BuiltDocument {
  const { supplier, date, importe } = f;
  const a = supplier.address;
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 12 }),
    text('Dirección de Ingresos · Impuesto predial', { size: 8 }),
    space(8),
    title('Recibo oficial de pago', 12),
    text(`Folio ${f.folio}    Fecha de expedición ${formatDate(date, 'monDot')}`, { align: 'right', size: 9 }),
    space(8),
    text('Contribuyente', { size: 8 }),
    text(supplier.name, { bold: true }),
    space(4),
    text('Ubicación del inmueble', { size: 8 }),
    text(`${a.vialidadTipo} ${a.vialidad} No. ${a.numero}${a.interior ? ` ${a.interior}` : ''}`),
    text(`Col. ${a.colonia} C.P. ${a.codigoPostal}`),
    text(`${a.municipio}, ${a.entidad}`),
    space(6),
    { t: 'table', headers: ['Clave catastral', 'Concepto', 'Importe'], rows: [[f.clave, `Impuesto predial ${date.slice(0, 4)}`, formatMoney(importe, 'mnPlain')]], widths: [1.6, 3, 1.4] },
    space(10),
    rule,
    text('Este recibo es el comprobante oficial de pago. Consérvelo.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 48, baseSize: 10 }, title: 'Recibo predial', producer: f.emisor, date };
}
