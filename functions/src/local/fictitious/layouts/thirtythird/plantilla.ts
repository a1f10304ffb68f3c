/**
 * The 33rd staff list (written in session 14 without reading the parsers): the HR coordinator's Excel workbook of the
 * staff assigned to the client, saved as PDF from Excel: the file's name in the sheet's header and 'Página 1 de 2' in
 * its footer, merged title cells (the supplier's name, its R.F.C., the list's title), the month as Excel prints a
 * 'mmm-aa' cell ('mar-26'), the workers' table with short captions ('No.', 'Nombre', 'RFC', 'CURP'), and the sheet's
 * right-hand columns (NSS, job, entry date as 'd-mmm-aa', daily wage without separators) printed on the next page
 * after the print area's break, the row number repeated on their left as Excel's print titles.
 */
import { addDays } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import type { PlantillaFacts } from '../eighth/plantilla';
import { cell, excelShort, mergedTitle, pageBreak, sheetStyle } from './formats';

export const plantillaThirtythird = 'hoja-de-excel-guardada-como-pdf-celdas-combinadas-mes-mmm-aa-columnas-derechas-en-la-pagina-siguiente-con-no-repetido';

const jobs = ['Auxiliar de limpieza', 'Guardia de seguridad', 'Supervisor', 'Técnico de mantenimiento', 'Almacenista', 'Chofer'];

export function plantillaThirtythirdDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const mmm = excelShort(period.from).replace(/^\d+-/, '');
  const blocks: Block[] = [
    ...mergedTitle([supplier.name, `R.F.C. ${supplier.rfc}`, 'PLANTILLA DE PERSONAL ASIGNADO AL SERVICIO']),
    { t: 'space', h: 6 },
    { t: 'table', headers: [], rows: [['Cliente', 'CORPORATIVO CLIENTE (CONTRATO DE SERVICIOS)'], ['Mes', mmm], ['Elaboró', 'Recursos Humanos']], widths: [1, 4], size: 8.5 },
    { t: 'space', h: 6 },
    { t: 'table', headers: ['No.', 'Nombre', 'RFC', 'CURP'], widths: [0.4, 2.6, 1.3, 1.8], size: 8, rows: workers.map((w, i) => [String(i + 1), w.fullName, w.rfc, w.curp]) },
    pageBreak,
    { t: 'table', headers: ['No.', 'NSS', 'Puesto', 'Ingreso', 'Salario diario'], widths: [0.4, 1.2, 2, 0.9, 1], size: 8, rows: workers.map((w, i) => [String(i + 1), w.nss, rng.pick(jobs), excelShort(addDays(period.from, -rng.int(60, 1500))), cell(w.sbc)]) },
  ];
  return { blocks, truth: f.truth, style: sheetStyle('excel', 'Plantilla personal asignado.xlsx'), title: 'Plantilla personal asignado', producer: 'Microsoft® Excel® para Microsoft 365', date: period.to };
}
