/**
 * The 34th monthly IMSS fee assessment (written in session 14 without reading the parsers): the SUA's printed
 * 'Cédula de determinación de cuotas' in its dense form: the employer's name in a box across the page, a band with
 * 'Identificación' (registro patronal, R.F.C., geographic area) beside 'Datos del periodo' (the month and the year in
 * cells of their own, the prima de riesgo, the process date), then the workers' table with many narrow columns and
 * captions on two lines, the NSS spaced, the amounts without separators, the totals' line closing it.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { spacedNss, text } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';
import { band, dashMon, densePage, wideBox } from './formats';

export const imsscopThirtyfourth = 'cedula-del-sua-densa-patron-y-periodo-lado-a-lado-mes-y-ano-en-celdas-separadas-columnas-estrechas-con-encabezados-en-dos-lineas';

const c = (n: number): string => n.toFixed(2);
const sum = (xs: number[]): number => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

export function imsscopThirtyfourthDocument(f: ImsscopFacts): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const processed = dashMon(period.to);
  const blocks: Block[] = [
    text('SISTEMA ÚNICO DE AUTODETERMINACIÓN', { bold: true, size: 9 }),
    text('CÉDULA DE DETERMINACIÓN DE CUOTAS OBRERO PATRONALES', { bold: true, size: 10 }),
    { t: 'space', h: 4 },
    wideBox('Datos del patrón', [['Nombre o razón social', supplier.name]]),
    band(
      [
        { caption: 'Identificación', lines: [['Registro patronal', supplier.registroPatronal], ['R.F.C.', supplier.rfc], ['Área geográfica', 'RESTO DEL PAÍS']] },
        { caption: 'Datos del periodo', lines: [['Mes', period.from.slice(5, 7)], ['Año', period.from.slice(0, 4)], ['Prima de R.T.', `${(rng.int(50, 7500) / 1000).toFixed(5)}`], ['Fecha de proceso', processed], ['Tipo', 'MENSUAL']] },
      ],
      { widths: [2, 1.2], size: 7.5 },
    ),
    { t: 'space', h: 4 },
    {
      t: 'table',
      headers: ['Número de', 'Nombre del', 'Días', 'Salario', 'Cuota', 'Exce-', 'Riesgos', 'Total'],
      widths: [1.1, 2.4, 0.45, 0.7, 0.65, 0.65, 0.65, 0.7],
      size: 7,
      rows: [
        ['seguridad social', 'asegurado', 'cotiz.', 'diario int.', 'fija', 'dente', 'de trabajo', ''],
        ...rows.map((r) => [spacedNss(r.worker.nss), r.worker.fullName, String(r.dias), c(r.worker.sbc), c(r.cuotaFija), c(r.excedente), c(r.rt), c(r.total)]),
        ['', 'TOTALES', '', '', c(sum(rows.map((r) => r.cuotaFija))), c(sum(rows.map((r) => r.excedente))), c(sum(rows.map((r) => r.rt))), c(total)],
      ],
    },
  ];
  return { blocks, truth: f.truth, style: densePage(['SUA 3.6.x · Cédula mensual'], (p, n) => `Hoja ${p} de ${n}`, 7.5), title: 'Cédula de determinación', producer: 'SUA · Crystal Reports', date: period.to };
}
