/**
 * The 29th SAT compliance opinion (written in session 13 without reading the parsers): the supplier-management
 * portal of a client company, whose 'Documentos del proveedor' screen shows the opinion's data read from the SAT and
 * exports them to PDF: the breadcrumb and toolbar, a definition list (caption, then value, no colon), the issue date
 * and hour as the portal's date library prints them ('05/03/2026, 02:45:00 p. m.'), and the export's footer.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';
import { portalDateTime, chrome, dd, exported, exportStyle } from './export';

export const opinion32dTwentyninth = 'exportada-del-portal-de-proveedores-lista-de-definiciones-fecha-y-hora-a-m-p-m';

export function opinion32dTwentyninthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const e = exported(rng, date);
  const blocks: Block[] = [
    ...chrome(['Inicio', 'Proveedores', 'Documentos del proveedor', 'Opinión de cumplimiento 32-D']),
    text('Opinión del cumplimiento de obligaciones fiscales (SAT)', { bold: true, size: 12 }),
    space(4),
    ...dd('Folio', folio),
    ...dd('RFC', supplier.rfc),
    ...dd('Nombre, denominación o razón social', supplier.name),
    ...dd('Fecha y hora de emisión', portalDateTime(date, hhmm, '00')),
    ...dd('Sentido de la opinión', positive ? 'POSITIVO' : 'NEGATIVO'),
    ...dd('Estado de la validación', positive ? 'Validado' : 'Rechazado'),
    space(6),
    text('Los datos se obtuvieron del documento PDF emitido por el SAT que el proveedor cargó; la opinión tiene una vigencia de 30 días naturales a partir de su emisión.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: exportStyle(e, 'Portal de Proveedores'), title: 'Documentos del proveedor', producer: 'Skia/PDF m120', date };
}
