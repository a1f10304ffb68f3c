/**
 * The 28th IMSS compliance opinion (written in session 13 without reading the parsers): the IMSS letter re-issued
 * through the supplier's office: the DMS's stamp, 'COPIA COTEJADA', the letter's date as '5 de marzo, 2026' with its
 * hour in its own 'Hora de emisión' line, the patron's data in a table with a header row, the result centred on its own
 * line (the reviewer's highlight leaves no text) with the reviewer's note under it, and a second
 * page with the supplier's own control of compliance opinions restating the folio and the result.
 */
import { addDays } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, space, text } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';
import { cotejo, note, office, officeDate, officeStyle, pageBreak } from './office';

export const imssOpinionTwentyeighth = 'carta-imss-archivada-por-el-proveedor-fecha-d-de-mes-coma-anio-hora-aparte-y-control-de-opiniones-en-la-segunda-pagina';

export function imssOpinionTwentyeighthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  // It prints the hour of issue: the truth carries it, as the other opinions that print one.
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const o = office(rng, date, 'Expediente REPSE');
  const result = positive ? 'POSITIVA' : 'NEGATIVA';
  const blocks: Block[] = [
    cotejo(o),
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 11 }),
    text('Dirección de Incorporación y Recaudación', { size: 8 }),
    space(6),
    text(`Ciudad de México, a ${officeDate(date, 'commaYear')}`, { align: 'right' }),
    text(`Hora de emisión: ${hhmm}`, { align: 'right', size: 8.5 }),
    text(`Folio: ${folio}`, { align: 'right', size: 8.5 }),
    space(6),
    text('Asunto: Opinión de cumplimiento de obligaciones en materia de seguridad social', { bold: true }),
    { t: 'table', headers: ['Registro patronal', 'R.F.C.', 'Nombre, denominación o razón social'], widths: [1.2, 1.2, 3], rows: [[supplier.registroPatronal, supplier.rfc, supplier.name]] },
    space(6),
    text('Con fundamento en el artículo 32-D del Código Fiscal de la Federación y en el Acuerdo ACDO.SA1.HCT.101214/281.P.DIR, una vez consultadas las bases de datos institucionales, la opinión de cumplimiento se emite en sentido:'),
    text(result, { bold: true, size: 12, align: 'center' }),
    note(o, positive ? 'OK, vigente para el pago de marzo' : 'Negativa: retener pago hasta aclarar'),
    space(4),
    text('La presente no constituye constancia de inexistencia de adeudos; tiene vigencia de 30 días naturales contados a partir de su emisión.', { size: 8 }),
    pageBreak,
    text(supplier.name, { bold: true, size: 10 }),
    text('CONTROL DE OPINIONES DE CUMPLIMIENTO (uso interno)', { bold: true }),
    { t: 'table', headers: ['Opinión', 'Folio', 'Emitida', 'Vigente hasta', 'Resultado'], widths: [1.2, 1.6, 1.2, 1.2, 1], rows: [['IMSS', folio, officeDate(date, 'roman'), officeDate(addDays(date, 30), 'roman'), result]] },
    text(`Revisó: ${o.reviewer}`, { size: 8 }),
  ];
  return { blocks, truth, style: officeStyle(o), title: `${o.docId} Opinión IMSS`, producer: 'Laserfiche', date };
}
