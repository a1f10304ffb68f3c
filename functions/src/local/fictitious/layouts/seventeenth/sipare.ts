/**
 * The 17th SIPARE layout (held out from session 12, written without reading the parsers): the 'Comprobante de
 * operación' of another bank's portal for a SIPARE payment: a headerless grid of label and value cells (the date of
 * payment as '03 MAR. 2026', the amount as '$12,345.60 M/N', the period as '2026/03' as the bank's screen shows the
 * línea's period), the línea de captura on a line of its own, then the propuesta's workers as a numbered table, NSS
 * first and the name after it.
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, rule, space, text, title } from '../common';
import type { SipareFacts } from '../eighth/sipare';

export const sipareSeventeenth = 'comprobante-de-operacion-cuadricula-etiqueta-valor-periodo-anio-diagonal-mes-importe-m-diagonal-n-trabajadores-numerados';

export function sipareSeventeenthDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const blocks: Block[] = [
    text(bankName, { bold: true, size: 13 }),
    text('Comprobante de operación', { size: 9 }),
    space(6),
    title('Pago de cuotas obrero patronales IMSS · SIPARE', 10.5),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Fecha de aplicación', formatDate(paid, 'monDotUpper'), 'Folio de la operación', operacion],
        ['Registro patronal', supplier.registroPatronal, 'R.F.C. del patrón', supplier.rfc],
        ['Nombre del patrón', supplier.name, 'Periodo', `${period.from.slice(0, 4)}/${period.from.slice(5, 7)}`],
        ['Importe', formatMoney(total, 'mnSlash'), 'Cuenta de retiro', `XXXX XXXX ${rng.digits(4)}`],
      ],
      widths: [1.2, 2.2, 1.2, 1.8],
      size: 8,
    },
    // The línea de captura is too long for a cell: the receipt gives it a line of its own.
    pair('Línea de captura', linea, 'tab', 120),
    text('Estado: Liquidada', { size: 8 }),
    space(8),
    {
      t: 'table',
      title: 'Detalle de trabajadores de la propuesta',
      headers: ['#', 'NSS', 'Nombre', 'Días cotizados', 'SBC'],
      rows: rows.map((r, i) => [String(i + 1), r.worker.nss, r.worker.fullName, String(r.dias), formatMoney(r.worker.sbc, 'dollar')]),
      widths: [0.3, 1.3, 2.8, 0.9, 0.9],
      size: 7.5,
    },
    space(8),
    rule,
    text('Operación sujeta a la aplicación del IMSS. Conserve este comprobante para cualquier aclaración.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 10, footer: (p, n) => `${p} / ${n}` }, title: 'Comprobante de operación', producer: `${bankName} Portal Empresarial`, date: paid };
}
