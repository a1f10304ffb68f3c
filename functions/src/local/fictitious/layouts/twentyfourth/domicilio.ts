/**
 * The 24th proof-of-address layout (written in session 13 without reading the parsers): the bill of a municipal water
 * board of a port city (an issuer no earlier variant uses): the board's RFC and address under its name, the account's
 * data in a header-less grid with the issue date as '05MAR2026', the service address with the 'C.P.' on the colonia's
 * line and the municipality and state after it, the consumption history as a row of months, and the total in a box.
 */
import { addDays, formatMoney, monthAbbr } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';
import { monCompactFull } from './formats';

export const domicilioTwentyfourth = 'recibo-de-junta-de-agua-de-puerto-datos-del-organismo-arriba-rejilla-de-cuenta-fecha-ddmmmaaaa-cp-en-renglon-de-colonia-historial-de-consumo';

/** The issuer the wiring passes as emisor. */
export const portWaterIssuer = 'JUNTA MUNICIPAL DE AGUA POTABLE Y SANEAMIENTO DEL PUERTO';

export function domicilioTwentyfourthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const history = [6, 5, 4, 3, 2, 1].map((k) => monthAbbr[(Number(date.slice(5, 7)) - 1 - k + 12) % 12] ?? '');
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 11 }),
    text('RFC JMA820301BX5 · Blvd. Costero 1200, Col. Zona Centro, C.P. 22800 · Atención a usuarios 073', { size: 7 }),
    space(6),
    { t: 'table', headers: [], rows: [['No. de contrato', rng.digits(7), 'Fecha de emisión', monCompactFull(date)], ['Tarifa', 'COMERCIAL', 'Fecha límite de pago', monCompactFull(addDays(date, 15))]], widths: [1, 1.2, 1.1, 1.2], size: 8.5 },
    space(6),
    text('USUARIO Y DOMICILIO DEL SERVICIO', { bold: true, size: 8 }),
    text(supplier.name, { size: 10 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, { size: 9.5 }),
    text(`COL. ${a.colonia} C.P. ${a.codigoPostal}`, { size: 9.5 }),
    text(`${a.municipio}, ${a.entidad}`, { size: 9.5 }),
    space(6),
    { t: 'table', title: 'Historial de consumo (m³)', headers: history, rows: [history.map(() => String(rng.int(8, 90)))], size: 8 },
    space(6),
    { t: 'box', lines: [`TOTAL A PAGAR: ${formatMoney(importe, 'dollarSpace')}`], size: 11 },
    space(4),
    rule,
    text('Cuide el agua. Reporte fugas al 073. Pague en cajas del organismo, bancos y tiendas de conveniencia.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 42, baseSize: 10 }, title: 'Recibo de agua', producer: 'JMAS Puerto', date };
}
