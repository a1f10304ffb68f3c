/**
 * The 19th bimonthly RCV-INFONAVIT layout (held out from session 12, written without reading the parsers): the IMSS's
 * 'Emisión Bimestral Anticipada' (EBA) as IDSE lets the patrón download it: the bimester by its number and year with its
 * months after ('Bimestre 3 / 2026 (mayo - junio)'), the patrón's data as a headed row, the workers with RCV and the
 * Infonavit aportación and their sum per worker, the total with its label above the amount, and the línea de captura
 * under its own caption at the foot.
 */
import { formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';

export const infonavitBimNineteenth = 'emision-bimestral-anticipada-bimestre-por-numero-con-sus-meses-patron-en-fila-total-bajo-su-etiqueta';

export function infonavitBimNineteenthDocument(f: InfonavitBimFacts): BuiltDocument {
  const { supplier, period, rows, aport, rcv, total, linea } = f;
  const p = (n: number) => formatMoney(n, 'plain');
  const end = Number(period.to.slice(5, 7));
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL  ·  INFONAVIT', { bold: true, size: 9.5 }),
    title('EMISIÓN BIMESTRAL ANTICIPADA', 11.5),
    text(`Bimestre ${end / 2} / ${period.to.slice(0, 4)} (${monthName(end - 1)} - ${monthName(end)})`, { align: 'center', size: 9.5 }),
    space(6),
    { t: 'table', headers: ['Registro patronal', 'R.F.C.', 'Nombre o razón social'], rows: [[supplier.registroPatronal, supplier.rfc, supplier.name]], widths: [1.2, 1.2, 3.4], size: 8 },
    space(6),
    {
      t: 'table',
      headers: ['NSS', 'Nombre', 'Días', 'SDI', 'R.C.V.', 'Aportación Infonavit', 'Total'],
      rows: rows.map((r, i) => [r.worker.nss, r.worker.fullName, String(r.dias), p(r.worker.sbc), p(rcv[i] ?? 0), p(aport[i] ?? 0), p(Math.round(((rcv[i] ?? 0) + (aport[i] ?? 0)) * 100) / 100)]),
      widths: [1.1, 2.4, 0.5, 0.8, 0.9, 1, 0.9],
      size: 7,
    },
    space(6),
    text('Importe total a pagar', { align: 'right', size: 8 }),
    text(formatMoney(total, 'dollar'), { align: 'right', bold: true, size: 11 }),
    space(6),
    text('Línea de captura', { size: 8 }),
    text(linea, { bold: true, size: 10 }),
    space(6),
    rule,
    text('Pague a más tardar el día 17 del mes siguiente al bimestre; después de esa fecha genere una nueva línea de captura en SIPARE.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, footer: (pg, n) => `${pg}/${n}` }, title: 'Emisión Bimestral Anticipada', producer: 'IMSS IDSE', date: f.generated };
}
