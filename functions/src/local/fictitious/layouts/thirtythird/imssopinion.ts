/**
 * The 33rd IMSS opinion (written in session 14 without reading the parsers): the IMSS's opinion PDF opened in Safari
 * on the office's Mac and saved again with 'Guardar como PDF', 'Ajustar al tamaño de página' on: Safari's header (the
 * downloaded file's name, '(1)' and all, and the print date) and footer (the file's address and 'Página 1 de 1'); inside
 * it the IMSS's opinion as issued: the folio at the right, the place and date line ('Ciudad de México, a 05 de marzo
 * de 2026', no hour), the employer's data under its captions, the registration as a one-row table with its status,
 * the opinion's sense in a sentence, the original chain and the seal.
 */
import { addDays, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, sealNoise, text } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';
import { viewerStyle } from './formats';

export const imssOpinionThirtythird = 'pdf-del-imss-guardado-otra-vez-desde-safari-encabezado-con-nombre-de-archivo-fecha-en-lugar-y-fecha-sin-hora-registro-en-tabla';

export function imssOpinionThirtythirdDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  // The issued PDF prints no hour: the truth keeps the date alone.
  const truth = { ...f.truth, fechaEmision: date };
  const printed = addDays(date, rng.int(0, 5));
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 11 }),
    text('Dirección de Incorporación y Recaudación', { size: 8 }),
    { t: 'space', h: 6 },
    text(`Folio: ${folio}`, { align: 'right', size: 9 }),
    text(`Ciudad de México, a ${formatDate(date, 'long')}`, { align: 'right', size: 9 }),
    { t: 'space', h: 8 },
    text('OPINIÓN DE CUMPLIMIENTO DE OBLIGACIONES EN MATERIA DE SEGURIDAD SOCIAL', { bold: true, align: 'center', size: 10 }),
    { t: 'space', h: 8 },
    pair('Nombre, denominación o razón social:', supplier.name, 'tab', 190),
    pair('R.F.C.:', supplier.rfc, 'tab', 190),
    { t: 'table', title: 'Registros patronales', headers: ['Registro patronal', 'Estado', 'Delegación'], widths: [1.4, 1, 2], size: 8, rows: [[supplier.registroPatronal, 'VIGENTE', supplier.address.entidad]] },
    { t: 'space', h: 6 },
    text(
      'En atención a su solicitud, con fundamento en el artículo 32-D del Código Fiscal de la Federación y en las Reglas para la obtención de la opinión de cumplimiento, le informo que, revisados los registros institucionales, su opinión de cumplimiento se emite en sentido:',
      { size: 8.5 },
    ),
    text(positive ? 'POSITIVA' : 'NEGATIVA', { bold: true, align: 'center', size: 12 }),
    { t: 'space', h: 6 },
    text('La presente opinión tiene una vigencia de 30 días naturales a partir de la fecha de su emisión.', { size: 8 }),
    text('Cadena original:', { bold: true, size: 7 }),
    text(`||${folio}|${sealNoise(rng, 60)}||`, { size: 6.5 }),
    text('Sello digital:', { bold: true, size: 7 }),
    text(sealNoise(rng, 172), { size: 6.5 }),
  ];
  return { blocks, truth, style: viewerStyle(rng, 'safari', 'OpinionCumplimientoIMSS (1).pdf', printed), title: 'OpinionCumplimientoIMSS (1).pdf', producer: 'macOS Versión 15.3 (Compilación 24D60) Quartz PDFContext', date: printed };
}
