/**
 * The 27th Infonavit opinion layout (written in session 13 without reading the parsers): the patrón's constancia
 * printed from the Portal Empresarial and captured with Microsoft Lens (its capture stamp at the foot): the issue date
 * as '5/mar/2026' beside the folio, the patrón's data as a table read row by row ('NRP RFC Razón social' and the
 * values), and the result after its caption on the situation's line.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';
import { cells, column, scanAppProducer, scanAppStyle, scanDate } from './scan-app';

export const infonavitOpinionTwentyseventh = 'capturada-con-microsoft-lens-fecha-d-mmm-aaaa-junto-al-folio-datos-del-patron-leidos-renglon-a-renglon';

export function infonavitOpinionTwentyseventhDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    text('Infonavit', { bold: true, size: 14 }),
    text('Constancia de situación fiscal del patrón', { bold: true }),
    space(4),
    cells(['Folio', 'Fecha de emisión']),
    cells([folio, scanDate(date, 'monSlashLowerNoPad')]),
    space(4),
    cells(['NRP', 'RFC', 'Razón social']),
    cells([supplier.registroPatronal, supplier.rfc, supplier.name]),
    space(6),
    ...column('De acuerdo con la información registrada en los sistemas del Instituto a la fecha de emisión, la situación del patrón respecto del pago de aportaciones y amortizaciones es la siguiente:', 72),
    text(`Situación: ${positive ? 'POSITIVA' : 'NEGATIVA'}`, { bold: true }),
    space(6),
    ...column('La presente constancia se emite a petición del patrón con fundamento en el artículo 32-D del Código Fiscal de la Federación.', 72, 8),
  ];
  return { blocks, truth, style: scanAppStyle('lens', rng, date), title: 'Microsoft Lens', producer: scanAppProducer.lens, date };
}
