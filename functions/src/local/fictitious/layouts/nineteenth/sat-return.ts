/**
 * The 19th DyP acuse layout (held out from session 12, written without reading the parsers): the acuse as the 2022+
 * 'Declaraciones y Pagos' prints it for the taxpayer's file: the data as a two-column grid without headings (one label
 * cell and its value a row), the period as its number and month ('01 - Enero'), the date and hour of presentation in one
 * cell as '05-02-2025 a las 13:09:41 horas', and the tax as a headed table in whole pesos without the sign ('210,249').
 */
import { capitalize, formatDate, formatMoney, monthName, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';

export const returnNineteenth = 'dyp-2022-rejilla-etiqueta-valor-periodo-con-numero-y-mes-fecha-y-hora-en-una-celda-pesos-sin-signo';

export function returnNineteenthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const rows: string[][] = [
    ['RFC', supplier.rfc],
    ['Nombre o razón social', supplier.name],
    ['Tipo de declaración', tipo],
    ['Periodicidad', annual ? 'Del ejercicio' : 'Mensual'],
    ...(annual ? [] : [['Periodo', `${pad2(month)} - ${capitalize(monthName(month))}`]]),
    ['Ejercicio', ejercicio],
    ['Fecha y hora de presentación', `${formatDate(presented, 'dash')} a las ${hhmm}:${seconds} horas`],
    ['Número de operación', numeroOperacion],
  ];
  const blocks: Block[] = [
    text('HACIENDA  ·  SAT', { bold: true, size: 11 }),
    text('Declaraciones y Pagos', { size: 8 }),
    space(6),
    title('Acuse de recibo de la declaración', 12),
    text(annual ? 'Declaración anual de personas morales' : 'Declaración provisional o definitiva de impuestos federales', { align: 'center', size: 8.5 }),
    space(6),
    { t: 'table', headers: [], rows, widths: [1.6, 3.4], size: 8.5 },
    space(6),
    { t: 'table', title: 'Conceptos', headers: ['Concepto de pago', 'Compensaciones', 'Cantidad a pagar'], rows: [[concept, '0', formatMoney(importe, 'wholeBare')]], widths: [3, 1.2, 1.2], size: 8.5 },
    ...(annual
      ? []
      : [space(6), text('Línea de captura', { bold: true, size: 9 }), text(lineaCaptura, { size: 10.5 }), text(`Vigente hasta el ${formatDate(vigencia, 'dash')}`, { size: 8.5 })]),
    space(8),
    text('El acuse de recibo de la declaración no prejuzga sobre la veracidad de los datos asentados en ella.', { size: 7.5 }),
    rule,
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 42, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Acuse de recibo', producer: 'SAT Declaraciones y Pagos', date: presented };
}
