/**
 * The 33rd bimonthly Infonavit cédula (written in session 14 without reading the parsers): the payroll provider's
 * Google Sheets workbook of the bimester's contributions, printed to PDF from Sheets: the workbook's title and the
 * sheet's name on top, the print date and the page at the foot, a merged title, the employer's cells, the bimester
 * as its first and last day imported with their time ('2026-03-01 0:00:00', '2026-04-30 0:00:00'), the workers' table
 * with its captions wrapped over two lines inside the header cells, amounts with thousands separators as Sheets'
 * number format prints them, the amount to pay and the línea de captura in cells under the table.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';
import { mergedTitle, sheetsDateTime, sheetStyle } from './formats';

export const infonavitBimThirtythird = 'libro-de-google-sheets-impreso-fechas-del-bimestre-con-hora-0-00-00-encabezados-en-dos-lineas-importes-con-separadores';

export function infonavitBimThirtythirdDocument(f: InfonavitBimFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const p = (x: number) => formatMoney(x, 'plain');
  const printed = `${Number(generated.slice(8, 10))}/${Number(generated.slice(5, 7))}/${generated.slice(0, 4)} ${rng.int(9, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const blocks: Block[] = [
    ...mergedTitle(['DETERMINACIÓN DE APORTACIONES Y AMORTIZACIONES INFONAVIT']),
    { t: 'space', h: 6 },
    { t: 'table', headers: [], widths: [1.3, 3], size: 8.5, rows: [['Reg. patronal', supplier.registroPatronal], ['RFC', supplier.rfc], ['Razón social', supplier.name], ['Inicio bimestre', sheetsDateTime(period.from)], ['Fin bimestre', sheetsDateTime(period.to)]] },
    { t: 'space', h: 6 },
    {
      t: 'table',
      headers: ['Nombre del', 'Número de', 'Días', 'Salario base', 'Aportación', 'RCV'],
      widths: [2.6, 1.2, 0.7, 0.9, 0.9, 0.8],
      size: 8,
      rows: [['trabajador', 'seguridad social', 'cotizados', 'de cotización', 'patronal 5%', 'patronal'], ...rows.map((r, i) => [r.worker.fullName, r.worker.nss, String(r.dias), p(r.worker.sbc), p(aport[i] ?? 0), p(rcv[i] ?? 0)])],
    },
    { t: 'space', h: 6 },
    { t: 'table', headers: [], widths: [1.3, 3], size: 8.5, rows: [['Total a pagar', p(total)], ['Línea de captura', linea]] },
  ];
  return { blocks, truth: f.truth, style: sheetStyle('sheets', 'Aportaciones Infonavit', 'Cédula', printed), title: 'Aportaciones Infonavit', producer: 'Google Sheets', date: generated };
}
