/**
 * The 18th DyP acuse layout (held out from session 12, written without reading the parsers): the acuse as the older
 * (2019-2021) DeclaraSAT 'Acuse de recibo' prints it: the fields as headed tables, labels in the heading row and the
 * values in the row below (four to a row), the month in capitals ('MARZO'), the date of presentation as
 * '03/Marzo/2026' with its hour in a column of its own, and the amount in whole pesos with 'MN'.
 */
import { formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';

export const returnEighteenth = 'declarasat-2019-tablas-con-encabezados-cuatro-por-fila-mes-en-mayusculas-hora-en-su-columna';

export function returnEighteenthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const blocks: Block[] = [
    text('SHCP  ·  SAT', { bold: true, size: 11 }),
    title('ACUSE DE RECIBO', 12),
    text(annual ? 'DECLARACIÓN DEL EJERCICIO' : 'DECLARACIÓN PROVISIONAL O DEFINITIVA DE IMPUESTOS FEDERALES', { align: 'center', size: 8.5 }),
    space(6),
    { t: 'table', headers: ['R.F.C.', 'Denominación o razón social', 'Tipo de declaración', 'Ejercicio'], rows: [[supplier.rfc, supplier.name, tipo, ejercicio]], widths: [1.2, 2.6, 1.2, 0.8], size: 8 },
    { t: 'table', headers: ['Periodicidad', 'Periodo', 'Fecha de presentación', 'Hora'], rows: [[annual ? 'ANUAL' : 'MENSUAL', annual ? 'DEL EJERCICIO' : monthName(month).toUpperCase(), formatDate(presented, 'slashMonthNameCap'), `${hhmm}:${seconds}`]], widths: [1, 1.2, 1.4, 0.8], size: 8 },
    { t: 'table', headers: ['Número de operación', 'Medio de presentación'], rows: [[numeroOperacion, 'Internet']], widths: [1.6, 2], size: 8 },
    space(6),
    { t: 'table', title: 'Impuestos', headers: ['Concepto', 'A cargo', 'Cantidad a pagar'], rows: [[concept, formatMoney(importe, 'wholePesos'), `${formatMoney(importe, 'wholePesos')} MN`]], widths: [3, 1.2, 1.4], size: 8 },
    ...(annual ? [] : [space(4), { t: 'table' as const, headers: ['Línea de captura', 'Pagar antes de'], rows: [[lineaCaptura, formatDate(vigencia, 'slashMonthNameCap')]], widths: [2.4, 1.2], size: 8.5 }]),
    space(8),
    text('Los datos de este acuse pueden consultarse en la opción Consulta de la declaración del portal del SAT.', { size: 7.5 }),
    rule,
    ...satSeal(rng, 'Sello digital'),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 10, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Acuse de recibo', producer: 'DeclaraSAT', date: presented };
}
