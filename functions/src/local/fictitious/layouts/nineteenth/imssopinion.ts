/**
 * The 19th IMSS opinion layout (held out from session 12, written without reading the parsers): the opinion as the
 * Escritorio Virtual printed it before 2020: the data as a two-column grid without headings (one label cell and its
 * value a row: folio, RFC, registro patronal with its dashes, name, date and hour as '14-09-2026 08:35:12 hrs.'), and
 * the result as a line in capitals in a box after the grid ('OPINIÓN: POSITIVA').
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';
import { dashedRegistro } from '../seventeenth/imsscop';

export const imssOpinionNineteenth = 'escritorio-virtual-2019-rejilla-etiqueta-valor-registro-con-guiones-resultado-en-recuadro';

export function imssOpinionNineteenthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: `${date}T${hhmm}` };
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 11 }),
    text('Escritorio Virtual · Servicios Digitales', { size: 7.5 }),
    space(8),
    title('Opinión del cumplimiento de obligaciones en materia de seguridad social', 10.5),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Folio', folio],
        ['R.F.C.', supplier.rfc],
        ['Registro patronal', dashedRegistro(supplier.registroPatronal)],
        ['Nombre o razón social', supplier.name],
        ['Fecha y hora de emisión', `${formatDate(date, 'dash')} ${hhmm}:${pad2(rng.int(0, 59))} hrs.`],
      ],
      widths: [1.5, 3.5],
      size: 9,
    },
    space(6),
    { t: 'box', lines: [`OPINIÓN: ${positive ? 'POSITIVA' : 'NEGATIVA'}`], size: 11 },
    space(4),
    text(
      positive
        ? 'El patrón se encuentra al corriente en el cumplimiento de sus obligaciones en materia de seguridad social a la fecha de emisión.'
        : 'El patrón presenta adeudos o incumplimientos en sus obligaciones en materia de seguridad social a la fecha de emisión.',
      { size: 8.5 },
    ),
    space(6),
    rule,
    text(`Cadena original: ${sealNoise(rng, 96)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `Página ${p}/${n}` }, title: 'Opinión de cumplimiento IMSS', producer: 'IMSS Escritorio Virtual', date };
}
