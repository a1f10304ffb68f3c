/**
 * The 21st ISR payment layout (held out from session 13, written without reading the parsers): the 'Recibo bancario
 * de pago de contribuciones federales' as a bank not used by the other layouts (Inbursa) printed it from its older
 * business portal: a header band with the payment's date and its time in separate cells ('Fecha de pago 17/04/2026',
 * 'Hora 10:41:22'), the taxpayer's RFC and name under it, the tax as a concept line with the period as the month's
 * name ('Periodo: Marzo  Ejercicio: 2026'), the amount as '$ 12,345.00' and the línea de captura near the foot.
 */
import { capitalize, formatDate, formatMoney, monthName, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, title } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';

export const pagoIsrTwentyfirst = 'portal-anterior-de-banco-no-usado-fecha-y-hora-en-celdas-separadas-periodo-por-nombre-del-mes-importe-con-espacio-linea-al-pie';

/** A bank none of the other layouts uses. */
export const pagoIsrBank = { name: 'INBURSA', legal: 'Banco Inbursa, S.A., Institución de Banca Múltiple, Grupo Financiero Inbursa' };

export function pagoIsrTwentyfirstDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 14 }),
    text(f.bankLegal, { size: 6.5 }),
    space(6),
    title('RECIBO BANCARIO DE PAGO DE CONTRIBUCIONES, PRODUCTOS Y APROVECHAMIENTOS FEDERALES', 9.5),
    space(4),
    { t: 'table', headers: ['Fecha de pago', 'Hora', 'Número de operación', 'Llave de pago'], rows: [[formatDate(paid, 'slash'), `${hhmm}:${pad2(rng.int(0, 59))}`, numeroOperacion, llave]], widths: [1, 0.8, 1.4, 1.2], size: 8.5 },
    space(4),
    text(`R.F.C.: ${supplier.rfc}`, { size: 9 }),
    text(`Nombre: ${supplier.name}`, { size: 9 }),
    text(`Cuenta de cargo: ${cuenta}    Medio de presentación: Internet`, { size: 8 }),
    space(6),
    text('Concepto', { bold: true, size: 8.5 }),
    text(`ISR RETENCIONES POR SALARIOS    Periodo: ${capitalize(monthName(month))}    Ejercicio: ${ejercicio}`, { size: 9 }),
    text(`Cantidad pagada: ${formatMoney(importe, 'dollarSpace')}`, { bold: true, size: 10, align: 'right' }),
    space(6),
    text(`Línea de captura: ${lineaCaptura}`, { size: 9 }),
    space(6),
    rule,
    text(`Sello digital: ${sealNoise(rng, 80)}`, { size: 6.5 }),
    text('Conserve este recibo; es el comprobante del pago realizado.', { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Recibo bancario de pago', producer: 'Inbursa Empresarial', date: paid };
}
