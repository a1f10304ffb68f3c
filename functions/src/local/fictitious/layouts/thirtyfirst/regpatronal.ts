/**
 * The 31st employer registration (written in session 14 without reading the parsers): the IMSS's 2026-27 redesign of
 * the employer's registration card: numbered sections of cards, the status as a chip in brackets ('[Vigente]'), the
 * registration date with its weekday ('jueves, 5 de marzo de 2026'), the risk class and its fraction in one row of
 * short cards, the QR block and the accessibility footer.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';
import { bracketChip, card, cardRow, qrBlock, section, signedStyle, weekdayDate } from './formats';

export const regPatronalThirtyfirst = 'rediseno-2026-tarjeta-patronal-secciones-numeradas-situacion-en-corchetes-fecha-de-alta-con-dia-de-la-semana-qr';

export function regPatronalThirtyfirstDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const blocks: Block[] = [
    text('Tarjeta de identificación patronal', { bold: true, size: 14 }),
    text(`Situación del registro ${bracketChip('Vigente')}`, { size: 9 }),
    section(1, 'Datos del patrón'),
    ...card('Número de registro patronal', supplier.registroPatronal),
    ...card('Registro federal de contribuyentes', supplier.rfc),
    ...card('Nombre, denominación o razón social', supplier.name),
    section(2, 'Datos del registro'),
    ...card('Fecha de alta', weekdayDate(alta)),
    cardRow([['Clase de riesgo', clase], ['Fracción', fraccion], ['Prima vigente', prima]]),
    ...card('Actividad económica', actividad),
    section(3, 'Verificación'),
    qrBlock(rng, 'https://serviciosdigitales.imss.gob.mx/tarjeta-patronal'),
    text('Conserve esta tarjeta; los cambios de domicilio, actividad o razón social se avisan al Instituto dentro de los cinco días hábiles siguientes.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: signedStyle('Instituto Mexicano del Seguro Social · Afiliación patronal'), title: 'Tarjeta de identificación patronal', producer: 'IMSS · Servicios Digitales', date: alta };
}
