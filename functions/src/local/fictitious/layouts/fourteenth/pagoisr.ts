/**
 * The 14th bank receipt for SAT payments (held out from session 11, written after the 13th was measured): the
 * 'Comprobante de pago de contribuciones federales' a bank portal prints after a payment by línea de captura: the
 * receipt's own data as a header-less grid of four cells a row (número de operación, llave de pago, fecha y hora de
 * pago as '04 de sep. de 2026 09:13:27', medio de presentación), the taxpayer's RFC and name, and the payment as a
 * headed table of concepts (concepto, periodo as the month abbreviated in capitals, ejercicio, importe) with the total
 * as '$184,894.00 PESOS'.
 */
import { formatDate, formatMoney, monthAbbr, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, space, text, title } from '../common';
import type { PagoIsrFacts } from '../eighth/pagoisr';

export const pagoIsrFourteenth = 'comprobante-de-contribuciones-federales-rejilla-de-cuatro-celdas-conceptos-en-tabla-total-en-pesos';

export function pagoIsrFourteenthDocument(f: PagoIsrFacts & { hhmm: string; rng: Rng }): BuiltDocument {
  const { rng, supplier, paid, month, ejercicio, lineaCaptura, numeroOperacion, llave, importe, cuenta, hhmm } = f;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 15 }),
    text('Banca Empresarial en línea', { size: 8 }),
    space(8),
    title('Comprobante de pago de contribuciones federales', 12),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Número de operación', numeroOperacion, 'Llave de pago', llave],
        ['Fecha y hora de pago', `${formatDate(paid, 'monDotDe')} ${hhmm}:${pad2(rng.int(0, 59))}`, 'Medio de presentación', 'Internet'],
        ['Cuenta de cargo', cuenta, 'Estatus', 'Aplicado'],
      ],
      widths: [1.3, 1.6, 1.3, 1.2],
      size: 8.5,
    },
    space(8),
    text(`RFC: ${supplier.rfc}`, { size: 9 }),
    text(`Nombre o razón social: ${supplier.name}`, { size: 9 }),
    text(`Línea de captura: ${lineaCaptura}`, { size: 9 }),
    space(6),
    {
      t: 'table',
      headers: ['Concepto', 'Periodo', 'Ejercicio', 'Importe'],
      rows: [['ISR RETENCIONES POR SALARIOS', monthAbbr[month - 1] ?? '', ejercicio, formatMoney(importe, 'plain')]],
      widths: [3, 0.9, 0.9, 1.3],
      size: 8.5,
    },
    text(`Total pagado: ${formatMoney(importe, 'pesosUpper')}`, { bold: true, size: 10 }),
    space(10),
    rule,
    text('El presente comprobante se emite conforme a las reglas de la Resolución Miscelánea Fiscal. Consérvelo para cualquier aclaración con el SAT.', { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `${f.bankName} · ${p}/${n}` }, title: 'Comprobante de pago de contribuciones federales', producer: `${f.bankName} Banca Empresarial`, date: paid };
}
