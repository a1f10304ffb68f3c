/**
 * The 22nd IMSS opinion layout (written in session 13 without reading the parsers): the opinion as the IMSS Digital
 * app shares it to PDF: a phone-width column, a result banner first ('Opinión POSITIVA'), the patrón's data as
 * 'label | value' lines with the registro last, and the issue date as a web platform writes it with its hour after a
 * comma ('05 de marzo, 2026, 10:41 h').
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';
import { longCommaDate } from './formats';

export const imssOpinionTwentysecond = 'imss-digital-columna-angosta-resultado-primero-etiqueta-barra-valor-registro-al-final-fecha-con-coma';

export function imssOpinionTwentysecondDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const line = (label: string, value: string): Block => text(`${label} | ${value}`, { size: 8.5 });
  const blocks: Block[] = [
    text('IMSS Digital', { bold: true, size: 11, align: 'center' }),
    text('Opinión de cumplimiento en materia de seguridad social', { size: 8, align: 'center' }),
    space(8),
    text(`Opinión ${positive ? 'POSITIVA' : 'NEGATIVA'}`, { bold: true, size: 12, align: 'center' }),
    space(6),
    line('Nombre', supplier.name),
    line('RFC', supplier.rfc),
    line('Registro patronal', supplier.registroPatronal),
    line('Emitida', `${longCommaDate(date)}, ${hhmm} h`),
    line('Folio', folio),
    space(6),
    text('La opinión se emite con la información de las bases de datos del Instituto al momento de la consulta.', { size: 7.5 }),
    rule,
    text(`Cadena: ${sealNoise(rng, 64)}`, { size: 6 }),
  ];
  return { blocks, truth, style: { margin: 150, baseSize: 10, footer: () => 'IMSS Digital' }, title: 'Opinión de cumplimiento IMSS', producer: 'IMSS Digital', date };
}
