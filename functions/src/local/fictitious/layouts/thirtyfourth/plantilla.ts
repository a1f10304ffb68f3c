/**
 * The 34th staff list (written in session 14 without reading the parsers): a desktop payroll program's 'Relación de
 * trabajadores asignados' report, dense: the company's name in a box across the page, a band with 'Identificación'
 * (R.F.C., registro patronal) beside 'Reporte' (the month as 'Mes 03 / 2026', the workers' count), then one table with
 * many narrow columns and captions on two lines (number, name, R.F.C., CURP, NSS with dashes, entry date as
 * 'dd-MMM-aaaa', daily wage).
 */
import { addDays } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dashedNss, text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';
import { band, dashMon, densePage, wideBox } from './formats';

export const plantillaThirtyfourth = 'reporte-de-nomina-denso-empresa-y-reporte-lado-a-lado-tabla-de-columnas-estrechas-con-encabezados-en-dos-lineas-nss-con-guiones';

export function plantillaThirtyfourthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const blocks: Block[] = [
    text('RELACIÓN DE TRABAJADORES ASIGNADOS AL CLIENTE', { bold: true, size: 10 }),
    { t: 'space', h: 4 },
    wideBox('Empresa', [['Razón social', supplier.name]]),
    band(
      [
        { caption: 'Identificación', lines: [['R.F.C.', supplier.rfc], ['Reg. patronal', supplier.registroPatronal]] },
        { caption: 'Reporte', lines: [['Mes', `${period.from.slice(5, 7)} / ${period.from.slice(0, 4)}`], ['Trabajadores', String(workers.length)]] },
      ],
      { widths: [2, 1], size: 7.5 },
    ),
    { t: 'space', h: 4 },
    {
      t: 'table',
      headers: ['Núm.', 'Nombre del', 'R.F.C.', 'C.U.R.P.', 'Número de', 'Fecha de', 'Salario'],
      widths: [0.35, 1.5, 1.05, 1.45, 1.05, 0.8, 0.6],
      size: 6.8,
      rows: [
        ['', 'trabajador', '', '', 'seguridad social', 'ingreso', 'diario'],
        ...workers.map((w, i) => [String(i + 1).padStart(3, '0'), w.fullName, w.rfc, w.curp, dashedNss(w.nss), dashMon(addDays(period.from, -rng.int(60, 1500))), w.sbc.toFixed(2)]),
      ],
    },
  ];
  return { blocks, truth: f.truth, style: densePage(['Nómina · Reportes · Relación de trabajadores'], (p, n) => `Página ${p} de ${n}`, 7.5), title: 'Relación de trabajadores', producer: 'CONTPAQi® Nóminas · Crystal Reports', date: period.to };
}
