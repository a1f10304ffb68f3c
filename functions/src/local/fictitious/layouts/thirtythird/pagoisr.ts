/**
 * The 33rd ISR payment (written in session 14 without reading the parsers): the bank's 'Recibo bancario de pago de
 * contribuciones federales' PDF opened in Edge and printed to 'Microsoft Print to PDF' with the headers on: the print
 * date and the file's name on top, the file's address and 'n/m' at the foot; inside it the receipt as the bank issues
 * it: the bank's name and the receipt's official title, the payment's data under the bank's captions with the date as
 * 'dd-mm-aaaa' and the hour with its seconds in a cell of its own, the month as its number ('Mes: 03') beside
 * 'Ejercicio', the amount with '$', the línea de captura, the operation number and the payment key, the bank's legend.
 */
import { addDays, formatMoney, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, text } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';
import { viewerStyle } from './formats';

export const pagoIsrThirtythird = 'recibo-bancario-impreso-desde-edge-a-microsoft-print-to-pdf-fecha-dd-mm-aaaa-hora-con-segundos-aparte-mes-como-numero';

export function pagoIsrThirtythirdDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const printed = addDays(paid, rng.int(0, 4));
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 13 }),
    text('RECIBO BANCARIO DE PAGO DE CONTRIBUCIONES, PRODUCTOS Y APROVECHAMIENTOS FEDERALES', { bold: true, size: 9 }),
    { t: 'space', h: 8 },
    {
      t: 'table',
      headers: [],
      widths: [1.4, 2.2, 1, 1.2],
      size: 8.5,
      rows: [
        ['R.F.C.:', supplier.rfc, 'Mes:', pad2(month)],
        ['Nombre:', supplier.name, 'Ejercicio:', ejercicio],
        ['Fecha de pago:', paid.split('-').reverse().join('-'), 'Hora:', `${hhmm}:${pad2(rng.int(0, 59))}`],
        ['Cuenta de cargo:', cuenta, 'Medio:', 'Banca electrónica'],
      ],
    },
    { t: 'space', h: 6 },
    { t: 'table', headers: [], widths: [1.4, 4.4], size: 8.5, rows: [['Línea de captura:', lineaCaptura], ['Número de operación:', numeroOperacion], ['Llave de pago:', llave], ['Importe total pagado:', formatMoney(importe, 'dollar')]] },
    { t: 'space', h: 8 },
    text(`${f.bankLegal}. Este recibo es el comprobante del pago de las contribuciones federales realizado con la línea de captura indicada.`, { size: 7 }),
  ];
  return { blocks, truth, style: viewerStyle(rng, 'edge', 'ReciboBancario.pdf', printed), title: 'ReciboBancario.pdf', producer: 'Microsoft: Print To PDF', date: printed };
}
