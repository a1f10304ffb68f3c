/**
 * The 24th DyP layout (written in session 13 without reading the parsers): not the acuse but the 'Consulta de
 * declaraciones' history screen of Declaraciones y Pagos printed from Chrome, as a provincial taxpayer does when the
 * acuse's PDF is lost: the search criteria, the results grid (operation number first, the date as '05-03-2026
 * 10:41:07', periodicidad and period in two columns), the earlier normal return listed under a complementaria as the
 * screen lists it, and the 'Detalle de pago' panel opened under the grid with the línea de captura, the amount and its
 * validity. Chrome's print date and the portal's address frame the page.
 */
import { addDays, capitalize, formatDate, formatMoney, monthName, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text, time } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';
import { chromePrint } from './formats';

export const returnTwentyfourth = 'consulta-de-declaraciones-impresa-desde-chrome-rejilla-de-resultados-operacion-primero-fecha-con-guiones-detalle-de-pago-abierto';

export function returnTwentyfourthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const periodicidad = annual ? 'Del ejercicio' : 'Mensual';
  const periodo = annual ? 'Anual' : capitalize(monthName(month));
  const row = (operacion: string, date: string, clock: string, kind: string): string[] => [operacion, kind === 'NORMAL' ? 'Normal' : 'Complementaria', ejercicio, periodicidad, periodo, `${formatDate(date, 'dash')} ${clock}`];
  const rows = [row(numeroOperacion, presented, `${hhmm}:${seconds}`, tipo)];
  // The screen lists every return of the period, newest first: a complementaria sits over the normal it corrects.
  // The normal one was filed after the period closed and before the complementaria.
  if (tipo === 'COMPLEMENTARIA') {
    const opened = annual ? `${Number(ejercicio) + 1}-03-01` : month === 12 ? `${Number(ejercicio) + 1}-01-01` : `${ejercicio}-${pad2(month + 1)}-01`;
    const gap = Math.round((Date.parse(presented) - Date.parse(opened)) / 86_400_000);
    rows.push(row(rng.digits(14), addDays(opened, rng.int(0, Math.max(0, gap - 1))), `${time(rng)}:${rng.int(10, 59)}`, 'NORMAL'));
  }
  const printed = addDays(presented, rng.int(2, 60));
  const browser = chromePrint(printed, time(rng), 'Consulta de declaraciones', 'https://ptscdecprov.clouda.sat.gob.mx/Paginas/ConsultaDeclaraciones.aspx');
  const blocks: Block[] = [
    text('SAT  Declaraciones y Pagos', { bold: true, size: 11 }),
    text(`RFC: ${supplier.rfc}    ${supplier.name}`, { size: 8.5, align: 'right' }),
    space(6),
    text('Consulta de declaraciones', { bold: true, size: 13 }),
    text(`Criterios de búsqueda:  Tipo de búsqueda: Por periodo  ·  Ejercicio: ${ejercicio}  ·  Periodo: ${annual ? 'Del ejercicio' : periodo}`, { size: 8 }),
    space(6),
    {
      t: 'table',
      title: `Resultados de la búsqueda (${rows.length})`,
      headers: ['Número de operación', 'Tipo de declaración', 'Ejercicio', 'Periodicidad', 'Periodo', 'Fecha y hora de presentación'],
      rows,
      widths: [1.5, 1.3, 0.8, 1, 0.9, 1.6],
      size: 8,
    },
    text('Acuse de recibo  |  Declaración  |  Detalle de pago', { size: 7.5 }),
    space(8),
    text('Detalle de pago de la declaración seleccionada', { bold: true, size: 9.5 }),
    {
      t: 'table',
      headers: ['Concepto', annual ? 'Cantidad a cargo' : 'Cantidad a pagar'],
      rows: [[concept, formatMoney(importe, 'dollar')]],
      widths: [3.4, 1.3],
      size: 8.5,
    },
    ...(annual
      ? []
      : [text(`Línea de captura: ${lineaCaptura}`, { size: 9 }), text(`Vigencia de la línea de captura: ${formatDate(vigencia, 'dash')}`, { size: 9 })]),
    space(10),
    text('La información mostrada corresponde a las declaraciones presentadas. Para obtener el acuse oficial, seleccione el ícono correspondiente.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 9, ...browser }, title: 'Consulta de declaraciones', producer: 'Chrome PDF', date: printed };
}
