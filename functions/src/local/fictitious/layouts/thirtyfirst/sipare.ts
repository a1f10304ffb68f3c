/**
 * The 31st SIPARE payment (written in session 14 without reading the parsers): a bank's 2026-27 redesigned receipt
 * of an IMSS payment by línea de captura: the amount first as a card ('MXN 12,345.60') with the status chip after a
 * bullet ('• Pago aplicado'), numbered sections of cards, the payment date in ISO form, the period as 'Marzo 2026',
 * the workers of the línea as a table whose totals row comes first, the QR block and the accessibility footer.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { SipareFacts } from '../eighth/sipare';
import { bulletChip, card, cardRow, monthYear, mxn, qrBlock, section, signedStyle } from './formats';

export const sipareThirtyfirst = 'rediseno-2026-comprobante-sipare-importe-mxn-primero-fecha-iso-periodo-mes-aaaa-trabajadores-con-totales-primero-qr';

export function sipareThirtyfirstDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const blocks: Block[] = [
    text(bankName, { bold: true, size: 14 }),
    text('Comprobante de pago de cuotas obrero patronales · SIPARE', { size: 9 }),
    ...card('Importe pagado', mxn(total)),
    text(bulletChip('Pago aplicado'), { size: 9, indent: 10 }),
    section(1, 'Datos del patrón'),
    ...card('Número de registro patronal', supplier.registroPatronal),
    ...card('Registro federal de contribuyentes', supplier.rfc),
    ...card('Nombre, denominación o razón social', supplier.name),
    section(2, 'Datos del pago'),
    cardRow([['Fecha de pago', paid], ['Periodo', monthYear(period.from)], ['Número de operación', operacion]]),
    ...card('Línea de captura', linea),
    section(3, 'Trabajadores incluidos'),
    {
      t: 'table',
      headers: ['Nombre', 'NSS', 'Días', 'SBC'],
      widths: [2.6, 1.3, 0.5, 1],
      size: 7.5,
      rows: [[`Total: ${rows.length} trabajadores`, '', '', ''], ...rows.map((r) => [r.worker.fullName, r.worker.nss, String(r.dias), formatMoney(r.worker.sbc, 'plain')])],
    },
    section(4, 'Verificación'),
    qrBlock(rng, 'https://comprobantes.bancadigital.mx/sipare'),
  ];
  return { blocks, truth: f.truth, style: signedStyle('Banca digital empresarial · Comprobantes'), title: 'Comprobante de pago SIPARE', producer: 'Banca digital · Comprobantes 2026', date: paid };
}
