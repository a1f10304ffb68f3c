/**
 * The 14th SIPARE layout (held out from session 11, written after the 13th was measured): the bank portal's 'Pago
 * SIPARE' receipt with the 'Formato para pago de cuotas obrero patronales' attached below it. The bank's part comes
 * first as a header-less grid (línea de captura, importe as '$3,419.72 PESOS', fecha de aplicación as '01 de ago. de
 * 2026 09:52:14', número de operación); then the patrón's data, the month of payment as 'JUL 2026', and the workers as
 * a headed table whose NSS keeps its check digit apart ('5203973404-2') and whose name comes last.
 */
import { formatDate, formatMoney, monthAbbr, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, space, text, title } from '../common';
import type { SipareFacts } from '../eighth/sipare';
import { nssWithCheckDigit } from './nss';

export const sipareFourteenth = 'recibo-del-banco-primero-rejilla-formato-despues-mes-abreviado-nss-con-digito-aparte-nombre-al-final';

export function sipareFourteenthDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const hhmm = `${pad2(rng.int(8, 19))}:${pad2(rng.int(0, 59))}`;
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const month = Number(period.from.slice(5, 7));
  const blocks: Block[] = [
    text(bankName, { bold: true, size: 15 }),
    text('Pago de cuotas obrero patronales · SIPARE', { size: 8 }),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Línea de captura', linea],
        ['Importe pagado', formatMoney(total, 'pesosUpper')],
        ['Fecha de aplicación', `${formatDate(paid, 'monDotDe')} ${hhmm}:${pad2(rng.int(0, 59))}`],
        ['Número de operación', operacion],
      ],
      widths: [1.2, 3.6],
      size: 8.5,
    },
    space(8),
    rule,
    title('Formato para pago de cuotas obrero patronales, aportaciones y amortizaciones', 10),
    space(4),
    text(`Registro patronal: ${supplier.registroPatronal}`, { size: 9 }),
    text(`RFC: ${supplier.rfc}`, { size: 9 }),
    text(`Nombre o razón social: ${supplier.name}`, { size: 9 }),
    text(`Mes de pago: ${monthAbbr[month - 1] ?? ''} ${period.from.slice(0, 4)}`, { size: 9 }),
    space(4),
    {
      t: 'table',
      title: 'Relación de trabajadores',
      headers: ['NSS', 'Días cotizados', 'Salario base de cotización', 'Nombre'],
      rows: rows.map((r) => [nssWithCheckDigit(r.worker.nss), String(r.dias), formatMoney(r.worker.sbc, 'dollar'), r.worker.fullName]),
      widths: [1.4, 0.9, 1.4, 3],
      size: 8,
    },
    space(8),
    text('Conserve este comprobante. El pago se refleja en los sistemas del IMSS al día hábil siguiente.', { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `${bankName} · SIPARE · ${p}/${n}` }, title: 'Comprobante de pago SIPARE', producer: `${bankName} Banca en línea`, date: paid };
}
