/**
 * The 24th IMSS opinion layout (written in session 13 without reading the parsers): the opinion the patrón opened in
 * the IMSS portal and printed from Firefox with the page zoomed, so the form's two columns reflow into one: 'Label'
 * in bold with the value on the next line, the registro patronal printed with its dashes ('Y12-34567-10-3', as the
 * IMSS screens group it), the result in a line of its own and Firefox's title, address and 'Página n de N'.
 */
import { printRegistroPatronal } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, pair, sealNoise, space, text } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';
import { firefoxPrint, monthFirstNoPadDe } from './formats';

export const imssOpinionTwentyfourth = 'impresa-desde-firefox-con-zoom-columnas-en-una-registro-con-guiones-resultado-en-renglon-propio-fecha-mes-primero-con-hora';

export function imssOpinionTwentyfourthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const browser = firefoxPrint('IMSS - Opinión de cumplimiento', 'https://serviciosdigitales.imss.gob.mx/opinioncumplimiento-web/');
  const below = (label: string, value: string): Block => pair(label, value, 'below');
  const blocks: Block[] = [
    text('IMSS', { bold: true, size: 16 }),
    text('Instituto Mexicano del Seguro Social', { size: 10 }),
    space(6),
    text('Opinión de Cumplimiento de Obligaciones en Materia de Seguridad Social', { bold: true, size: 13 }),
    below('Folio', folio),
    below('Fecha y hora de emisión', `${monthFirstNoPadDe(date)}, ${hhmm} hrs.`),
    below('Registro Patronal', printRegistroPatronal(supplier.registroPatronal, true)),
    below('R.F.C.', supplier.rfc),
    below('Nombre o Razón Social', supplier.name),
    space(6),
    text('Con base en la información de los sistemas institucionales, la opinión de cumplimiento se emite en sentido:', { size: 11 }),
    text(positive ? 'POSITIVA' : 'NEGATIVA', { bold: true, size: 14 }),
    space(6),
    text('Cadena de verificación', { bold: true, size: 8 }),
    text(sealNoise(rng, 96), { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 30, baseSize: 11, header: browser.header, footer: browser.footer }, title: 'IMSS - Opinión de cumplimiento', producer: 'Mozilla Firefox', date };
}
