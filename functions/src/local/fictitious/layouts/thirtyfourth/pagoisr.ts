/**
 * The 34th ISR payment (written in session 14 without reading the parsers): the bank's 'Comprobante de pago de
 * impuestos federales' from its business portal, dense: the taxpayer's name in a box across the page, a band with
 * 'Identificación' (R.F.C., channel) beside 'Datos del pago' (the date as 'dd.mm.aa' and the hour with seconds in
 * cells of their own, the operation, the llave de pago, the charged account) and 'Periodo' (the month and the year);
 * the línea de captura and the amount in a box of their own under them; the bank's legal line.
 */
import { formatMoney, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, text } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';
import { band, densePage, dotShort, wideBox } from './formats';

export const pagoIsrThirtyfourth = 'comprobante-del-portal-empresarial-denso-contribuyente-pago-y-periodo-lado-a-lado-fecha-dd-mm-aa-con-puntos-hora-aparte';

export function pagoIsrThirtyfourthDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 12 }),
    text('Comprobante de pago de impuestos federales · Línea de captura', { size: 8.5 }),
    { t: 'space', h: 4 },
    wideBox('Datos del contribuyente', [['Nombre o razón social', supplier.name]]),
    band(
      [
        { caption: 'Identificación', lines: [['R.F.C.', supplier.rfc], ['Medio', 'Banca electrónica']] },
        { caption: 'Datos del pago', lines: [['Fecha de pago', dotShort(paid)], ['Hora', `${hhmm}:${pad2(rng.int(0, 59))}`], ['Operación', numeroOperacion], ['Llave de pago', llave], ['Cuenta de cargo', cuenta]] },
        { caption: 'Periodo', lines: [['Mes', pad2(month)], ['Ejercicio', ejercicio]] },
      ],
      { widths: [1.7, 1.6, 0.8], size: 7.5 },
    ),
    { t: 'space', h: 4 },
    band([{ caption: 'Importe', lines: [['Línea de captura', lineaCaptura], ['Total pagado', formatMoney(importe, 'dollarSpaceMn')]] }], { size: 8 }),
    { t: 'space', h: 6 },
    text(`${f.bankLegal}. El pago quedó aplicado con la línea de captura indicada; este comprobante tiene plena validez ante el SAT.`, { size: 7 }),
  ];
  return { blocks, truth, style: densePage(['Banca empresarial · Pago de impuestos'], (p, n) => `${p}/${n}`), title: 'Comprobante de pago', producer: 'Banca electrónica empresarial', date: paid };
}
