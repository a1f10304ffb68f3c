/**
 * The 15th ISR payment layout (held out from session 12, written without reading the parsers): the bank's 'Pago de
 * contribuciones federales (línea de captura)' receipt from a business portal that lays each section out as label and
 * value at a common tab: 'Datos del contribuyente', 'Datos del pago' (the period as 'Mensual · Marzo', the ejercicio
 * apart, the amount as '$ 12,345.00 MXN') and 'Datos de la operación' with the date and the hour on lines of their own.
 */
import { capitalize, formatDate, formatMoney, monthName, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, pair, rule, space, text, title } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';

export const pagoIsrFifteenth = 'portal-empresarial-secciones-con-etiqueta-y-valor-a-tabulador-periodo-mensual-punto-mes-hora-en-renglon-aparte-importe-con-mxn';

export function pagoIsrFifteenthDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta, hhmm } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const tab = 190;
  const section = (s: string): Block => text(s, { bold: true, size: 9.5 });
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 14 }),
    text(f.bankLegal, { size: 7 }),
    space(8),
    title('Pago de contribuciones federales · Línea de captura', 11.5),
    space(8),
    section('Datos del contribuyente'),
    pair('RFC', supplier.rfc, 'tab', tab),
    pair('Nombre o razón social', supplier.name, 'tab', tab),
    space(6),
    section('Datos del pago'),
    pair('Línea de captura', lineaCaptura, 'tab', tab),
    pair('Concepto', 'ISR retenciones por salarios', 'tab', tab),
    pair('Periodo', `Mensual · ${capitalize(monthName(month))}`, 'tab', tab),
    pair('Ejercicio', ejercicio, 'tab', tab),
    pair('Importe', formatMoney(importe, 'dollarSpaceMxn'), 'tab', tab),
    space(6),
    section('Datos de la operación'),
    pair('Cuenta de cargo', cuenta, 'tab', tab),
    pair('Número de operación', numeroOperacion, 'tab', tab),
    pair('Llave de pago', llave, 'tab', tab),
    pair('Fecha', formatDate(paid, 'slash'), 'tab', tab),
    pair('Hora', `${hhmm}:${pad2(rng.int(0, 59))}`, 'tab', tab),
    space(10),
    rule,
    text('El SAT recibe la información de su pago el mismo día de la operación. Este comprobante tiene plena validez para acreditar el pago de sus contribuciones.', { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: 'Pago de contribuciones federales', producer: `${f.bankName} Empresas`, date: paid };
}
