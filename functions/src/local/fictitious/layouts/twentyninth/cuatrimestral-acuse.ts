/**
 * The 29th ICSOE / SISUB acknowledgement (written in session 13 without reading the parsers): the IMSS or Infonavit
 * portal's 'Informativas presentadas' grid exported to PDF: breadcrumb and toolbar, the employer as a definition list,
 * the filing as one row of a data grid sorted by its sending time ('Fecha de envío (desc.)', '2026-05-12 10:45:00'), the
 * four-month period as the portal keys it ('2026-C1'), with its controls and the export's footer.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';
import { chrome, dd, erpTimestamp, exported, exportStyle, gridBottom, gridTop } from './export';

export const acuseTwentyninth = 'exportado-del-portal-informativas-presentadas-rejilla-fecha-de-envio-timestamp-cuatrimestre-aaaa-cn';

export function acuseTwentyninthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const e = exported(rng, presented);
  const name = kind === 'icsoe' ? 'ICSOE' : 'SISUB';
  const blocks: Block[] = [
    ...chrome(['Inicio', name, 'Informativas presentadas']),
    text(kind === 'icsoe' ? 'Informativa de contratos de servicios u obras especializados (ICSOE)' : 'Sistema de Información de Subcontratación (SISUB)', { bold: true, size: 11 }),
    ...dd('Registro patronal', supplier.registroPatronal),
    ...dd('RFC', supplier.rfc),
    ...dd('Razón social', supplier.name),
    space(4),
    gridTop,
    { t: 'table', headers: ['Folio', 'Cuatrimestre', 'Fecha de envío (desc.)', 'Tipo', 'Contratos', 'Trabajadores'], widths: [1.7, 0.9, 1.5, 1, 0.8, 0.9], size: 7.5, rows: [[folio, `${year}-C${cuatrimestre}`, erpTimestamp(presented, hhmm, '00'), tipo, String(contratos), String(trabajadores)]] },
    ...gridBottom(1),
    space(6),
    text('La recepción de la informativa no implica que la información haya sido revisada.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: exportStyle(e, kind === 'icsoe' ? 'IMSS · Escritorio Virtual' : 'Infonavit · Portal Empresarial'), title: `Informativas presentadas ${name}`, producer: 'Skia/PDF m120', date: presented };
}
