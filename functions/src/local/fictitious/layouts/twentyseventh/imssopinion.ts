/**
 * The 27th IMSS opinion layout (written in session 13 without reading the parsers): the printed opinion captured with
 * CamScanner (its watermark at the foot): the folio at the top, the patrón's data table read row by row ('Registro
 * Patronal R.F.C. Nombre o Razón Social' then the values), the place and date as 'Ciudad de México, a 5 MAR 2026'
 * without the hour, and the result in the sentence of the opinion.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';
import { cells, column, scanAppProducer, scanAppStyle, scanDate } from './scan-app';

export const imssOpinionTwentyseventh = 'escaneada-con-camscanner-datos-del-patron-leidos-renglon-a-renglon-lugar-y-fecha-d-mmm-aaaa-sin-hora';

export function imssOpinionTwentyseventhDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    text('IMSS', { bold: true, size: 14 }),
    text('Dirección de Incorporación y Recaudación', { size: 8 }),
    text(`Folio: ${folio}`, { align: 'right' }),
    text(`Ciudad de México, a ${scanDate(date, 'monUpperNoPad')}`, { align: 'right' }),
    space(6),
    text('Opinión de Cumplimiento de Obligaciones en Materia de Seguridad Social', { bold: true }),
    space(4),
    cells(['Registro Patronal', 'R.F.C.', 'Nombre o Razón Social']),
    cells([supplier.registroPatronal, supplier.rfc, supplier.name]),
    space(6),
    ...column('Con fundamento en el artículo 32-D del Código Fiscal de la Federación y en las reglas aprobadas por el H. Consejo Técnico, una vez revisadas las bases de datos institucionales, se emite la presente opinión de cumplimiento en sentido', 70),
    text(positive ? 'POSITIVA' : 'NEGATIVA', { bold: true }),
    space(6),
    ...column('Esta opinión no constituye una constancia de inexistencia de adeudos y tiene una vigencia de 30 días naturales a partir de su emisión.', 70, 8),
  ];
  return { blocks, truth, style: scanAppStyle('camscanner', rng, date), title: 'CamScanner', producer: scanAppProducer.camscanner, date };
}
