/**
 * The 15th IMSS opinion layout (held out from session 12, written without reading the parsers): the opinion as an
 * oficio of the Subdelegación, its references stacked at the top right (folio, registro patronal, RFC) the way IMSS
 * letters head their 'Asunto' block; the place and date in IMSS capitals with slashes ('03/MARZO/2026') and the hour
 * beside it; the patrón's name after 'C.' as the addressee, and the result in a headed table per registro.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';

export const imssOpinionFifteenth = 'oficio-de-subdelegacion-referencias-a-la-derecha-fecha-dd-mes-aaaa-con-diagonales-en-mayusculas-tabla-de-resultado';

export function imssOpinionFifteenthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const a = supplier.address;
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 11 }),
    text(`Delegación ${a.entidad} · Subdelegación ${a.municipio}`, { size: 8 }),
    text('Departamento de Cobranza', { size: 8 }),
    space(8),
    text(`Folio: ${folio}`, { align: 'right', size: 9 }),
    text(`Registro patronal: ${supplier.registroPatronal}`, { align: 'right', size: 9 }),
    text(`R.F.C.: ${supplier.rfc}`, { align: 'right', size: 9 }),
    text('Asunto: Opinión de cumplimiento de obligaciones en materia de seguridad social', { align: 'right', size: 9 }),
    space(6),
    text(`${a.municipio}, ${a.entidad}, a ${formatDate(date, 'slashMonthNameUpper')} ${hhmm} hrs.`, { align: 'right', size: 9 }),
    space(10),
    text(`C. ${supplier.name}`, { bold: true }),
    text('P r e s e n t e', { size: 9 }),
    space(6),
    text(`En atención a su solicitud, y con fundamento en el artículo 32-D del Código Fiscal de la Federación y en las reglas aplicables del H. Consejo Técnico, se informa el resultado de la revisión de sus obligaciones:`, { size: 9 }),
    space(4),
    {
      t: 'table',
      headers: ['Periodo revisado', 'Situación del patrón', 'Opinión'],
      rows: [['Últimos cinco años', 'VIGENTE', positive ? 'POSITIVA' : 'NEGATIVA']],
      widths: [1.4, 1.4, 1],
      size: 9,
    },
    space(6),
    text('La presente opinión no constituye resolución en sentido favorable y se emite sin perjuicio de las facultades de comprobación del Instituto.', { size: 8 }),
    space(10),
    text('A t e n t a m e n t e', { size: 9 }),
    text('Titular del Departamento de Cobranza', { size: 8 }),
    space(8),
    rule,
    text(`Cadena original: ${sealNoise(rng, 72)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 52, baseSize: 10, footer: (p, n) => `IMSS · ${p}/${n}` }, title: 'Opinión de cumplimiento IMSS', producer: 'IMSS', date };
}
