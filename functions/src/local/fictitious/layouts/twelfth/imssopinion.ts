/**
 * The 12th IMSS opinion layout (held out in session 11, measured there and tuned on since): the 'Opinión del
 * cumplimiento de obligaciones en materia de seguridad social' as the IMSS portal prints it from a Windows server: the
 * date and time of issue on the server's 12-hour clock ('03/03/2026 02:05:22 p. m.'), the folio in a line of its own
 * above it, the patrón's name, RFC and registro patronal as one headed row, and the sense alone in a box under 'Sentido
 * de la opinión', with the legal basis and the validation chain after it.
 */
import { clock12, formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, title } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';

export const imssOpinionTwelfth = 'portal-reloj-de-doce-horas-fila-nombre-rfc-registro-sentido-en-recuadro';

export function imssOpinionTwelfthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const blocks: Block[] = [
    text('IMSS', { bold: true, size: 16 }),
    text('Instituto Mexicano del Seguro Social · Servicios digitales para patrones', { size: 8 }),
    space(8),
    title('Opinión del cumplimiento de obligaciones en materia de seguridad social', 11),
    space(6),
    text(`Folio: ${folio}`, { size: 9 }),
    text(`Fecha de emisión: ${formatDate(date, 'slash')} ${clock12(hhmm, pad2(rng.int(0, 59)))}`, { size: 9 }),
    space(6),
    {
      t: 'table',
      headers: ['Nombre, denominación o razón social', 'R.F.C.', 'Registro patronal'],
      rows: [[supplier.name, supplier.rfc, supplier.registroPatronal]],
      widths: [3.2, 1.5, 1.4],
      size: 8.5,
    },
    space(6),
    text('Sentido de la opinión', { size: 8 }),
    { t: 'box', lines: [positive ? 'POSITIVA' : 'NEGATIVA'], size: 12 },
    space(4),
    text(
      positive
        ? 'Con base en la información de los sistemas del Instituto, no se identificaron adeudos ni omisiones en el cumplimiento de las obligaciones del patrón en materia de seguridad social.'
        : 'Con base en la información de los sistemas del Instituto, se identificaron adeudos u omisiones en el cumplimiento de las obligaciones del patrón en materia de seguridad social.',
      { size: 9 },
    ),
    text('Se emite conforme al artículo 32-D del Código Fiscal de la Federación y a las reglas del H. Consejo Técnico del IMSS vigentes.', { size: 7.5 }),
    space(10),
    rule,
    text(`Cadena de validación: ${sealNoise(rng, 96)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `imss.gob.mx · ${p} de ${n}` }, title: 'Opinión de cumplimiento IMSS', producer: 'IMSS Servicios Digitales', date };
}
