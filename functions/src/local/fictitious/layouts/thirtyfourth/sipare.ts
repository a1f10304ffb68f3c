/**
 * The 34th SIPARE payment (written in session 14 without reading the parsers): the bank's dense 'Comprobante de pago
 * SIPARE' from its business portal: the employer's name in a box across the page, a band with 'Identificación'
 * (registro patronal, R.F.C.) beside 'Datos del pago' (the period as 'mm/aaaa', the payment date as 'dd-MMM-aaaa', the
 * operation) and 'Importe' (the amount, the way of payment), the línea de captura in a box across the page. A bank
 * receipt lists no workers: the truth drops them.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { SipareFacts } from '../eighth/sipare';
import { band, dashMon, densePage, wideBox } from './formats';

export const sipareThirtyfourth = 'comprobante-sipare-del-portal-bancario-denso-patron-pago-e-importe-lado-a-lado-periodo-mm-aaaa-sin-trabajadores';

export function sipareThirtyfourthDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { supplier, period, total, linea, paid, bankName, operacion } = f;
  const truth: Record<string, string> = Object.fromEntries(Object.entries(f.truth).filter(([k]) => !k.startsWith('trabajadores[')));
  const blocks: Block[] = [
    text(bankName, { bold: true, size: 12 }),
    text('Comprobante de pago de cuotas obrero patronales (SIPARE)', { size: 8.5 }),
    { t: 'space', h: 4 },
    wideBox('Datos del patrón', [['Nombre o razón social', supplier.name]]),
    band(
      [
        { caption: 'Identificación', lines: [['Registro patronal', supplier.registroPatronal], ['R.F.C.', supplier.rfc]] },
        { caption: 'Datos del pago', lines: [['Periodo', `${period.from.slice(5, 7)}/${period.from.slice(0, 4)}`], ['Fecha de pago', dashMon(paid)], ['Operación', operacion]] },
        { caption: 'Importe', lines: [['Total pagado', formatMoney(total, 'dollar')], ['Forma de pago', 'Cargo a cuenta']] },
      ],
      { widths: [1.7, 1.4, 1.3], size: 7.5 },
    ),
    wideBox('Referencia', [['Línea de captura', linea]], 8),
    { t: 'space', h: 6 },
    text('El pago se aplicó con la línea de captura generada en SIPARE. Conserve este comprobante para cualquier aclaración ante el IMSS.', { size: 7 }),
  ];
  return { blocks, truth, style: densePage(['Banca empresarial · Pagos referenciados'], (p, n) => `${p}/${n}`), title: 'Comprobante SIPARE', producer: 'Banca electrónica empresarial', date: paid };
}
