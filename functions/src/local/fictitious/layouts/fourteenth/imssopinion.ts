/**
 * The 14th IMSS opinion layout (held out from session 11, written after the 13th was measured): the 'Opinión del
 * cumplimiento de obligaciones en materia de seguridad social' as the IMSS Escritorio Virtual prints it for the patrón
 * himself: a header-less grid 'Datos del patrón' with the registro patronal in the dashed form the IMSS forms use
 * ('E34-21630-17-5'), the folio and the date of issue as 'dd-mm-aaaa' with a 12-hour clock in a second grid, and the
 * opinion as a sentence ending in 'POSITIVA'.
 */
import { clock12, formatDate, pad2 } from '../../format';
import { printRegistroPatronal } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, title } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';

export const imssOpinionFourteenth = 'escritorio-virtual-rejillas-registro-con-guiones-fecha-dd-mm-aaaa-reloj-de-12-horas';

export function imssOpinionFourteenthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const blocks: Block[] = [
    text('Instituto Mexicano del Seguro Social', { bold: true, size: 12 }),
    text('Escritorio Virtual · Trámites patronales', { size: 8 }),
    space(8),
    title('Opinión del cumplimiento de obligaciones en materia de seguridad social', 11),
    space(8),
    text('Datos del patrón', { bold: true, size: 9 }),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Nombre o razón social', supplier.name],
        ['Registro Federal de Contribuyentes', supplier.rfc],
        ['Registro patronal', printRegistroPatronal(supplier.registroPatronal, true)],
      ],
      widths: [1.5, 3],
      size: 9,
    },
    space(6),
    text('Datos de la opinión', { bold: true, size: 9 }),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Folio', folio],
        ['Fecha de emisión', `${formatDate(date, 'dash')} ${clock12(hhmm, pad2(rng.int(0, 59)))}`],
      ],
      widths: [1.5, 3],
      size: 9,
    },
    space(8),
    text(`Con base en la información de los sistemas institucionales, la opinión del cumplimiento de obligaciones en materia de seguridad social se emite en sentido ${positive ? 'POSITIVA' : 'NEGATIVA'}.`, { size: 9.5 }),
    space(4),
    text('Esta opinión no constituye una resolución en sentido favorable ni libera al patrón de las facultades de comprobación del Instituto.', { size: 8 }),
    space(10),
    rule,
    text(`Cadena de validación: ${sealNoise(rng, 64)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `IMSS · Escritorio Virtual · ${p}/${n}` }, title: 'Opinión de cumplimiento IMSS', producer: 'IMSS Escritorio Virtual', date };
}
