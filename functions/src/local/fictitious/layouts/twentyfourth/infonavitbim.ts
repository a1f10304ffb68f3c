/**
 * The 24th INFONAVIT bimonthly layout (written in session 13 without reading the parsers): the bimester's payment
 * summary as a small-town accounting office hands it to its client with the SUA figures retyped in a word processor:
 * the period as the SUA payment file names it, year and last month ('Año-mes de pago: 2026-04', the bimester and its
 * months after), the patrón's data as a 'Label: value' column, one table with RCV and vivienda per worker, the
 * bimester's total in a box with the línea de captura and the bank deadline, and the office's
 * signature line.
 */
import { addDays, formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';

export const infonavitBimTwentyfourth = 'resumen-de-despacho-contable-anio-mes-de-pago-con-guion-datos-en-columna-total-y-linea-en-recuadro-con-fecha-limite';

const ordinal = ['1er.', '2do.', '3er.', '4to.', '5to.', '6to.'];

export function infonavitBimTwentyfourthDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const end = Number(period.to.slice(5, 7));
  const row = (label: string, value: string): Block => ({ t: 'pair', label, value, mode: 'tab', tab: 120, size: 9 });
  const blocks: Block[] = [
    text('PAGO BIMESTRAL IMSS · RCV · INFONAVIT', { bold: true, size: 12 }),
    text(`Año-mes de pago: ${period.to.slice(0, 7)}  (${ordinal[end / 2 - 1] ?? ''} bimestre: ${monthName(end - 1)} y ${monthName(end)})`, { size: 9.5 }),
    space(8),
    row('Patrón:', supplier.name),
    row('R.F.C.:', supplier.rfc),
    row('Reg. patronal IMSS:', supplier.registroPatronal),
    space(8),
    {
      t: 'table',
      headers: ['No.', 'N.S.S.', 'Trabajador', 'Días', 'S.D.I.', 'Retiro, cesantía y vejez', 'Aportación Infonavit'],
      rows: rows.map((r, i) => [String(i + 1), r.worker.nss, r.worker.fullName, String(r.dias), formatMoney(r.worker.sbc, 'dollar'), p(rcv[i] ?? 0), p(aport[i] ?? 0)]),
      widths: [0.3, 1.1, 2.4, 0.45, 0.8, 1.1, 1],
      size: 7.5,
    },
    space(8),
    {
      t: 'box',
      lines: [`TOTAL DEL BIMESTRE:  ${formatMoney(total, 'dollarSpace')}`, `Línea de captura:  ${linea}`, `Pagar en banco a más tardar el ${formatDate(addDays(generated, 10), 'longDel')}`],
      size: 10,
    },
    space(16),
    text('_______________________________', { size: 9 }),
    text('Elaboró: área de seguridad social del despacho', { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 50, baseSize: 10, footer: (pg, n) => `${pg} / ${n}` }, title: 'Pago bimestral', producer: 'Microsoft Word', date: generated };
}
