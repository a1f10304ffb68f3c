/**
 * The 14th proof of address (held out from session 11, written after the 13th was measured): a business fibre
 * carrier's monthly statement. The issuer's own fiscal address and RFC head the page, as every CFDI representation does,
 * before the customer's; the dates and the total open the page as one headed row ('Fecha de emisión' as '03 de mar. de
 * 2026'); the customer's name and the installation address follow line by line with the postal code on its own last
 * line ('C.P. 44026'), then the services and charges.
 */
import { addDays, formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';

export const domicilioFourteenth = 'fibra-empresarial-domicilio-del-emisor-arriba-fila-encabezada-de-fechas-cp-en-su-propio-renglon';

/** The issuer's name as the statement prints it (the truth's emisor). */
export const fibreIssuer = 'REDES DE FIBRA EMPRESARIAL DE MÉXICO, S.A.B. DE C.V.';

export function domicilioFourteenthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'monDotDe');
  const subtotal = Math.round((importe / 1.16) * 100) / 100;
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 11 }),
    text('RFC RFE010101AB1 · Av. Lázaro Cárdenas 2400 Pte., Col. Valle Oriente, C.P. 66269, San Pedro Garza García, Nuevo León', { size: 7 }),
    space(8),
    title('ESTADO DE CUENTA MENSUAL', 12),
    space(6),
    {
      t: 'table',
      headers: ['Número de cuenta', 'Fecha de emisión', 'Fecha límite de pago', 'Total a pagar'],
      rows: [[rng.digits(9), d(date), d(addDays(date, 12)), formatMoney(importe, 'pesosUpper')]],
      size: 8.5,
    },
    space(8),
    text('Cliente', { bold: true, size: 8 }),
    text(supplier.name),
    text(`RFC ${supplier.rfc}`, { size: 9 }),
    text('Domicilio de instalación', { bold: true, size: 8 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`),
    text(`COL. ${a.colonia}`),
    text(`${a.municipio}, ${a.entidad}`),
    text(`C.P. ${a.codigoPostal}`),
    space(8),
    {
      t: 'table',
      title: 'Servicios contratados',
      headers: ['Servicio', 'Periodo', 'Importe'],
      rows: [
        ['Internet dedicado simétrico 500 Mbps', `${d(addDays(date, -30))} - ${d(addDays(date, -1))}`, formatMoney(subtotal, 'plain')],
        ['IVA 16 %', '', formatMoney(Math.round((importe - subtotal) * 100) / 100, 'plain')],
      ],
      widths: [3, 2.4, 1],
      size: 8.5,
    },
    space(10),
    rule,
    text('Este documento es una representación impresa de un CFDI. Pague en bancos, tiendas de conveniencia o por transferencia con su número de cuenta como referencia.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Estado de cuenta', producer: 'Facturación Fibra Empresarial', date };
}
