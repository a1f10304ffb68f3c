/**
 * The 28th proof of address (written in session 13 without reading the parsers): a regional cable and telephone
 * company's bill, filed by the supplier's office as its proof of address. The bill sets the issuer's data beside the
 * subscriber's in two columns (a table with a header row); the issue date as '5 de marzo, 2026' and the billed period
 * under it; the DMS's stamp on every page and the reviewer's note on the proof's age.
 */
import { addDays, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { companyRfc } from '../../identities';
import { space, text } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';
import { note, office, officeDate, officeStyle } from './office';

export const domicilioTwentyeighth = 'recibo-de-cable-y-telefonia-regional-archivado-por-el-proveedor-emisor-y-suscriptor-en-dos-columnas-fecha-d-de-mes-coma-anio';

export const regionalCableIssuer = 'TELECABLE Y TELEFONÍA DEL CENTRO, S.A. DE C.V.';
/** The issuer's RFC carries its date of incorporation: a real one, so that the RFC is a valid one. */
const issuerIncorporated = '1994-05-27';

export function domicilioTwentyeighthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const o = office(rng, date, 'Expediente Proveedor');
  const issuerStreet = `Blvd. Adolfo López Mateos ${rng.int(100, 3000)}`;
  const blocks: Block[] = [
    text('TELECABLE DEL CENTRO', { bold: true, size: 14 }),
    text('Televisión · Internet · Telefonía', { size: 8 }),
    space(6),
    {
      t: 'table',
      headers: ['Datos del suscriptor', 'Datos del emisor'],
      widths: [1, 1],
      rows: [
        [supplier.name, f.emisor],
        [`${a.vialidadTipo} ${a.vialidad} No. ${a.numero}${a.interior ? ` Int. ${a.interior}` : ''}`, issuerStreet],
        [`Col. ${a.colonia}`, `RFC ${companyRfc(rng, f.emisor, issuerIncorporated)}`],
        [`${a.municipio}, ${a.entidad}`, `Atención a clientes 800 ${rng.digits(3)} ${rng.digits(4)}`],
        [`C.P. ${a.codigoPostal}`, ''],
      ],
    },
    space(6),
    text(`Fecha de emisión: ${officeDate(date, 'commaYear')}`, { bold: true }),
    text(`Periodo facturado: ${officeDate(addDays(date, -30), 'commaYear')} al ${officeDate(addDays(date, -1), 'commaYear')}`, { size: 8.5 }),
    text(`Número de cuenta: ${rng.digits(9)}   Fecha límite de pago: ${officeDate(addDays(date, 12), 'commaYear')}`, { size: 8.5 }),
    note(o, 'Comprobante de domicilio no mayor a 3 meses — OK'),
    { t: 'table', title: 'Detalle de cargos', headers: ['Concepto', 'Importe'], widths: [4, 1.2], rows: [['Paquete Doble Play Negocio (internet 50 Mbps y línea telefónica)', formatMoney(importe, 'plain')], ['Total a pagar', formatMoney(importe, 'dollarSpaceMn')]] },
    space(6),
    text('Pague en sucursales, tiendas de conveniencia o con cargo automático a su tarjeta. Conserve este recibo.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: officeStyle(o), title: `${o.docId} Comprobante de domicilio`, producer: 'DocuWare', date };
}
