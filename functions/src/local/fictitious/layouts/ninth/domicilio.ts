/**
 * The 9th proof of address (held out in session 11, measured there and tuned on since): the CFE's digital 'aviso-recibo' for a
 * business tariff as downloaded from its portal. The holder's name and the service address over three lines
 * ('C.P.64000' joined to the code), the service data as one headed row, dates as the CFE prints them ('03 MAR 26'), the
 * billed period, the payment deadline and the total.
 */
import { addDays, formatDate, formatMoney } from '../../format';
import type { Supplier } from '../../identities';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';

export const domicilioNinth = 'cfe-aviso-recibo-digital-fechas-dd-mmm-aa';

/** The issuer's name as the receipt prints it (the truth's emisor). */
export const cfeIssuer = 'CFE SUMINISTRADOR DE SERVICIOS BÁSICOS';

export type DomicilioNinthFacts = { rng: Rng; supplier: Supplier; truth: Record<string, string>; emisor: string; date: string; importe: number };

export function domicilioNinthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'monSpacedShort');
  const words = formatMoney(importe, 'words');
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 11 }),
    text('Av. Paseo de la Reforma 164, Col. Juárez, C.P. 06600, Cuauhtémoc, Ciudad de México · RFC CSS160330CP7', { size: 7 }),
    space(6),
    title('AVISO RECIBO', 12),
    space(6),
    text('NOMBRE Y DOMICILIO', { size: 7, bold: true }),
    text(supplier.name, { bold: true }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`),
    text(`COL. ${a.colonia} C.P.${a.codigoPostal}`),
    text(`${a.municipio}, ${a.entidad}`),
    space(6),
    { t: 'table', headers: ['NO. DE SERVICIO', 'TARIFA', 'NO. MEDIDOR', 'MULTIPLICADOR'], rows: [[rng.digits(12), 'GDMTO', rng.chars(5, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'), '1']], size: 8.5 },
    space(4),
    text(`FECHA DE EMISIÓN: ${d(date)}`, { size: 9 }),
    text(`PERIODO FACTURADO: ${d(addDays(date, -62))} - ${d(addDays(date, -2))}`, { size: 9 }),
    text(`LÍMITE DE PAGO: ${d(addDays(date, 14))}`, { size: 9 }),
    text(`CORTE A PARTIR: ${d(addDays(date, 15))}`, { size: 9 }),
    space(4),
    text(`TOTAL A PAGAR: ${formatMoney(importe, 'dollar')}`, { bold: true, size: 12 }),
    text(words.slice(words.indexOf('(')), { size: 7 }),
    space(10),
    rule,
    text('Este documento es un comprobante de domicilio válido. Pague en línea en cfe.mx o en tiendas de conveniencia.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10 }, title: 'Aviso recibo CFE', producer: 'CFE Recibo Digital', date };
}
