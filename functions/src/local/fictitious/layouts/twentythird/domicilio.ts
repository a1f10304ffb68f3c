/**
 * The 23rd proof-of-address layout (written in session 13 without reading the parsers): a natural-gas distributor's
 * 2025 bill: the company's own RFC and address under its name (printed near the customer's, as bills do), the
 * customer's address over four lines with the C.P. alone on the last one, the account and the dates in a band
 * ('Emisión 05/MAR/26', the mainframe's short date), the meter readings in a table and the total in a banner.
 */
import { addDays, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';
import { monSlashUpperShort } from './formats';

export const domicilioTwentythird = 'recibo-de-gas-natural-2025-datos-del-distribuidor-junto-al-cliente-domicilio-en-cuatro-renglones-cp-al-final-fecha-corta-con-mes';

/** The issuer the wiring passes as emisor. */
export const gasDistributorIssuer = 'GAS NATURAL DEL ALTIPLANO, S.A. DE C.V.';

export function domicilioTwentythirdDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const d = monSlashUpperShort;
  const previous = rng.int(1_000, 60_000);
  const used = rng.int(8, 400);
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 12 }),
    text('RFC GNA970512KT3 · Av. Industrias 2450, Zona Industrial, C.P. 78395, San Luis Potosí, S.L.P.', { size: 7 }),
    space(6),
    {
      t: 'table',
      headers: ['No. de cuenta', 'Emisión', 'Periodo de consumo', 'Pagar antes de'],
      rows: [[rng.digits(10), d(date), `${d(addDays(date, -61))} - ${d(addDays(date, -2))}`, d(addDays(date, 18))]],
      widths: [1, 0.8, 1.8, 1],
      size: 8.5,
    },
    space(6),
    text(supplier.name, { bold: true, size: 10 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, { size: 9 }),
    text(`COL. ${a.colonia}`, { size: 9 }),
    text(`${a.municipio}, ${a.entidad}`, { size: 9 }),
    text(`C.P. ${a.codigoPostal}`, { size: 9 }),
    space(6),
    {
      t: 'table',
      headers: ['Medidor', 'Lectura anterior', 'Lectura actual', 'Consumo m³', 'Factor de corrección'],
      rows: [[`M-${rng.digits(7)}`, String(previous), String(previous + used), String(used), '0.9921']],
      widths: [1, 1, 1, 0.9, 1.1],
      size: 8,
    },
    space(4),
    { t: 'box', lines: [`TOTAL A PAGAR ${formatMoney(importe, 'dollar')}`], size: 11 },
    space(4),
    rule,
    text('Reporte de fugas 24 horas: 800 000 4270 · Pague en bancos, tiendas de conveniencia o en la app.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 10, footer: () => 'Este documento es una representación impresa de un CFDI' }, title: 'Recibo de gas natural', producer: 'Gas Natural del Altiplano', date };
}
