/**
 * The 16th proof of address (held out from session 12, written without reading the parsers): a water bill from a
 * decentralised operating body ('organismo público descentralizado'), not the municipal junta: the organism's own
 * address and RFC under its name, then the account's header-less grid with the meter and the tariff; the service's
 * location as 'Ubicación del predio' in two lines (street and colonia, then municipality and state) with the postal
 * code in a cell of its own; the readings table (previous and current reading, m³) and the charges; the dates as a
 * letter's 'del' with the day padded ('03 de marzo del 2026').
 */
import { addDays, formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';

export const domicilioSixteenth = 'agua-organismo-descentralizado-rejilla-de-cuenta-y-medidor-ubicacion-del-predio-en-dos-renglones-cp-en-su-celda-lecturas';

/** The issuer's name as the bill prints it (the truth's emisor). */
export const waterOpdIssuer = 'AGUA Y SANEAMIENTO DEL VALLE, O.P.D.';

export function domicilioSixteenthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'longDelPad');
  const previous = rng.int(1_000, 90_000);
  const used = rng.int(20, 900);
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 12 }),
    text('R.F.C. ASV9503217K2 · Blvd. de los Manantiales 1200, Col. Los Sauces, C.P. 37530', { size: 7 }),
    space(6),
    title('RECIBO DE CONSUMO DE AGUA POTABLE', 11.5),
    text(`Fecha de emisión: ${d(date)}`, { align: 'right', size: 8.5 }),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Usuario', supplier.name],
        ['No. de cuenta', `${rng.digits(3)}-${rng.digits(5)}-${rng.digits(2)}`],
        ['Medidor', `M${rng.digits(8)}`],
        ['Tarifa', 'COMERCIAL'],
      ],
      widths: [1, 4],
      size: 8.5,
    },
    space(4),
    text('Ubicación del predio', { bold: true, size: 8.5 }),
    {
      t: 'table',
      headers: [],
      rows: [
        [`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}, COL. ${a.colonia}`, 'C.P.'],
        [`${a.municipio}, ${a.entidad}`, a.codigoPostal],
      ],
      widths: [4, 1],
      size: 8.5,
    },
    space(6),
    {
      t: 'table',
      title: 'Lecturas',
      headers: ['Periodo de consumo', 'Lectura anterior', 'Lectura actual', 'Consumo m³'],
      rows: [[`${d(addDays(date, -61))} al ${d(addDays(date, -1))}`, String(previous), String(previous + used), String(used)]],
      widths: [2.6, 1, 1, 1],
      size: 8,
    },
    space(6),
    {
      t: 'table',
      headers: ['Concepto', 'Importe'],
      rows: [
        ['Agua potable', formatMoney(Math.round(importe * 0.62 * 100) / 100, 'plain')],
        ['Drenaje y saneamiento', formatMoney(Math.round(importe * 0.38 * 100) / 100, 'plain')],
      ],
      widths: [4, 1],
      size: 8,
    },
    text(`Total a pagar: ${formatMoney(importe, 'dollarSpaceMn')}`, { bold: true, size: 10, align: 'right' }),
    text(`Pagar antes del: ${d(addDays(date, 20))}`, { size: 8.5, align: 'right' }),
    space(8),
    rule,
    text('Reporte fugas al 073. Pague en cajas del organismo, tiendas de conveniencia o en línea con su número de cuenta.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Recibo de agua', producer: 'Sistema comercial OPD', date };
}
