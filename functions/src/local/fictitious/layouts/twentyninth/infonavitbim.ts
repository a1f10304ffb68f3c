/**
 * The 29th Infonavit bimonthly cédula (written in session 13 without reading the parsers): the payroll ERP's
 * 'Aportaciones Infonavit' screen exported to PDF: breadcrumb and toolbar, the employer and the bimester as the ERP
 * keys it ('2026-B2') in a definition list, the workers as a data grid with its controls, the total as 'MX$…' and the
 * payment line, with the export's footer.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';
import { chrome, dd, exported, exportStyle, gridBottom, gridTop, intlPesos } from './export';

export const infonavitBimTwentyninth = 'exportada-del-erp-de-nomina-aportaciones-infonavit-bimestre-aaaa-bn-rejilla-con-controles-total-mx';

export function infonavitBimTwentyninthDocument(f: InfonavitBimFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const n = (x: number) => x.toFixed(2);
  const e = exported(rng, generated);
  const blocks: Block[] = [
    ...chrome(['Inicio', 'Nómina', 'Infonavit', 'Aportaciones bimestrales']),
    text('Cédula de determinación de cuotas, aportaciones y amortizaciones (bimestral)', { bold: true, size: 11 }),
    ...dd('Registro patronal', supplier.registroPatronal),
    ...dd('RFC', supplier.rfc),
    ...dd('Razón social', supplier.name),
    ...dd('Bimestre', `${period.to.slice(0, 4)}-B${Number(period.to.slice(5, 7)) / 2}`),
    space(4),
    gridTop,
    { t: 'table', headers: ['# (asc.)', 'NSS', 'Nombre', 'Días', 'SBC', 'RCV', 'Aportación'], widths: [0.35, 1.2, 2, 0.45, 0.8, 0.9, 0.9], size: 7.5, rows: rows.map((r, i) => [String(i + 1), r.worker.nss, r.worker.fullName, String(r.dias), n(r.worker.sbc), n(rcv[i] ?? 0), n(aport[i] ?? 0)]) },
    ...gridBottom(rows.length),
    ...dd('Total a pagar', intlPesos(total)),
    ...dd('Línea de captura', linea),
  ];
  return { blocks, truth: f.truth, style: exportStyle(e, 'ERP · Nómina'), title: 'Aportaciones Infonavit', producer: 'JasperReports Library version 6.20.0', date: generated };
}
