/**
 * The 31st proof of address (written in session 14 without reading the parsers): a qualified electricity supplier's
 * 2026-27 bill (the businesses that buy their power outside CFE's basic supply): the issuer's name, RFC and address
 * printed beside the customer's, the amount due first as a card ('MXN 12,345.60'), the service address as a card over
 * several lines, the issue date in ISO form, the charges as a table whose total row comes first, the QR block for
 * paying and the accessibility footer.
 */
import { addDays } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';
import { card, cardRow, monthYear, mxn, qrBlock, section, signedStyle } from './formats';

export const domicilioThirtyfirst = 'recibo-de-suministrador-calificado-2026-emisor-junto-al-cliente-importe-mxn-primero-fecha-iso-total-arriba-qr';

/** A qualified electricity supplier registered with the CRE, as its bill names itself. */
export const qualifiedSupplierIssuer = 'ENERGÍA Y SUMINISTRO CALIFICADO DEL CENTRO, S.A.P.I. DE C.V.';

export function domicilioThirtyfirstDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  // The charges add up to the amount due: energy and transmission before VAT, VAT at 16 % on both.
  const subtotal = Math.round((importe / 1.16) * 100) / 100;
  const energia = Math.round(subtotal * 0.76 * 100) / 100;
  const transmision = Math.round((subtotal - energia) * 100) / 100;
  const iva = Math.round((importe - subtotal) * 100) / 100;
  const blocks: Block[] = [
    cardRow(
      [
        ['Emitido por', `${f.emisor} · RFC ESC1507${rng.int(10, 28)}K${rng.digits(1)}A · Av. Insurgentes Sur ${rng.int(1000, 3900)}, Ciudad de México`],
        ['Cliente', supplier.name],
      ],
      [1.2, 1],
    ),
    text('Tu factura de energía eléctrica', { bold: true, size: 13 }),
    cardRow([['Total a pagar', mxn(importe)], ['Fecha límite de pago', addDays(date, 12)], ['Periodo facturado', monthYear(addDays(date, -20))]]),
    section(1, 'Datos del suministro'),
    ...card('Dirección del suministro', `${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? `, ${a.interior}` : ''}`),
    text(`Colonia ${a.colonia}`, { size: 10, bold: true, indent: 10 }),
    text(`${a.municipio}, ${a.entidad}`, { size: 10, bold: true, indent: 10 }),
    ...card('Código postal', a.codigoPostal),
    ...card('Fecha de emisión', date),
    ...card('Número de servicio', rng.digits(12)),
    section(2, 'Detalle del cargo'),
    { t: 'table', headers: ['Concepto', 'Importe'], widths: [3, 1], size: 8, rows: [['Total del periodo', mxn(importe)], ['Energía', mxn(energia)], ['Transmisión y distribución', mxn(transmision)], ['IVA 16 %', mxn(iva)]] },
    section(3, 'Paga desde tu celular'),
    qrBlock(rng, 'https://pagos.suministro-calificado.mx/factura'),
  ];
  return { blocks, truth: f.truth, style: signedStyle('Suministro calificado de energía eléctrica · Factura digital'), title: 'Factura de energía eléctrica', producer: 'Suministro Calificado · Facturación 2026', date };
}
