/**
 * The 20th proof-of-address layout (held out from session 12, written without reading the parsers): the printed
 * representation of a lease CFDI ('Factura de arrendamiento'), which landlords issue monthly and which offices take as
 * proof of address: the landlord (emisor) with its RFC and régimen at the top, the tenant (receptor) beside its own
 * RFC, the leased property's address in the concept's description, the issue date as the CFDI's ISO stamp with its
 * time ('2026-03-05T10:41:07'), and the fiscal stamp's UUID and seals at the foot.
 */
import { formatMoney, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, time } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';

export const domicilioTwentieth = 'representacion-impresa-cfdi-de-arrendamiento-domicilio-del-inmueble-en-el-concepto-fecha-iso-con-hora';

export const leaseIssuer = 'ARRENDADORA E INMOBILIARIA DEL CENTRO, S.A. DE C.V.';

export function domicilioTwentiethDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const hhmm = time(rng);
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const iva = Math.round(importe * 0.16 * 100) / 100;
  const street = `${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`;
  const hex = (n: number) => rng.chars(n, '0123456789ABCDEF');
  const uuid = `${hex(8)}-${hex(4)}-4${hex(3)}-A${hex(3)}-${hex(12)}`;
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 11 }),
    text('RFC: AIC0807153T9    Régimen fiscal: 601 General de Ley Personas Morales    Lugar de expedición: 76000', { size: 7.5 }),
    text(`FACTURA  Serie ARR  Folio ${rng.int(1000, 9999)}`, { align: 'right', bold: true, size: 10 }),
    text(`Fecha de emisión: ${date}T${hhmm}:${pad2(rng.int(0, 59))}`, { align: 'right', size: 8.5 }),
    space(8),
    text('Receptor', { bold: true, size: 8.5 }),
    text(`${supplier.name}    RFC: ${supplier.rfc}    Uso CFDI: G03 Gastos en general`, { size: 8.5 }),
    space(6),
    {
      t: 'table',
      headers: ['Cantidad', 'Clave', 'Descripción', 'Valor unitario', 'Importe'],
      rows: [['1', '80131500', `Renta mensual del inmueble ubicado en ${street}, COL. ${a.colonia}, C.P. ${a.codigoPostal}, ${a.municipio}, ${a.entidad}`, formatMoney(importe, 'plain'), formatMoney(importe, 'plain')]],
      widths: [0.7, 0.9, 3.6, 1, 1],
      size: 8,
    },
    text(`Subtotal ${formatMoney(importe, 'dollar')}    IVA 16% ${formatMoney(iva, 'dollar')}    Total ${formatMoney(importe + iva, 'dollar')}`, { align: 'right', size: 8.5 }),
    space(8),
    rule,
    text(`Folio fiscal (UUID): ${uuid}`, { size: 7.5 }),
    text(`Sello digital del CFDI: ${sealNoise(rng, 120)}`, { size: 6.5 }),
    text('Este documento es una representación impresa de un CFDI.', { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 40, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Factura de arrendamiento', producer: 'Facturación electrónica', date };
}
