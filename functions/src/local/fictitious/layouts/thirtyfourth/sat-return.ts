/**
 * The 34th return acknowledgement (written in session 14 without reading the parsers): the SAT's 'Acuse de recibo'
 * in a dense arrangement: the taxpayer's name in a box across the page, a band with 'Identificación' (R.F.C., medium)
 * beside 'Datos de la declaración' (type, period as the month's number, ejercicio, operation number, the filing date
 * as 'dd-MMM-aaaa' and the hour in cells of their own) and a narrow column with MarcaSAT; the tax as a table with its
 * caption on two lines; for the monthly ones the línea de captura and its validity in a box of their own; the seal.
 */
import { formatMoney, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { satSeal, text } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';
import { band, dashMon, densePage, wideBox } from './formats';

export const returnThirtyfourth = 'acuse-del-sat-denso-contribuyente-y-declaracion-lado-a-lado-fecha-dd-mmm-aaaa-hora-aparte-periodo-mes-numero-columna-marcasat';

export function returnThirtyfourthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const declaration: [string, string][] = [
    ['Tipo de declaración', tipo],
    ...(annual ? [] : ([['Periodo', pad2(month)]] as [string, string][])),
    ['Ejercicio', ejercicio],
    ['Número de operación', numeroOperacion],
    ['Fecha de presentación', dashMon(presented)],
    ['Hora', `${hhmm}:${seconds}`],
  ];
  const blocks: Block[] = [
    text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { bold: true, size: 10 }),
    text(annual ? 'ACUSE DE RECIBO · DECLARACIÓN ANUAL' : 'ACUSE DE RECIBO · DECLARACIÓN PROVISIONAL O DEFINITIVA DE IMPUESTOS FEDERALES', { bold: true, size: 8.5 }),
    { t: 'space', h: 4 },
    wideBox('Datos del contribuyente', [['Nombre, denominación o razón social', supplier.name]]),
    band(
      [
        { caption: 'Identificación', lines: [['R.F.C.', supplier.rfc], ['Medio de presentación', 'Internet']] },
        { caption: 'Datos de la declaración', lines: declaration },
      ],
      { widths: [1.7, 1.5], size: 7.5, sidebar: { caption: 'MarcaSAT', lines: ['55 627 22 728', 'sat.gob.mx'] } },
    ),
    { t: 'space', h: 4 },
    { t: 'table', headers: ['Concepto', 'Impuesto'], widths: [4, 1], size: 7.5, rows: [['', 'a cargo'], [concept, formatMoney(importe, 'plain')]] },
    ...(annual ? [] : [band([{ caption: 'Línea de captura', lines: [['Línea', lineaCaptura], ['Vigente hasta', dashMon(vigencia)]] }], { size: 8 })]),
    { t: 'space', h: 4 },
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: densePage(['SAT · Declaraciones y Pagos'], (p, n) => `Hoja ${p} de ${n}`), title: 'Acuse de recibo', producer: 'JasperReports Library version 6.20.0', date: presented };
}
