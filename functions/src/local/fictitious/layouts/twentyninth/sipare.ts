/**
 * The 29th SIPARE payment (written in session 13 without reading the parsers): the business bank portal's 'Pagos
 * SIPARE realizados' grid exported to PDF: breadcrumb and toolbar, the employer's data as a definition list, the
 * payment as one row of a data grid sorted by date ('Fecha (desc.)', '05-MAR-2026', period '2026-03', amount 'MX$…') with
 * its controls, then the workers' grid sorted by its row number ('# (asc.)'), and the export's footer.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { SipareFacts } from '../eighth/sipare';
import { chrome, dd, exported, exportStyle, gridBottom, gridTop, intlPesos, oracleDate } from './export';

export const sipareTwentyninth = 'exportado-del-portal-bancario-pagos-sipare-rejilla-fecha-dd-mmm-aaaa-periodo-aaaa-mm-y-trabajadores-en-rejilla';

export function sipareTwentyninthDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const e = exported(rng, paid);
  const blocks: Block[] = [
    ...chrome(['Inicio', 'Pagos', 'SIPARE', 'Pagos realizados']),
    text(`${bankName} · Pagos SIPARE realizados`, { bold: true, size: 11 }),
    ...dd('Registro patronal', supplier.registroPatronal),
    ...dd('RFC', supplier.rfc),
    ...dd('Razón social', supplier.name),
    space(4),
    gridTop,
    { t: 'table', headers: ['Fecha (desc.)', 'Periodo', 'Línea de captura', 'Operación', 'Importe'], widths: [1, 0.8, 2.6, 1.1, 1.1], size: 7.5, rows: [[oracleDate(paid), period.from.slice(0, 7), linea, operacion, intlPesos(total)]] },
    ...gridBottom(1),
    space(4),
    text('Trabajadores incluidos en la línea de captura', { bold: true }),
    { t: 'table', headers: ['# (asc.)', 'Nombre', 'NSS', 'Días', 'SBC'], widths: [0.4, 2.4, 1.3, 0.6, 1], size: 7.5, rows: rows.map((r, i) => [String(i + 1), r.worker.fullName, r.worker.nss, String(r.dias), r.worker.sbc.toFixed(2)]) },
    ...gridBottom(rows.length),
  ];
  return { blocks, truth: f.truth, style: exportStyle(e, `${bankName} · Banca Empresarial`), title: 'Pagos SIPARE realizados', producer: 'Skia/PDF m120', date: paid };
}
