/**
 * The 33rd ICSOE / SISUB acknowledgement (written in session 14 without reading the parsers): the compliance clerk's
 * Excel control sheet of the four-month reports, one row for the report just filed, saved as PDF from Excel: the
 * file's name in the header and 'Página 1 de 2' in the footer, a merged title, captions wrapped over two lines inside
 * the header cells ('Cuatri- / mestre', 'Tipo de / declaración'), the cuatrimestre as its number, and the sheet's
 * right-hand columns (the folio, the sending time as Excel's 'dd/mm/aaaa hh:mm', the counts) printed on the next page
 * after the print area's break with the row number repeated as print titles.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';
import { mergedTitle, pageBreak, sheetStyle } from './formats';

export const acuseThirtythird = 'hoja-de-control-de-excel-una-fila-por-informativa-encabezados-en-dos-lineas-folio-y-conteos-en-la-pagina-siguiente';

export function acuseThirtythirdDocument(f: AcuseFacts): BuiltDocument {
  const { kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const icsoe = kind === 'icsoe';
  const sent = `${presented.split('-').reverse().join('/')} ${hhmm}`;
  const blocks: Block[] = [
    ...mergedTitle(['CONTROL DE INFORMATIVAS CUATRIMESTRALES', icsoe ? 'ICSOE · IMSS' : 'SISUB · INFONAVIT']),
    { t: 'space', h: 8 },
    {
      t: 'table',
      headers: ['No.', 'R.F.C.', 'Registro', 'Ejercicio', 'Cuatri-', 'Tipo de'],
      widths: [0.4, 1.4, 1.3, 0.8, 0.7, 1.3],
      size: 8.5,
      rows: [['', '', 'patronal', '', 'mestre', 'declaración'], ['1', supplier.rfc, supplier.registroPatronal, year, String(cuatrimestre), tipo]],
    },
    pageBreak,
    {
      t: 'table',
      headers: ['No.', 'Folio del', 'Fecha y hora', 'Núm. de', 'Núm. de'],
      widths: [0.4, 2, 1.4, 0.8, 0.9],
      size: 8.5,
      rows: [['', 'acuse', 'de envío', 'contratos', 'trabajadores'], ['1', folio, sent, String(contratos), String(trabajadores)]],
    },
  ];
  return { blocks, truth: f.truth, style: sheetStyle('excel', icsoe ? 'Control ICSOE.xlsx' : 'Control SISUB.xlsx'), title: icsoe ? 'Control ICSOE' : 'Control SISUB', producer: 'Microsoft® Excel® para Microsoft 365', date: presented };
}
