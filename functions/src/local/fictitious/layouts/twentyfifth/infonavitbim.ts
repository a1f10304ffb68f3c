/**
 * The 25th bimonthly INFONAVIT layout (session 13, written without reading the parsers): the SUA's bimonthly
 * liquidation as a corporate supplier's shared-service centre reprints it: the patrón in a headed row, the bimester as
 * '2o. bimestre de 2026 (marzo-abril)', the workers' wide table split into two stacked tables keyed by the row number,
 * the línea de captura on its own line, and the total with its amount in words.
 */
import { formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, space, text, title } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';
import { amountWithWords } from './formats';

export const infonavitBimTwentyfifth = 'reimpresion-de-centro-de-servicios-bimestre-ordinal-con-meses-tabla-partida-en-dos-tablas-apiladas-total-con-letra';

export function infonavitBimTwentyfifthDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const end = Number(period.to.slice(5, 7));
  const blocks: Block[] = [
    title('LIQUIDACIÓN BIMESTRAL RCV E INFONAVIT', 11),
    { t: 'table', headers: ['Registro patronal', 'R.F.C.', 'Nombre o razón social'], rows: [[supplier.registroPatronal, supplier.rfc, supplier.name]], widths: [1.1, 1.1, 3.2], size: 8 },
    text(`${end / 2}o. bimestre de ${period.to.slice(0, 4)} (${monthName(end - 1)}-${monthName(end)})`, { bold: true, size: 9.5 }),
    { t: 'table', title: 'Trabajadores (1 de 2)', headers: ['No.', 'N.S.S.', 'Nombre', 'Días', 'S.B.C.'], rows: rows.map((r, i) => [String(i + 1), r.worker.nss, r.worker.fullName, String(r.dias), p(r.worker.sbc)]), widths: [0.4, 1.3, 3, 0.5, 0.9], size: 7.5 },
    { t: 'table', title: 'Trabajadores (2 de 2)', headers: ['No.', 'Retiro, cesantía y vejez', 'Aportación patronal Infonavit'], rows: rows.map((r, i) => [String(i + 1), p(rcv[i] ?? 0), p(aport[i] ?? 0)]), widths: [0.4, 1.5, 1.5], size: 7.5 },
    space(6),
    pair('Línea de captura:', linea, 'inline'),
    pair('Total a pagar:', amountWithWords(total), 'below'),
    rule,
    text('Reimpresión del Sistema Único de Autodeterminación para el expediente del cliente.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 38, baseSize: 9, footer: (pg, n) => `Hoja ${pg} de ${n}` }, title: 'Liquidación bimestral', producer: 'SUA', date: f.generated };
}
