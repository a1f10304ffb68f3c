/**
 * The 31st IMSS opinion (written in session 14 without reading the parsers): the IMSS's 2026-27 redesign: numbered
 * sections of cards, the employer's data first, the result as a chip after a bullet ('• Positiva'), the issue date
 * with its weekday and hour ('jueves, 5 de marzo de 2026, 10:45 h', so the truth's fechaEmision carries the hour), the
 * QR block and the accessibility footer.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, satSeal, space, text } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';
import { bulletChip, card, qrBlock, section, signedStyle, weekdayDate } from './formats';

export const imssOpinionThirtyfirst = 'rediseno-2026-secciones-numeradas-tarjetas-resultado-tras-vineta-fecha-con-dia-de-la-semana-y-hora-qr';

export function imssOpinionThirtyfirstDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  // It prints the hour of issue: the truth carries it, as the other opinions that print one.
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const blocks: Block[] = [
    text('Opinión de cumplimiento de obligaciones en materia de seguridad social', { bold: true, size: 13 }),
    text(`Emitida el ${weekdayDate(date)}, ${hhmm} h`, { size: 9 }),
    space(6),
    section(1, 'Datos del patrón'),
    ...card('Número de registro patronal', supplier.registroPatronal),
    ...card('Registro federal de contribuyentes', supplier.rfc),
    ...card('Nombre, denominación o razón social', supplier.name),
    section(2, 'Opinión'),
    ...card('Resultado', bulletChip(positive ? 'Positiva' : 'Negativa')),
    ...card('Folio de la opinión', folio),
    text('La opinión considera los registros patronales asociados al RFC y la información con que cuenta el Instituto a la fecha de emisión.', { size: 8, indent: 10 }),
    section(3, 'Verificación'),
    qrBlock(rng, 'https://serviciosdigitales.imss.gob.mx/verifica'),
    ...satSeal(rng, 'Cadena de sello digital'),
  ];
  return { blocks, truth, style: signedStyle('Instituto Mexicano del Seguro Social · imss.gob.mx'), title: 'Opinión de cumplimiento IMSS', producer: 'IMSS · Servicios Digitales', date };
}
