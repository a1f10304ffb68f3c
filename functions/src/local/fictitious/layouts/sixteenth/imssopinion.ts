/**
 * The 16th IMSS opinion layout (held out from session 12, written without reading the parsers): the opinion as the
 * Escritorio Virtual's PDF download prints it in the IMSS's block capitals: the labels in capitals at a common tab
 * ('NOMBRE O RAZÓN SOCIAL', 'R.F.C.', 'FOLIO'), the date of issue with its seconds in 24-hour form ('03/03/2026
 * 14:05:33'), the registros patronales as a headed table with the delegación and subdelegación of each, and the
 * opinion's sense as 'OPINIÓN: POSITIVA' under it.
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, pair, rule, sealNoise, space, text, title } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';

export const imssOpinionSixteenth = 'escritorio-virtual-etiquetas-en-mayusculas-a-tabulador-fecha-con-segundos-tabla-de-registros-con-delegacion';

export function imssOpinionSixteenthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const a = supplier.address;
  const blocks: Block[] = [
    text('IMSS  |  ESCRITORIO VIRTUAL', { bold: true, size: 11 }),
    text('DIRECCIÓN DE INCORPORACIÓN Y RECAUDACIÓN', { size: 8 }),
    space(8),
    title('OPINIÓN DEL CUMPLIMIENTO DE OBLIGACIONES EN MATERIA DE SEGURIDAD SOCIAL', 10.5),
    space(8),
    pair('NOMBRE O RAZÓN SOCIAL', supplier.name, 'tab', 160),
    pair('R.F.C.', supplier.rfc, 'tab', 160),
    pair('FOLIO', folio, 'tab', 160),
    pair('FECHA DE EMISIÓN', `${formatDate(date, 'slash')} ${hhmm}:${pad2(rng.int(0, 59))}`, 'tab', 160),
    space(8),
    {
      t: 'table',
      title: 'REGISTROS PATRONALES CONSULTADOS',
      headers: ['REGISTRO PATRONAL', 'DELEGACIÓN', 'SUBDELEGACIÓN', 'ESTADO'],
      rows: [[supplier.registroPatronal, a.entidad, a.municipio, 'VIGENTE']],
      widths: [1.4, 1.6, 1.6, 0.9],
      size: 8.5,
    },
    space(6),
    text(`OPINIÓN: ${positive ? 'POSITIVA' : 'NEGATIVA'}`, { bold: true, size: 11 }),
    text(
      positive
        ? 'Con base en la información de los sistemas institucionales, a la fecha de emisión el patrón se encuentra al corriente en sus obligaciones en materia de seguridad social.'
        : 'Con base en la información de los sistemas institucionales, a la fecha de emisión el patrón presenta adeudos o incumplimientos en materia de seguridad social.',
      { size: 8.5 },
    ),
    space(8),
    rule,
    text(`Sello digital IMSS: ${sealNoise(rng, 96)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `PÁGINA ${p} DE ${n}` }, title: 'Opinión de cumplimiento IMSS', producer: 'IMSS Escritorio Virtual', date };
}
