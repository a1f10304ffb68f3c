/**
 * The 29th SUA monthly cédula (written in session 13 without reading the parsers): the payroll ERP's 'Cuotas IMSS'
 * screen exported to PDF: breadcrumb and toolbar, the employer and the period ('2026-03') as a definition list, the
 * workers as a data grid sorted by row number with its controls, the amounts without separators, and a total as
 * 'MX$12,345.60', with the export's footer.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { afterPeriod, space, text } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';
import { chrome, dd, exported, exportStyle, gridBottom, gridTop, intlPesos } from './export';

export const imsscopTwentyninth = 'exportada-del-erp-de-nomina-cuotas-imss-periodo-aaaa-mm-rejilla-con-controles-total-mx';

export function imsscopTwentyninthDocument(f: ImsscopFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const n = (x: number) => x.toFixed(2);
  const e = exported(rng, afterPeriod(rng, period));
  const blocks: Block[] = [
    ...chrome(['Inicio', 'Nómina', 'IMSS', 'Cuotas obrero patronales']),
    text('Cédula de determinación de cuotas obrero patronales (mensual)', { bold: true, size: 11 }),
    ...dd('Registro patronal', supplier.registroPatronal),
    ...dd('RFC', supplier.rfc),
    ...dd('Razón social', supplier.name),
    ...dd('Periodo', period.from.slice(0, 7)),
    space(4),
    gridTop,
    { t: 'table', headers: ['# (asc.)', 'NSS', 'Nombre', 'Días', 'SBC', 'Cuota fija', 'Excedente', 'RT', 'Total'], widths: [0.35, 1.2, 1.7, 0.45, 0.8, 0.8, 0.8, 0.7, 0.8], size: 7, rows: rows.map((r, i) => [String(i + 1), r.worker.nss, r.worker.fullName, String(r.dias), n(r.worker.sbc), n(r.cuotaFija), n(r.excedente), n(r.rt), n(r.total)]) },
    ...gridBottom(rows.length),
    ...dd('Total IMSS del periodo', intlPesos(total)),
  ];
  return { blocks, truth: f.truth, style: exportStyle(e, 'ERP · Nómina'), title: 'Cuotas obrero patronales', producer: 'JasperReports Library version 6.20.0', date: period.to };
}
