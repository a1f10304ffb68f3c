/**
 * The 27th federal-tax payment layout (written in session 13 without reading the parsers): the bank's 'Pago de
 * contribuciones federales' receipt printed from the online banking and captured with CamScanner (its watermark at the
 * foot): the taxpayer's and the bank's data in reading order, the period table read row by row ('Periodo Ejercicio'
 * then 'Marzo 2026'), the payment's date and hour as a mobile-banking ticket prints them ('5/3/26 10:41:07'), the
 * concept without its amount and the total paid once.
 */
import { capitalize, formatMoney, monthName, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, space, text } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';
import { cells, scanAppProducer, scanAppStyle, scanDate } from './scan-app';

export const pagoIsrTwentyseventh = 'recibo-de-banca-en-linea-escaneado-con-camscanner-periodo-leido-renglon-a-renglon-fecha-d-m-aa-con-hora';

export function pagoIsrTwentyseventhDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 12 }),
    text('Pago de Contribuciones Federales', { bold: true }),
    text(`Fecha de aplicación: ${scanDate(paid, 'slashShortNoPad')} ${hhmm}:${pad2(rng.int(0, 59))}`),
    space(6),
    cells(['RFC:', supplier.rfc]),
    cells(['Nombre o razón social:', supplier.name]),
    space(4),
    cells(['Periodo', 'Ejercicio']),
    cells([capitalize(monthName(month)), ejercicio]),
    space(4),
    cells(['Concepto:', 'ISR retenciones por salarios']),
    text('Línea de captura:'),
    text(lineaCaptura),
    cells(['Cuenta de cargo:', cuenta]),
    cells(['Número de operación:', numeroOperacion]),
    cells(['Llave de pago:', llave]),
    space(4),
    cells(['Total efectivamente pagado:', formatMoney(importe, 'dollar')]),
    space(6),
    text(`${f.bankLegal}. El pago se aplicó conforme a la información proporcionada por el contribuyente.`, { size: 7.5 }),
  ];
  return { blocks, truth, style: scanAppStyle('camscanner', rng, paid), title: 'CamScanner', producer: scanAppProducer.camscanner, date: paid };
}
