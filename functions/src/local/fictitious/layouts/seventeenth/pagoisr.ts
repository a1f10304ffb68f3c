/**
 * The 17th ISR payment layout (held out from session 12, written without reading the parsers): another bank's
 * business portal 'Comprobante de pago de contribuciones federales': a headerless grid of label and value cells, the
 * date and hour of payment as '03 MAR. 2026 10:15:22', the period as the month's name and the year in cells of their
 * own, and the amount as '$12,345.60 M/N'.
 */
import { capitalize, formatDate, formatMoney, monthName, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, space, text, title } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';

export const pagoIsrSeventeenth = 'portal-empresarial-cuadricula-de-cuatro-celdas-fecha-mes-abreviado-en-mayusculas-con-hora-importe-m-diagonal-n';

export function pagoIsrSeventeenthDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 14 }),
    text(`${f.bankLegal} · Banca en línea empresarial`, { size: 7 }),
    space(8),
    title('Comprobante de pago de contribuciones federales', 11),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['RFC del contribuyente', supplier.rfc, 'Cuenta de cargo', cuenta],
        ['Línea de captura', lineaCaptura, 'Llave de pago', llave],
        ['Periodo', capitalize(monthName(month)), 'Ejercicio', ejercicio],
        ['Fecha y hora de pago', `${formatDate(paid, 'monDotUpper')} ${hhmm}:${pad2(rng.int(0, 59))}`, 'Número de operación', numeroOperacion],
        ['Importe pagado', formatMoney(importe, 'mnSlash'), 'Medio de pago', 'Cargo a cuenta'],
      ],
      widths: [1.3, 2, 1.3, 1.5],
      size: 8.5,
    },
    space(8),
    rule,
    text('El SAT reconoce el pago con la llave de pago. Consulte su comprobante en el portal del banco durante los siguientes 90 días.', { size: 7.5 }),
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: 'Comprobante de pago de contribuciones federales', producer: `${f.bankName} Empresarial`, date: paid };
}
