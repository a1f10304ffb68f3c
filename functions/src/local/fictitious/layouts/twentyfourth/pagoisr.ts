/**
 * The 24th ISR payment layout (written in session 13 without reading the parsers): the teller's ticket of a federal
 * tax payment made in cash at a BanCoppel branch (a bank no earlier variant uses): a narrow ticket of 'LABEL: value'
 * lines in capitals, the date as the teller system writes it ('05MAR2026') with the hour after it, the period as the
 * month's number and the ejercicio ('PERIODO: 03  EJERCICIO: 2026' on two lines), and the amount as '$***12,345.60'.
 * The builder prints its own bank, so it sets the truth's banco to it.
 */
import { formatMoney, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, sealNoise, space, text } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';
import { monCompactFull } from './formats';

export const pagoIsrTwentyfourth = 'ticket-de-ventanilla-bancoppel-renglones-en-mayusculas-fecha-ddmmmaaaa-periodo-numerico-ejercicio-aparte-importe-con-asteriscos';

/** The bank this layout's ticket comes from (not in identities' banks nor in variants 1-23). */
export const bancoppel = { name: 'BANCOPPEL', legal: 'BanCoppel, S.A., Institución de Banca Múltiple' };

export function pagoIsrTwentyfourthDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe } = f;
  const truth = { ...f.truth, banco: bancoppel.name, fechaPago: dateTime(paid, hhmm) };
  const line = (s: string): Block => text(s, { size: 9 });
  const blocks: Block[] = [
    text(bancoppel.name, { bold: true, size: 13, align: 'center' }),
    text(`SUC ${rng.digits(4)} ${rng.pick(['LOS MOCHIS', 'URUAPAN', 'TEHUACAN', 'CD. VALLES', 'FRESNILLO'])}`, { size: 8, align: 'center' }),
    space(6),
    line('PAGO DE CONTRIBUCIONES FEDERALES'),
    line('SAT - LINEA DE CAPTURA'),
    space(4),
    line(`FECHA: ${monCompactFull(paid)}   HORA: ${hhmm}:${pad2(rng.int(0, 59))}`),
    line(`CAJA: ${rng.digits(3)}   CAJERO: ${rng.digits(6)}`),
    line(`NUM. OPERACION: ${numeroOperacion}`),
    line(`RFC: ${supplier.rfc}`),
    line(`PERIODO: ${pad2(month)}`),
    line(`EJERCICIO: ${ejercicio}`),
    line('LINEA DE CAPTURA:'),
    line(lineaCaptura),
    line(`IMPORTE: ${formatMoney(importe, 'asterisks')}`),
    line('FORMA DE PAGO: EFECTIVO'),
    line(`LLAVE DE PAGO: ${llave}`),
    space(6),
    text(`SELLO: ${sealNoise(rng, 40)}`, { size: 7 }),
    text('CONSERVE ESTE COMPROBANTE. ES SU RECIBO DE PAGO DE CONTRIBUCIONES FEDERALES.', { size: 7 }),
    text(bancoppel.legal, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 150, baseSize: 9 }, title: 'Comprobante de pago', producer: 'BanCoppel Sucursal', date: paid };
}
