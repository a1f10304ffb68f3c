/**
 * The 23rd ISR payment layout (written in session 13 without reading the parsers): the receipt of a federal tax
 * payment through Afirme's business portal (a bank no earlier variant uses): a two-column headed table
 * ('Concepto | Detalle') with one datum a row, the period as the month's name in capitals with the ejercicio in its
 * own row, the application date with a 12-hour clock ('05/03/2026 10:41:07 a. m.'), and the amount as 'MXN 12,345.60'.
 * The builder prints its own bank, so it sets the truth's banco to it.
 */
import { clock12, formatDate, formatMoney, monthName, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';

export const pagoIsrTwentythird = 'afirme-banca-empresarial-tabla-concepto-detalle-un-dato-por-renglon-mes-en-mayusculas-ejercicio-aparte-reloj-de-doce-horas-mxn-antes';

/** The bank this layout's receipt comes from (not in identities' banks, which variants 1-22 draw from). */
export const afirme = { name: 'AFIRME', legal: 'Banca Afirme, S.A., Institución de Banca Múltiple, Afirme Grupo Financiero' };

export function pagoIsrTwentythirdDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, hhmm, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta } = f;
  const truth = { ...f.truth, banco: afirme.name, fechaPago: dateTime(paid, hhmm) };
  const blocks: Block[] = [
    text(afirme.name, { bold: true, size: 15 }),
    text('Banca Electrónica Empresarial', { size: 8 }),
    space(6),
    text('Pago de Contribuciones Federales (Línea de Captura)', { bold: true, size: 10.5 }),
    text('Operación realizada con éxito', { size: 8.5 }),
    space(4),
    {
      t: 'table',
      headers: ['Concepto', 'Detalle'],
      rows: [
        ['Número de operación', numeroOperacion],
        ['Fecha de aplicación', `${formatDate(paid, 'slash')} ${clock12(hhmm, pad2(rng.int(0, 59)))}`],
        ['RFC del contribuyente', supplier.rfc],
        ['Periodo', monthName(month).toUpperCase()],
        ['Ejercicio', ejercicio],
        ['Línea de captura', lineaCaptura],
        ['Importe pagado', formatMoney(importe, 'mxnPrefix')],
        ['Cuenta de cargo', `****${cuenta.slice(-4)}`],
        ['Llave de pago', llave],
      ],
      widths: [1.4, 3],
      size: 9,
    },
    space(6),
    text('El presente comprobante es válido como recibo de pago de contribuciones federales.', { size: 7.5 }),
    rule,
    text(`Sello digital: ${sealNoise(rng, 64)}`, { size: 6.5 }),
    text(afirme.legal, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `Afirme · Comprobante de operación · Página ${p} de ${n}` }, title: 'Comprobante de pago de impuestos federales', producer: 'Afirme Banca Electrónica', date: paid };
}
