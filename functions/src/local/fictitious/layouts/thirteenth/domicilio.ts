/**
 * The 13th proof of address (held out from session 11, after the 12th was measured): a natural-gas distributor's bill
 * printed by its SAP billing system, in two columns side by side: the bill's data on the left ('No. de cliente', 'Fecha
 * de emisión' as SAP writes dates, '03.03.2026', the consumption period, the deadline and the total), the customer's
 * name and the supply address on the right, one line of each beside the other, the colonia and the postal code sharing
 * a line ('COL. CENTRO, C.P. 64000'). The meter readings and the charges follow as tables.
 */
import { addDays, formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';

export const domicilioThirteenth = 'gas-natural-dos-columnas-lado-a-lado-datos-del-recibo-y-direccion-de-suministro-fechas-con-puntos';

/** The issuer's name as the bill prints it (the truth's emisor). */
export const gasIssuer = 'ENERGÍA Y GAS NATURAL DE MÉXICO, S.A. DE C.V.';

export function domicilioThirteenthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'dots');
  const periodEnd = addDays(date, -rng.int(3, 8));
  const periodStart = addDays(periodEnd, -rng.int(28, 31));
  const previous = rng.int(1000, 90000);
  const consumed = rng.int(20, 900);
  const subtotal = Math.round((importe / 1.16) * 100) / 100;
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 11 }),
    text('Distribución de gas natural · Atención a clientes 800 000 4270', { size: 7.5 }),
    space(6),
    title('FACTURA DE GAS NATURAL', 12),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        [`No. de cliente: ${rng.digits(10)}`, supplier.name],
        [`Fecha de emisión: ${d(date)}`, `${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`],
        [`Periodo de consumo: ${d(periodStart)} - ${d(periodEnd)}`, `COL. ${a.colonia}, C.P. ${a.codigoPostal}`],
        [`Fecha límite de pago: ${d(addDays(date, 14))}`, `${a.municipio}, ${a.entidad}`],
        [`Total a pagar: ${formatMoney(importe, 'dollar')}`, ''],
      ],
      widths: [1, 1],
      size: 9,
    },
    space(8),
    { t: 'table', title: 'Lecturas del medidor', headers: ['Medidor', 'Lectura anterior', 'Lectura actual', 'Consumo (m3)'], rows: [[rng.chars(2, 'ABCDEFGHJK') + rng.digits(8), String(previous), String(previous + consumed), String(consumed)]], widths: [1.3, 1.2, 1.2, 1.1], size: 8.5 },
    space(4),
    {
      t: 'table',
      title: 'Detalle de cargos',
      headers: ['Concepto', 'Importe'],
      rows: [
        ['Cargo por servicio y consumo', formatMoney(subtotal, 'plain')],
        ['IVA 16 %', formatMoney(Math.round((importe - subtotal) * 100) / 100, 'plain')],
      ],
      widths: [3.5, 1.2],
      size: 8.5,
    },
    space(10),
    rule,
    text('Este documento es una representación impresa de un CFDI. Válido como comprobante de domicilio del punto de suministro.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10 }, title: 'Factura de gas natural', producer: 'SAP Billing', date };
}
