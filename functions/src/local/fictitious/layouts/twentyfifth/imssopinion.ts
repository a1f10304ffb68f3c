/**
 * The 25th IMSS opinion layout (session 13, written without reading the parsers): the IMSS's opinion as a letter whose
 * date is written entirely in words ('Ciudad de México, a cinco de marzo de dos mil veintiséis', no time), filed by a
 * customer's shared-service centre under its 'RECIBIDO' stamp: the registro, the RFC and the folio in one headed row,
 * the patrón's name under it and the result in capitals on its own line.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';
import { dateInWords, receivedStamp } from './formats';

export const imssOpinionTwentyfifth = 'carta-con-fecha-en-palabras-sello-recibido-registro-rfc-y-folio-en-renglon-encabezado-resultado-en-su-renglon';

export function imssOpinionTwentyfifthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  // The letter prints no time: the truth keeps the date alone.
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    receivedStamp(rng, date),
    space(6),
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 11 }),
    text('Dirección de Incorporación y Recaudación · Opinión de cumplimiento en materia de seguridad social', { size: 7.5 }),
    space(6),
    text(`Ciudad de México, a ${dateInWords(date)}.`, { align: 'right', size: 9 }),
    space(6),
    { t: 'table', headers: ['Registro Patronal', 'R.F.C.', 'Folio'], rows: [[supplier.registroPatronal, supplier.rfc, folio]], widths: [1.2, 1.2, 1.6], size: 9 },
    pair('Nombre o razón social del patrón:', supplier.name, 'below'),
    space(6),
    text('Una vez revisada la información de sus registros patronales en las bases de datos del Instituto, el resultado de la opinión de cumplimiento de obligaciones en materia de seguridad social es:', { size: 9 }),
    text(positive ? 'POSITIVA' : 'NEGATIVA', { bold: true, size: 13, align: 'center' }),
    text('Se emite conforme al artículo 32-D del Código Fiscal de la Federación y a las reglas del H. Consejo Técnico del IMSS.', { size: 7.5 }),
    rule,
    text(`Cadena original: ${sealNoise(rng, 96)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 52, baseSize: 10, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Opinión de cumplimiento IMSS', producer: 'IMSS', date };
}
