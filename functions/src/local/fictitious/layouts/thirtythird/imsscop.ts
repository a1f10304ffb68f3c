/**
 * The 33rd SUA monthly cédula (written in session 14 without reading the parsers): the payroll clerk's LibreOffice
 * Calc sheet of the month's IMSS fees, copied from the SUA and printed to PDF: Calc's default header (the sheet's name,
 * 'Cuotas IMSS') and footer ('Página 1'), a merged title, the employer's cells in a two-column block, the period as
 * the two dates Calc prints in its 'dd/mm/aa' default ('Del 01/03/26 al 31/03/26'), the workers' table (No., NSS,
 * name, days, SBC) and the sheet's right-hand columns (the fees and the worker's total) on the next page after the
 * print area's break with the row number and the name repeated as print titles, the totals row closing it; amounts
 * without thousands separators, as the cells hold them.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import type { ImsscopFacts } from '../eighth/imsscop';
import { cell, mergedTitle, pageBreak, sheetStyle } from './formats';

export const imsscopThirtythird = 'hoja-de-libreoffice-calc-nombre-de-hoja-arriba-periodo-dd-mm-aa-cuotas-en-la-pagina-siguiente-con-nombre-repetido-sin-separadores';

const short = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;
const sum = (xs: number[]): number => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

export function imsscopThirtythirdDocument(f: ImsscopFacts): BuiltDocument {
  const { supplier, period, rows, total } = f;
  const blocks: Block[] = [
    ...mergedTitle(['CÉDULA DE DETERMINACIÓN DE CUOTAS IMSS (MENSUAL)']),
    { t: 'space', h: 6 },
    { t: 'table', headers: [], widths: [1.2, 3], size: 8.5, rows: [['Registro patronal', supplier.registroPatronal], ['R.F.C.', supplier.rfc], ['Razón social', supplier.name], ['Periodo', `Del ${short(period.from)} al ${short(period.to)}`]] },
    { t: 'space', h: 6 },
    { t: 'table', headers: ['No.', 'NSS', 'Nombre', 'Días', 'SBC'], widths: [0.4, 1.2, 3, 0.5, 0.8], size: 8, rows: rows.map((r, i) => [String(i + 1), r.worker.nss, r.worker.fullName, String(r.dias), cell(r.worker.sbc)]) },
    pageBreak,
    {
      t: 'table',
      headers: ['No.', 'Nombre', 'Cuota fija', 'Excedente', 'Riesgo trab.', 'Total'],
      widths: [0.4, 2.8, 0.8, 0.8, 0.8, 0.8],
      size: 8,
      rows: [
        ...rows.map((r, i) => [String(i + 1), r.worker.fullName, cell(r.cuotaFija), cell(r.excedente), cell(r.rt), cell(r.total)]),
        ['', 'TOTAL', cell(sum(rows.map((r) => r.cuotaFija))), cell(sum(rows.map((r) => r.excedente))), cell(sum(rows.map((r) => r.rt))), cell(total)],
      ],
    },
  ];
  return { blocks, truth: f.truth, style: sheetStyle('calc', 'Cuotas IMSS.ods', 'Cuotas IMSS'), title: 'Cuotas IMSS', producer: 'LibreOffice 24.8', date: period.to };
}
