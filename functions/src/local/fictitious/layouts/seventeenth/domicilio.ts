/**
 * The 17th proof-of-address layout (held out from session 12, written without reading the parsers): a fixed-line
 * telephone and internet carrier's monthly bill: the carrier's RFC and address under its name, the client's name and
 * address on three lines on the right as the envelope's window shows them, the date of issue as 'mar. 03/03/2026'
 * among the bill's references, and the amount due as '$12,345.60'.
 */
import { addDays, formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';

export const domicilioSeventeenth = 'telefonia-fija-cliente-a-la-derecha-en-tres-lineas-fecha-con-dia-abreviado-referencias-en-tabla';

/** The issuer's name as the bill prints it (the truth's emisor). */
export const landlineIssuer = 'TELEFONÍA Y REDES DEL GOLFO, S.A. DE C.V.';

export function domicilioSeventeenthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 12 }),
    text('R.F.C. TRG0711053P1 · Av. Costera 84, Col. Centro, Veracruz, Ver., C.P. 91700', { size: 7 }),
    space(8),
    text(supplier.name, { align: 'right', size: 9, bold: true }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}, COL. ${a.colonia}`, { align: 'right', size: 8.5 }),
    text(`C.P. ${a.codigoPostal}, ${a.municipio}, ${a.entidad}`, { align: 'right', size: 8.5 }),
    space(8),
    title('Estado de cuenta de servicios', 11),
    {
      t: 'table',
      headers: ['Teléfono', 'Cuenta', 'Fecha de emisión', 'Fecha límite de pago'],
      rows: [[`${rng.digits(3)} ${rng.digits(3)} ${rng.digits(4)}`, rng.digits(10), formatDate(date, 'weekdayAbbrSlash'), formatDate(addDays(date, rng.int(10, 20)), 'weekdayAbbrSlash')]],
      widths: [1.1, 1.1, 1.3, 1.4],
      size: 8.5,
    },
    space(6),
    {
      t: 'table',
      headers: ['Concepto', 'Importe'],
      rows: [
        ['Renta mensual línea e internet', formatMoney(Math.round(importe * 0.86 * 100) / 100, 'plain')],
        ['IVA 16%', formatMoney(Math.round(importe * 0.14 * 100) / 100, 'plain')],
      ],
      widths: [4, 1],
      size: 8,
    },
    text(`Total a pagar: ${formatMoney(importe, 'dollar')}`, { bold: true, size: 10.5, align: 'right' }),
    space(8),
    rule,
    text('Pague en línea, en tiendas de autoservicio o domicilie su pago con tarjeta. Conserve este recibo como comprobante.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 42, baseSize: 10, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Estado de cuenta de servicios', producer: 'Sistema de facturación', date };
}
