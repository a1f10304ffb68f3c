/**
 * The 21st DyP acuse layout (held out from session 13, written without reading the parsers): the 'Acuse de recibo'
 * as the older 'Declaraciones y Pagos' (2016-2020) printed it: the taxpayer's and filing data in a four-column grid
 * (label, value, label, value) with the period as the month's name in capitals, the filing date and time as
 * '17/04/2026 10:41', the amounts in whole pesos without the sign in the concept's table, 'Cantidad a pagar' with the
 * sign, and the línea de captura with its 'Vigente hasta' date below it.
 */
import { formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';

export const returnTwentyfirst = 'dyp-2016-2020-rejilla-de-cuatro-columnas-periodo-mes-en-mayusculas-pesos-enteros-sin-signo-linea-con-vigencia';

export function returnTwentyfirstDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const grid: string[][] = [
    ['RFC:', supplier.rfc, 'Hoja:', '1 de 1'],
    ['Denominación o razón social:', supplier.name, 'Tipo de declaración:', tipo === 'NORMAL' ? 'Normal' : 'Complementaria'],
    [annual ? 'Declaración:' : 'Período de la declaración:', annual ? 'Del ejercicio' : monthName(month).toUpperCase(), 'Ejercicio:', ejercicio],
    ['Fecha y hora de presentación:', `${formatDate(presented, 'slash')} ${hhmm}`, 'Número de operación:', numeroOperacion],
    ['Medio de presentación:', 'Internet', 'Tipo de persona:', supplier.kind === 'moral' ? 'Moral' : 'Física'],
  ];
  const blocks: Block[] = [
    text('SHCP  ·  SAT', { bold: true, size: 11 }),
    title(annual ? 'ACUSE DE RECIBO DECLARACIÓN DEL EJERCICIO' : 'ACUSE DE RECIBO DECLARACIÓN PROVISIONAL O DEFINITIVA DE IMPUESTOS FEDERALES', 10),
    space(6),
    { t: 'table', headers: [], rows: grid, widths: [1.5, 2.2, 1.3, 1.4], size: 8 },
    space(6),
    { t: 'table', title: 'Impuestos declarados', headers: ['Concepto de pago', 'A cargo', 'Cantidad a pagar'], rows: [[concept, formatMoney(importe, 'wholeBare'), formatMoney(importe, 'wholeBare')]], widths: [3, 1, 1], size: 8.5 },
    text(`Cantidad a pagar: ${formatMoney(importe, 'wholePesos')}`, { bold: true, size: 10, align: 'right' }),
    ...(annual ? [] : [space(4), text(`Línea de captura: ${lineaCaptura}`, { bold: true, size: 9.5 }), text(`Vigente hasta: ${formatDate(vigencia, 'slash')}`, { size: 9 })]),
    space(6),
    text('Recibimos su declaración; en caso de tener cantidad a pagar, realice el pago en su banco con la línea de captura.', { size: 7.5 }),
    rule,
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Acuse de recibo', producer: 'SAT Declaraciones y Pagos', date: presented };
}
