/**
 * The 26th proof-of-address layout (written in session 13 without reading the parsers): a CFE bill of the design used
 * before 2020 (the supplier's office keeps old receipts): 'COMISIÓN FEDERAL DE ELECTRICIDAD' with its RFC, the
 * titular and the address in capitals on three lines, the service number and the RMU, dates as '05 MAR 26', the
 * billed period, the consumption table and 'TOTAL A PAGAR' in whole pesos.
 * Wiring: the dispatcher passes cfeLegacyIssuer as the emisor.
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';

export const domicilioTwentysixth = 'recibo-cfe-diseno-anterior-a-2020-domicilio-en-tres-renglones-fechas-dd-mmm-aa-periodo-facturado';

export const cfeLegacyIssuer = 'COMISIÓN FEDERAL DE ELECTRICIDAD';

export function domicilioTwentysixthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'monSpacedShort');
  const shift = (days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const kwh = rng.int(80, 900);
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 12 }),
    text('R.F.C. CFE370814QI0   Paseo de la Reforma 164, Ciudad de México', { size: 7 }),
    space(6),
    text(supplier.name, { bold: true, size: 10 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`.toUpperCase(), { size: 9.5 }),
    text(`COL. ${a.colonia}`.toUpperCase(), { size: 9.5 }),
    text(`C.P. ${a.codigoPostal} ${a.municipio}, ${a.entidad}`.toUpperCase(), { size: 9.5 }),
    space(6),
    text(`NO. DE SERVICIO: ${rng.digits(12)}    RMU: ${rng.digits(5)} ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)} XAXX-${rng.digits(3)} ${rng.digits(6)} CFE`, { size: 8 }),
    text(`TARIFA: ${rng.pick(['02', 'PDBT', '01'])}   NO. MEDIDOR: ${rng.chars(6, '0123456789ABCDEF')}`, { size: 8 }),
    text(`FECHA DE EMISIÓN: ${d(date)}`, { size: 9 }),
    text(`PERIODO FACTURADO: ${d(shift(-61))} - ${d(shift(-2))}`, { size: 9 }),
    text(`LÍMITE DE PAGO: ${d(shift(15))}`, { size: 9 }),
    space(4),
    { t: 'table', headers: ['Concepto', 'kWh', 'Importe'], rows: [['Energía', String(kwh), formatMoney(importe * 0.86, 'plain')], ['IVA 16%', '', formatMoney(importe * 0.14, 'plain')]], widths: [2, 1, 1], size: 8 },
    text(`TOTAL A PAGAR: ${formatMoney(Math.round(importe), 'wholePesos')}`, { align: 'right', bold: true, size: 12 }),
    space(6),
    rule,
    text('Su pago puede realizarlo en oficinas de CFE, bancos, tiendas de autoservicio y CFEmático.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 10 }, title: 'Aviso recibo CFE', producer: 'CFE SICOM', date };
}
