/**
 * The 33rd return acknowledgement (written in session 14 without reading the parsers): the SAT's 'Acuse de recibo'
 * PDF opened in Firefox and printed to PDF with 'Ajustar a la página': Firefox's header (the file's name) and footer
 * ('Página 1 de 1' and the print date); inside it the acuse as issued: the return's title, the R.F.C. with the sheet's
 * 'Hoja 1 de 1', the filing's data under the SAT's captions with the date and the hour of presentation in cells of
 * their own ('Fecha de presentación 05/03/2026', 'Hora de presentación 10:45:12'), the period as its month's name
 * ('Marzo') beside 'Ejercicio', the tax as a one-row table 'A cargo', and for the monthly ones the línea de captura
 * with its validity; the seal.
 */
import { addDays, capitalize, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { satSeal, text } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';
import { viewerStyle } from './formats';

export const returnThirtythird = 'acuse-del-sat-impreso-desde-firefox-fecha-y-hora-de-presentacion-en-celdas-separadas-periodo-mes-en-palabra-impuesto-a-cargo-en-tabla';

const slash = (iso: string): string => iso.split('-').reverse().join('/');

export function returnThirtythirdDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const printed = addDays(presented, rng.int(0, 6));
  const rows: string[][] = [
    ['R.F.C.:', supplier.rfc, 'Hoja 1 de 1', ''],
    ['Nombre o razón social:', supplier.name, '', ''],
    ['Tipo de declaración:', tipo, annual ? '' : 'Período de la declaración:', annual ? '' : capitalize(monthName(month))],
    ['Ejercicio:', ejercicio, 'Medio de presentación:', 'Internet'],
    ['Número de operación:', numeroOperacion, '', ''],
    ['Fecha de presentación:', slash(presented), 'Hora de presentación:', `${hhmm}:${seconds}`],
  ];
  const blocks: Block[] = [
    text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { bold: true, size: 10 }),
    text(annual ? 'DECLARACIÓN ANUAL' : 'DECLARACIÓN PROVISIONAL O DEFINITIVA DE IMPUESTOS FEDERALES', { bold: true, size: 9 }),
    text('ACUSE DE RECIBO', { bold: true, align: 'center', size: 11 }),
    { t: 'space', h: 6 },
    { t: 'table', headers: [], widths: [1.3, 2, 1.3, 1.2], size: 8.5, rows },
    { t: 'space', h: 6 },
    { t: 'table', headers: ['Concepto', 'A cargo'], widths: [4, 1.2], size: 8.5, rows: [[concept, formatMoney(importe, 'dollar')]] },
    ...(annual
      ? []
      : [
          { t: 'space', h: 6 } as Block,
          text('Línea de captura:', { bold: true, size: 9 }),
          text(lineaCaptura, { size: 10 }),
          text(`Pago vigente hasta: ${slash(vigencia)}`, { size: 8.5 }),
        ]),
    { t: 'space', h: 6 },
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: viewerStyle(rng, 'firefox', 'AcuseDeRecibo.pdf', printed), title: 'AcuseDeRecibo.pdf', producer: 'Mozilla Firefox · Microsoft: Print To PDF', date: printed };
}
