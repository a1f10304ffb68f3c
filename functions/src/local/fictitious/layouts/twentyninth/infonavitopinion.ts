/**
 * The 29th Infonavit opinion (written in session 13 without reading the parsers): the Portal Empresarial's 'Mis
 * constancias' grid exported to PDF: breadcrumb and toolbar, the employer's data as a definition list, the constancia
 * as one row of a data grid sorted by its date ('Fecha de emisión (desc.)', '05-MAR-2026'), with its controls, and the
 * export's footer. No hour is printed: the truth keeps the date alone.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';
import { chrome, dd, exported, exportStyle, gridBottom, gridTop, oracleDate } from './export';

export const infonavitOpinionTwentyninth = 'exportada-del-portal-empresarial-mis-constancias-rejilla-ordenada-por-fecha-dd-mmm-aaaa';

export function infonavitOpinionTwentyninthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const e = exported(rng, date);
  const blocks: Block[] = [
    ...chrome(['Inicio', 'Mis trámites', 'Mis constancias']),
    text('Constancia de situación fiscal del patrón', { bold: true, size: 11 }),
    ...dd('Número de Registro Patronal (NRP)', supplier.registroPatronal),
    ...dd('RFC', supplier.rfc),
    ...dd('Razón social', supplier.name),
    space(4),
    gridTop,
    { t: 'table', headers: ['Folio', 'Fecha de emisión (desc.)', 'Situación', 'Vigencia'], widths: [1.6, 1.2, 1.2, 1], size: 7.5, rows: [[folio, oracleDate(date), positive ? 'Positiva' : 'Negativa', '30 días']] },
    ...gridBottom(1),
    space(6),
    text('Artículo 32-D del Código Fiscal de la Federación. La situación corresponde a la información del Instituto a la fecha de emisión.', { size: 7.5 }),
  ];
  return { blocks, truth, style: exportStyle(e, 'Infonavit · Portal Empresarial'), title: 'Mis constancias', producer: 'Skia/PDF m119', date };
}
