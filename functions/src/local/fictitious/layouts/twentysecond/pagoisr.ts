/**
 * The 22nd ISR payment layout (written in session 13 without reading the parsers): the 'Comprobante de operación' a
 * business bank portal gives after paying a línea de captura: the operation's status and its number first, the data
 * as label/value pairs in two columns of a header-less grid (two pairs a row), the period as 'Mensual - marzo' with
 * the ejercicio in its own cell, the date as 'jue 05 mar 2026 10:41:07', and the amount as '$12,345.60 M.N.'.
 */
import { formatMoney, monthName, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';
import { weekdayShortDate } from './formats';

export const pagoIsrTwentysecond = 'comprobante-de-operacion-portal-estatus-y-operacion-primero-rejilla-de-dos-pares-por-renglon-periodo-mensual-en-palabra-fecha-con-dia-abreviado';

export function pagoIsrTwentysecondDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 13 }),
    text('Comprobante de operación', { bold: true, size: 10.5 }),
    text(`Estatus: APLICADA    Número de operación: ${numeroOperacion}`, { size: 9 }),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Servicio', 'Pago referenciado SAT', 'Fecha y hora', `${weekdayShortDate(paid)} ${hhmm}:${pad2(rng.int(0, 59))}`],
        ['RFC', supplier.rfc, 'Cuenta de cargo', cuenta],
        ['Periodo', `Mensual - ${monthName(month)}`, 'Ejercicio', ejercicio],
        ['Línea de captura', lineaCaptura, 'Importe', formatMoney(importe, 'mn')],
        ['Llave de pago', llave, 'Canal', 'Banca por Internet'],
      ],
      widths: [1, 1.6, 1, 1.6],
      size: 8,
    },
    space(6),
    text('Guarde este comprobante; el SAT lo considera como recibo de pago de contribuciones federales.', { size: 7.5 }),
    rule,
    text(`Sello bancario: ${sealNoise(rng, 56)}`, { size: 6.5 }),
    text(f.bankLegal, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 40, baseSize: 10, footer: (p, n) => `${p} de ${n}` }, title: 'Comprobante de operación', producer: `${f.bankName} Banca por Internet`, date: paid };
}
