/**
 * The 23rd SIPARE layout (written in session 13 without reading the parsers): Banco Azteca's business-app receipt of
 * an IMSS payment (a bank no earlier variant uses): the payment's data as one-row headed tables (horizontal: registro,
 * RFC and period across; línea and amount across), the period as the IMSS file writes it ('2026-03'), the date and
 * hour as 'Jueves 5 de Marzo de 2026 · 10:41 hrs', and the workers of the propuesta with the days before the SBC.
 * The builder prints its own bank instead of the dispatcher's bankName (SIPARE's truth has no bank).
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, time } from '../common';
import type { SipareFacts } from '../eighth/sipare';
import { weekdayTitleDate } from './formats';

export const sipareTwentythird = 'banco-azteca-app-empresarial-tablas-horizontales-de-un-renglon-periodo-aaaa-guion-mm-fecha-con-dia-titulo-dias-antes-de-sbc';

export function sipareTwentythirdDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, operacion } = f;
  const hhmm = time(rng);
  const truth = { ...f.truth, fechaPago: dateTime(paid, hhmm) };
  const blocks: Block[] = [
    text('Banco Azteca', { bold: true, size: 14 }),
    text('Azteca Empresas · Pago de cuotas obrero patronales IMSS (SIPARE)', { size: 8.5 }),
    text(`Pago realizado el ${weekdayTitleDate(paid)} · ${hhmm} hrs`, { size: 9 }),
    text(`Folio de operación ${operacion}`, { size: 9 }),
    space(6),
    text(supplier.name, { bold: true, size: 10 }),
    { t: 'table', headers: ['Registro patronal', 'RFC', 'Periodo'], rows: [[supplier.registroPatronal, supplier.rfc, period.from.slice(0, 7)]], widths: [1.3, 1.3, 0.8], size: 8.5 },
    { t: 'table', headers: ['Línea de captura', 'Importe'], rows: [[linea, formatMoney(total, 'dollarSpace')]], widths: [3.2, 1], size: 8.5 },
    space(6),
    {
      t: 'table',
      title: 'Trabajadores incluidos en la propuesta',
      headers: ['#', 'NSS', 'Nombre del trabajador', 'Días', 'SBC'],
      rows: rows.map((r, i) => [String(i + 1), r.worker.nss, r.worker.fullName, String(r.dias), formatMoney(r.worker.sbc, 'plain')]),
      widths: [0.3, 1.1, 3, 0.5, 0.8],
      size: 8,
    },
    space(6),
    rule,
    text(`Sello IMSS: ${sealNoise(rng, 48)}`, { size: 6.5 }),
    text('Banco Azteca, S.A., Institución de Banca Múltiple', { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `Azteca Empresas ${p}/${n}` }, title: 'Comprobante de pago SIPARE', producer: 'Azteca Empresas', date: paid };
}
