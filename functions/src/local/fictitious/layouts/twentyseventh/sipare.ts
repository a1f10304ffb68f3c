/**
 * The 27th SIPARE layout (written in session 13 without reading the parsers): the bank's SIPARE payment receipt and
 * the SUA's listing of the propuesta, printed and captured together with Adobe Scan (its file name and scan date at
 * the top): the period as SUA's 'AAAAMM' code ('202603'), the payment date as '5 MAR 2026' without the hour, the
 * línea de captura on the line below its caption, and the workers' table read row by row (NSS, name, days, SBC
 * separated by single spaces), which runs on to the next page when the listing is long.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { SipareFacts } from '../eighth/sipare';
import { cells, scanAppProducer, scanAppStyle, scanDate } from './scan-app';

export const sipareTwentyseventh = 'comprobante-sipare-y-listado-sua-escaneados-con-adobe-scan-periodo-aaaamm-trabajadores-leidos-renglon-a-renglon';

export function sipareTwentyseventhDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const blocks: Block[] = [
    text(bankName, { bold: true, size: 12 }),
    text('Comprobante de pago SIPARE', { bold: true }),
    space(4),
    cells(['Registro patronal:', supplier.registroPatronal]),
    cells(['RFC:', supplier.rfc]),
    cells(['Nombre o razón social:', supplier.name]),
    cells(['Periodo de pago:', `${period.from.slice(0, 4)}${period.from.slice(5, 7)}`]),
    cells(['Fecha de pago:', scanDate(paid, 'monUpperNoPad')]),
    cells(['Número de operación:', operacion]),
    text('Línea de captura:'),
    text(linea),
    cells(['Importe total pagado:', formatMoney(total, 'dollar')]),
    space(10),
    text('SUA - Resumen de la propuesta de pago', { bold: true }),
    cells(['NSS', 'Nombre del trabajador', 'Días', 'SBC']),
    ...rows.map((r) => cells([r.worker.nss, r.worker.fullName, String(r.dias), formatMoney(r.worker.sbc, 'plain')])),
    space(4),
    text(`Trabajadores en la propuesta: ${rows.length}`, { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: scanAppStyle('adobeScan', rng, paid), title: 'Adobe Scan', producer: scanAppProducer.adobeScan, date: paid };
}
