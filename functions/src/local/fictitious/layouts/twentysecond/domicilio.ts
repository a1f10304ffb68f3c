/**
 * The 22nd proof-of-address layout (written in session 13 without reading the parsers): a municipal property-tax
 * (predial) receipt printed from the municipality's online payment portal: the ayuntamiento's own address under its
 * name, the owner and the cadastral key, the property's address over three lines (street, colonia, C.P. with town and
 * state), the payment date with its hour ('05 de marzo, 2026 10:41 h'), and the bimesters paid in a table.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, time } from '../common';
import type { Supplier } from '../../identities';
import type { DomicilioNinthFacts } from '../ninth/domicilio';
import { longCommaDate } from './formats';

export const domicilioTwentysecond = 'recibo-de-predial-del-portal-municipal-domicilio-del-predio-en-tres-renglones-fecha-con-coma-y-hora';

/** The issuer the wiring passes as emisor: the ayuntamiento (the 8th's predial names its tesorería). */
export const ayuntamientoIssuer = (supplier: Supplier): string => `H. AYUNTAMIENTO DE ${supplier.address.municipio}`;

export function domicilioTwentysecondDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const hhmm = time(rng);
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const year = date.slice(0, 4);
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 12 }),
    text(`Tesorería Municipal · Palacio Municipal, Plaza Principal s/n, ${a.municipio}`, { size: 7.5 }),
    space(6),
    text('RECIBO DE PAGO EN LÍNEA · IMPUESTO PREDIAL', { bold: true, size: 10, align: 'center' }),
    text(`Fecha de pago: ${longCommaDate(date)} ${hhmm} h`, { align: 'right', size: 8.5 }),
    space(6),
    text('Propietario o poseedor', { size: 7.5 }),
    text(supplier.name, { bold: true, size: 9.5 }),
    text(`Clave catastral ${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)}`, { size: 8 }),
    space(4),
    text('Ubicación del predio', { size: 7.5 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, { size: 9 }),
    text(`COL. ${a.colonia}`, { size: 9 }),
    text(`C.P. ${a.codigoPostal}, ${a.municipio}, ${a.entidad}`, { size: 9 }),
    space(6),
    {
      t: 'table',
      headers: ['Concepto', 'Periodo', 'Importe'],
      rows: [
        ['Impuesto predial', `1/${year} a 6/${year}`, formatMoney(importe, 'plain')],
        ['Descuento por pago anticipado', '', '0.00'],
      ],
      widths: [3, 1.4, 1.2],
      size: 8.5,
    },
    text(`Total pagado ${formatMoney(importe, 'dollar')}`, { align: 'right', bold: true, size: 9.5 }),
    space(6),
    rule,
    text(`Autorización bancaria ${rng.digits(8)}  ·  Sello: ${sealNoise(rng, 48)}`, { size: 6.5 }),
    text('Este recibo es válido como comprobante de pago y de domicilio del predio.', { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `Pagos en línea del municipio · ${p}/${n}` }, title: 'Recibo de pago de predial', producer: 'Portal de pagos municipal', date };
}
