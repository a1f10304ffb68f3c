/**
 * The 17th Infonavit bimestral layout (held out from session 12, written without reading the parsers): the SUA
 * 'Resumen de liquidación' of the bimester: the period as 'Bimestre: 2/2026 (marzo-abril)', the registro patronal
 * dashed, the workers' table with the NSS after the name, the línea de captura unspaced under its label and the
 * total in its summary row ('$ 12,345.60').
 */
import { formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';
import { dashedRegistro } from './imsscop';

export const infonavitBimSeventeenth = 'resumen-de-liquidacion-bimestre-numero-diagonal-anio-con-meses-nombre-antes-del-nss-total-en-fila-resumen';

export function infonavitBimSeventeenthDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const end = Number(period.to.slice(5, 7));
  const blocks: Block[] = [
    text('SUA · RCV E INFONAVIT', { bold: true, size: 9 }),
    title('RESUMEN DE LIQUIDACIÓN BIMESTRAL', 11),
    text(`Bimestre: ${end / 2}/${period.to.slice(0, 4)} (${monthName(end - 1)}-${monthName(end)})`, { align: 'center', size: 9 }),
    space(6),
    text(`Reg. Pat.: ${dashedRegistro(supplier.registroPatronal)}`, { size: 8.5 }),
    text(`Razón social: ${supplier.name}`, { size: 8.5 }),
    text(`RFC: ${supplier.rfc}`, { size: 8.5 }),
    space(6),
    {
      t: 'table',
      headers: ['Trabajador', 'NSS', 'SBC', 'Días', 'Retiro, cesantía y vejez', 'Aportación Infonavit'],
      rows: rows.map((r, i) => [r.worker.fullName, r.worker.nss, p(r.worker.sbc), String(r.dias), p(rcv[i] ?? 0), p(aport[i] ?? 0)]),
      widths: [2.6, 1.2, 0.8, 0.5, 1.1, 1.1],
      size: 7,
    },
    space(6),
    { t: 'table', headers: ['Resumen', 'Importe'], rows: [['Total RCV e Infonavit a pagar', formatMoney(total, 'dollarSpace')]], widths: [3, 1.3], size: 8.5 },
    space(4),
    text('Línea de captura SIPARE', { bold: true, size: 8.5 }),
    text(linea, { size: 9.5 }),
    space(8),
    rule,
    text('Pague en bancos autorizados antes del día 17 del mes siguiente al bimestre.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, footer: (pg, n) => `Hoja ${pg} / ${n}` }, title: 'Resumen de liquidación', producer: 'SUA', date: f.generated };
}
