/**
 * The 20th IMSS opinion layout (held out from session 12, written without reading the parsers): the opinion as its PDF
 * download from the IMSS site prints it: a letter ('A QUIEN CORRESPONDA') whose body names the patrón, the registro
 * and the RFC in running text, the opinion's sense in the sentence ('... se emite opinión POSITIVA ...'), the place
 * and date at the foot ('Ciudad de México, a 05 de Marzo de 2026, 10:41 hrs.') and the folio under the seal.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';

export const imssOpinionTwentieth = 'descarga-pdf-carta-a-quien-corresponda-datos-en-el-parrafo-fecha-al-pie-folio-bajo-el-sello';

export function imssOpinionTwentiethDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: `${date}T${hhmm}` };
  const blocks: Block[] = [
    text('Instituto Mexicano del Seguro Social', { bold: true, size: 11 }),
    text('Dirección de Incorporación y Recaudación', { size: 7.5 }),
    space(10),
    text('Asunto: Opinión de cumplimiento de obligaciones en materia de seguridad social', { align: 'right', size: 8.5 }),
    space(8),
    text('A QUIEN CORRESPONDA', { bold: true, size: 10 }),
    space(4),
    text(
      `En atención a la solicitud del patrón ${supplier.name}, con Registro Patronal ${supplier.registroPatronal} y R.F.C. ${supplier.rfc}, y con fundamento en el artículo 32-D del Código Fiscal de la Federación, se emite opinión ${positive ? 'POSITIVA' : 'NEGATIVA'} del cumplimiento de sus obligaciones en materia de seguridad social.`,
      { size: 9.5 },
    ),
    space(4),
    text('La presente opinión no constituye una constancia de no adeudo y se emite con base en la información que obra en las bases de datos del Instituto.', { size: 8.5 }),
    space(10),
    text(`Ciudad de México, a ${formatDate(date, 'longCap')}, ${hhmm} hrs.`, { size: 9 }),
    space(10),
    rule,
    text(`Sello digital: ${sealNoise(rng, 88)}`, { size: 6.5 }),
    text(`Folio: ${folio}`, { size: 8 }),
  ];
  return { blocks, truth, style: { margin: 60, baseSize: 10, footer: (p, n) => `imss.gob.mx  ${p}-${n}` }, title: 'Opinión de cumplimiento IMSS', producer: 'IMSS', date };
}
