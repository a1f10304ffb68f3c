/**
 * The 11th SIPARE layout (held out in session 11, measured there and tuned on since): the 'Propuesta de pago' SIPARE
 * prints before paying, followed by the bank portal's 'Comprobante de pago de cuotas obrero patronales'. The period as
 * two grid cells ('Mes' MARZO, 'Año' 2026) beside the registro and RFC, the name on a line of its own, the worker annex
 * in a narrow column layout where the name and the NSS share one cell (the NSS wraps under the name), the total as '$
 * 12,345.60 M.N.', and the receipt's date as '17-abril-2026 12:34:56' and the bank's operation number as 'Folio de
 * operación'.
 */
import { formatDate, formatMoney, monthName, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, space, text, title } from '../common';
import type { SipareFacts } from '../eighth/sipare';

export const sipareEleventh = 'propuesta-de-pago-mes-y-anio-en-celdas-nombre-y-nss-en-una-celda-comprobante-portal';

export function sipareEleventhDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const m = (n: number) => formatMoney(n, 'plain');
  const hhmm = `${pad2(rng.int(8, 21))}:${pad2(rng.int(0, 59))}`;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const blocks: Block[] = [
    text('IMSS · SIPARE', { bold: true, size: 11 }),
    title('PROPUESTA DE PAGO', 12),
    text('Cuotas obrero patronales, aportaciones y amortizaciones', { align: 'center', size: 8 }),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Registro patronal', supplier.registroPatronal, 'Mes', monthName(Number(period.from.slice(5, 7))).toUpperCase()],
        ['RFC', supplier.rfc, 'Año', period.from.slice(0, 4)],
      ],
      widths: [1.3, 2, 0.6, 1.2],
      size: 9,
    },
    text(`Denominación o razón social: ${supplier.name}`, { size: 9 }),
    space(6),
    {
      t: 'table',
      title: 'Asegurados incluidos en la propuesta',
      headers: ['Trabajador / NSS', 'Días', 'Salario base', 'Cuotas'],
      // The name and the NSS share a narrow cell, so the NSS wraps under the name as the print does.
      rows: rows.map((r) => [`${r.worker.fullName} NSS ${r.worker.nss}`, String(r.dias), m(r.worker.sbc), m(r.total)]),
      widths: [1, 0.4, 0.8, 0.8],
      size: 8,
    },
    space(6),
    text(`Total a pagar: ${formatMoney(total, 'dollarSpaceMn')}`, { bold: true }),
    text(`Línea de captura: ${linea}`, { size: 8.5 }),
    space(12),
    rule,
    text(bankName, { bold: true, size: 12 }),
    text('Comprobante de pago de cuotas obrero patronales', { size: 9, bold: true }),
    text(`Fecha y hora de pago: ${formatDate(paid, 'longDash')} ${hhmm}:${pad2(rng.int(0, 59))}`, { size: 9 }),
    text(`Folio de operación: ${operacion}`, { size: 9 }),
    text(`Cuenta de cargo: ****${rng.digits(4)}`, { size: 9 }),
    text('Estatus: Aplicado', { size: 9 }),
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 9, footer: (p, n) => `SIPARE · ${p}/${n}` }, title: 'Propuesta de pago SIPARE', producer: 'IMSS SIPARE', date: paid };
}
