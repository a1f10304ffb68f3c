/**
 * The 29th IMSS opinion (written in session 13 without reading the parsers): the IMSS Escritorio Virtual's
 * 'Opinión de cumplimiento' screen exported to PDF: breadcrumb and toolbar, the patron's data as a definition list,
 * the issue date and hour as an ERP-style timestamp ('2026-03-05 10:45:12'), the result in its own line, and the
 * export's footer.
 */
import { pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, space, text } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';
import { chrome, dd, erpTimestamp, exported, exportStyle } from './export';

export const imssOpinionTwentyninth = 'exportada-del-escritorio-virtual-lista-de-definiciones-fecha-hora-aaaa-mm-dd-hh-mm-ss';

export function imssOpinionTwentyninthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  // It prints the hour of issue: the truth carries it, as the other opinions that print one.
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const e = exported(rng, date);
  const blocks: Block[] = [
    ...chrome(['Inicio', 'Patrones', 'Trámites', 'Opinión de cumplimiento']),
    text('Opinión de cumplimiento de obligaciones en materia de seguridad social', { bold: true, size: 11 }),
    space(4),
    ...dd('Folio', folio),
    ...dd('Fecha de emisión', erpTimestamp(date, hhmm, pad2(rng.int(0, 59)))),
    ...dd('Registro patronal', supplier.registroPatronal),
    ...dd('RFC', supplier.rfc),
    ...dd('Nombre, denominación o razón social', supplier.name),
    ...dd('Opinión', positive ? 'POSITIVA' : 'NEGATIVA'),
    space(6),
    text('Artículo 32-D del Código Fiscal de la Federación. La opinión no constituye constancia de inexistencia de adeudos.', { size: 7.5 }),
  ];
  return { blocks, truth, style: exportStyle(e, 'IMSS · Escritorio Virtual'), title: 'Escritorio Virtual - IMSS', producer: 'Skia/PDF m121', date };
}
