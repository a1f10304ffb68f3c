/**
 * The 16th SAT return acuse (held out from session 12, written without reading the parsers): the 'Acuse de recibo'
 * of the former 'Declaraciones y Pagos' (DyP, 2014-2019 prints): the data read across in headed rows as the old
 * acuse's boxes (R.F.C., type, periodicity, period and ejercicio in one row; the operation's number, the date and the
 * medium in the next), the period as the month in capitals, the date and time of presentation with seconds in 24-hour
 * form, the taxes in a headed table with the amount 'a cargo' without a sign, and the línea de captura under its caption
 * with the date to pay before.
 */
import { formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';

export const returnSixteenth = 'dyp-anterior-cajas-en-filas-encabezadas-periodo-en-mayusculas-hora-con-segundos-importe-sin-signo-linea-de-captura-bajo-su-rotulo';

export function returnSixteenthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const plain = formatMoney(importe, 'plain');
  const blocks: Block[] = [
    text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { bold: true, size: 9.5 }),
    text('DECLARACIONES Y PAGOS', { size: 8 }),
    space(6),
    title(annual ? 'ACUSE DE RECIBO DE LA DECLARACIÓN DEL EJERCICIO DE IMPUESTOS FEDERALES' : 'ACUSE DE RECIBO DE LA DECLARACIÓN PROVISIONAL O DEFINITIVA DE IMPUESTOS FEDERALES', 10),
    space(6),
    text(supplier.name, { bold: true, size: 9.5 }),
    space(2),
    {
      t: 'table',
      headers: ['R.F.C.', 'TIPO DE DECLARACIÓN', 'PERIODICIDAD', 'PERIODO', 'EJERCICIO'],
      rows: [[supplier.rfc, tipo, annual ? 'ANUAL' : 'MENSUAL', annual ? 'DEL EJERCICIO' : monthName(month).toUpperCase(), ejercicio]],
      widths: [1.4, 1.5, 1.1, 1.2, 0.9],
      size: 8,
    },
    {
      t: 'table',
      headers: ['NÚMERO DE OPERACIÓN', 'FECHA Y HORA DE PRESENTACIÓN', 'MEDIO DE PRESENTACIÓN'],
      rows: [[numeroOperacion, `${formatDate(presented, 'slash')} ${hhmm}:${seconds}`, 'INTERNET']],
      widths: [1.5, 1.8, 1.3],
      size: 8,
    },
    space(6),
    { t: 'table', title: 'IMPUESTOS DECLARADOS', headers: ['CONCEPTO DE PAGO', 'A CARGO'], rows: [[concept.toUpperCase(), plain]], widths: [3.5, 1.2], size: 8 },
    space(6),
    ...(annual
      ? []
      : [
          text('LÍNEA DE CAPTURA', { bold: true, size: 8 }),
          text(lineaCaptura, { size: 10 }),
          text(`PAGAR ANTES DE: ${formatDate(vigencia, 'slash')}`, { size: 8.5 }),
        ]),
    space(8),
    text('El pago deberá efectuarse mediante transferencia electrónica de fondos o en ventanilla bancaria con la línea de captura.', { size: 7.5 }),
    rule,
    ...satSeal(rng, 'SELLO DIGITAL'),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 10, footer: (p, n) => `${p} DE ${n}` }, title: 'Acuse de recibo', producer: 'SAT DyP', date: presented };
}
