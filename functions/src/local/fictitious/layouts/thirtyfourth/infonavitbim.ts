/**
 * The 34th bimonthly Infonavit assessment (written in session 14 without reading the parsers): the SUA's dense
 * 'Cédula de determinación de aportaciones y amortizaciones': the employer's name in a box across the page, then a band
 * of three boxes, 'Identificación' (registro patronal, R.F.C.), 'Bimestre' (its number and year in cells of their own,
 * the process date) and 'Importes' (the total, longer than its neighbours); the línea de captura in a
 * box across the page; the workers' table with narrow columns and captions on two lines, the NSS spaced as the IMSS
 * groups it.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { spacedNss, text } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';
import { band, dashMon, densePage, wideBox } from './formats';

export const infonavitBimThirtyfourth = 'cedula-infonavit-densa-patron-bimestre-e-importes-lado-a-lado-bimestre-numero-y-ano-en-celdas-columnas-estrechas-dos-lineas';

export function infonavitBimThirtyfourthDocument(f: InfonavitBimFacts & { rng: Rng }): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const m = (x: number) => formatMoney(x, 'dollar');
  const bimestre = String(Number(period.to.slice(5, 7)) / 2);
  const blocks: Block[] = [
    text('INFONAVIT · CÉDULA DE DETERMINACIÓN DE APORTACIONES Y AMORTIZACIONES', { bold: true, size: 9.5 }),
    { t: 'space', h: 4 },
    wideBox('Datos del patrón', [['Razón social', supplier.name]]),
    band(
      [
        { caption: 'Identificación', lines: [['Registro patronal', supplier.registroPatronal], ['R.F.C.', supplier.rfc]] },
        { caption: 'Bimestre', lines: [['Bimestre', bimestre], ['Año', period.to.slice(0, 4)], ['Proceso', dashMon(generated)]] },
        { caption: 'Importes', lines: [['Total a pagar', m(total)], ['Trabajadores', String(rows.length)], ['Forma de pago', 'SIPARE'], ['Estado', 'POR PAGAR']] },
      ],
      { widths: [1.8, 0.9, 1.6], size: 7.5 },
    ),
    wideBox('Pago', [['Línea de captura', linea]]),
    { t: 'space', h: 4 },
    {
      t: 'table',
      headers: ['Número de', 'Nombre del', 'Días', 'Salario', 'Aportación', 'RCV'],
      widths: [1.1, 2.5, 0.5, 0.8, 0.8, 0.8],
      size: 7,
      rows: [['seguridad social', 'trabajador', 'cotiz.', 'diario int.', 'patronal 5%', 'patronal'], ...rows.map((r, i) => [spacedNss(r.worker.nss), r.worker.fullName, String(r.dias), r.worker.sbc.toFixed(2), (aport[i] ?? 0).toFixed(2), (rcv[i] ?? 0).toFixed(2)])],
    },
  ];
  return { blocks, truth: f.truth, style: densePage(['SUA · Cédula bimestral Infonavit'], (p, n) => `Hoja ${p} de ${n}`, 7.5), title: 'Cédula Infonavit', producer: 'SUA · Crystal Reports', date: generated };
}
