/**
 * The 28th ISR payment receipt (written in session 13 without reading the parsers): a bank's 'pago referenciado SAT'
 * receipt as the supplier's office files it: the DMS's stamp, the receipt's data in a label/value grid with no header,
 * the period as 'AGO-2026', the payment's date and hour as '4 de septiembre, 2026 13:40:07', the amount as
 * '$ 129,061.00 M.N.', and the reviewer's reconciliation note under the amount.
 */
import { formatMoney, monthAbbr, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, space, text } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';
import { cotejo, note, office, officeDate, officeStyle } from './office';

export const pagoIsrTwentyeighth = 'recibo-de-pago-referenciado-archivado-por-el-proveedor-rejilla-sin-encabezado-periodo-mmm-aaaa-fecha-d-de-mes-coma-anio-con-hora';

export function pagoIsrTwentyeighthDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const o = office(rng, paid, 'Expediente Fiscal');
  const blocks: Block[] = [
    cotejo(o),
    text(f.bankName, { bold: true, size: 13 }),
    text('Comprobante de pago referenciado SAT', { bold: true }),
    space(6),
    {
      t: 'table',
      headers: [],
      widths: [1.6, 3],
      rows: [
        ['Fecha y hora de pago', `${officeDate(paid, 'commaYear')} ${hhmm}:${pad2(rng.int(0, 59))}`],
        ['R.F.C. del contribuyente', supplier.rfc],
        ['Nombre', supplier.name],
        ['Periodo', `${monthAbbr[month - 1] ?? ''}-${ejercicio}`],
        ['Impuesto', 'ISR RETENCIONES POR SALARIOS'],
        ['Línea de captura', lineaCaptura],
        ['Cuenta de cargo', cuenta],
        ['Número de operación', numeroOperacion],
        ['Llave de pago', llave],
        ['Importe pagado', formatMoney(importe, 'dollarSpaceMn')],
      ],
    },
    note(o, 'Conciliado contra nómina del mes — OK'),
    space(6),
    text(`${f.bankLegal}. Este comprobante es válido para efectos fiscales conforme a las reglas de la Resolución Miscelánea Fiscal.`, { size: 7.5 }),
  ];
  return { blocks, truth, style: officeStyle(o), title: `${o.docId} Pago ISR`, producer: 'Laserfiche', date: paid };
}
