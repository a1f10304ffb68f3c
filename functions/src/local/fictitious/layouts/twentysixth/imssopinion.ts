/**
 * The 26th IMSS opinion layout (written in session 13 without reading the parsers): the opinion as a flattened PDF
 * form (the 2016 design the supplier's office keeps filling in from the portal's data): each value in its own box
 * under its caption, the issue date and hour in one box as '05.MAR.2026 10:41', the result in its box, and the
 * folio's box at the top right.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, title } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';
import { legacyDate } from './formats';
import { formBox } from './regpatronal';

export const imssOpinionTwentysixth = 'formulario-aplanado-valor-en-recuadro-bajo-su-leyenda-fecha-con-mes-abreviado-entre-puntos-y-hora';

export function imssOpinionTwentysixthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10 }),
    title('OPINIÓN DE CUMPLIMIENTO DE OBLIGACIONES EN MATERIA DE SEGURIDAD SOCIAL', 10),
    space(6),
    ...formBox('FOLIO', folio),
    ...formBox('REGISTRO PATRONAL', supplier.registroPatronal),
    ...formBox('R.F.C.', supplier.rfc),
    ...formBox('NOMBRE, DENOMINACIÓN O RAZÓN SOCIAL', supplier.name),
    ...formBox('FECHA Y HORA DE EMISIÓN', `${legacyDate(date, 'monDotUpperFull')} ${hhmm}`),
    ...formBox('RESULTADO DE LA OPINIÓN', positive ? 'POSITIVA' : 'NEGATIVA'),
    space(8),
    text('La presente opinión se emite con base en la información de las bases de datos institucionales a la fecha de su emisión y no prejuzga sobre adeudos posteriores.', { size: 7.5 }),
    rule,
    text(`Cadena de validación: ${sealNoise(rng, 64)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 50, baseSize: 9 }, title: 'Opinión de cumplimiento IMSS', producer: 'Adobe Acrobat (formulario aplanado)', date };
}
