/**
 * The 25th SIPARE layout (session 13, written without reading the parsers): a multinational bank's bilingual
 * 'Comprobante de pago SIPARE / SIPARE payment receipt' from its corporate portal: labels in both languages, the period
 * as 'AAAA/MM', the payment date and time as 'DD/MM/AAAA HH:MM', the amount with its words, and the propuesta's
 * workers on an annex page after the receipt.
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, pair, rule, space, text, time, title } from '../common';
import type { SipareFacts } from '../eighth/sipare';
import { amountWithWords } from './formats';

export const sipareTwentyfifth = 'comprobante-bilingue-de-banco-multinacional-periodo-aaaa-mm-fecha-con-hora-importe-con-letra-anexo-de-trabajadores';

export function sipareTwentyfifthDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const hhmm = time(rng);
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const row = (label: string, value: string): Block => pair(label, value, 'tab', 220);
  const blocks: Block[] = [
    text(bankName, { bold: true, size: 13 }),
    text('Banca Corporativa / Corporate Banking', { size: 8 }),
    title('Comprobante de pago SIPARE / SIPARE payment receipt', 10.5),
    space(4),
    row('Registro patronal / Employer registration:', supplier.registroPatronal),
    row('R.F.C. / Taxpayer ID:', supplier.rfc),
    pair('Razón social / Company name:', supplier.name, 'below'),
    row('Periodo / Period (AAAA/MM):', `${period.from.slice(0, 4)}/${period.from.slice(5, 7)}`),
    row('Línea de captura / Payment reference:', linea),
    row('Fecha y hora / Date and time:', `${formatDate(paid, 'slash')} ${hhmm}`),
    row('Número de operación / Transaction number:', operacion),
    pair('Importe / Amount:', amountWithWords(total), 'below'),
    rule,
    // The annex starts on its own page, as the portal's PDF puts it.
    space(900),
    { t: 'table', title: 'Anexo: trabajadores de la propuesta / Annex: employees', headers: ['NSS', 'Nombre / Name', 'Días / Days', 'SBC'], rows: rows.map((r) => [r.worker.nss, r.worker.fullName, String(r.dias), formatMoney(r.worker.sbc, 'plain')]), widths: [1.3, 3, 0.8, 1], size: 8 },
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 9.5, footer: (p, n) => `${p}/${n}` }, title: 'SIPARE payment receipt', producer: `${bankName} Corporate Portal`, date: paid };
}
