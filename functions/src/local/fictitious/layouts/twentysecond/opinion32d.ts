/**
 * The 22nd 32-D opinion layout (written in session 13 without reading the parsers): the opinion as the SAT Móvil app
 * shares it to PDF: a phone-width column in the middle of the page, each label in small type over its value, the
 * issue date as the app writes it ('jue 05 mar 2026 · 10:41'), the sense as a badge line ('POSITIVO') under
 * 'Sentido', and the folio and seal at the foot of the column.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { sealNoise, space, stacked, text } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';
import { weekdayShortDate } from './formats';

export const opinion32dTwentysecond = 'sat-movil-columna-angosta-etiqueta-sobre-valor-fecha-con-dia-abreviado-y-hora-sentido-como-insignia';

export function opinion32dTwentysecondDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const blocks: Block[] = [
    text('SAT Móvil', { bold: true, size: 11, align: 'center' }),
    text('Opinión del cumplimiento', { size: 9, align: 'center' }),
    space(8),
    ...stacked('Sentido', positive ? 'POSITIVO' : 'NEGATIVO'),
    space(4),
    ...stacked('RFC', supplier.rfc),
    ...stacked('Nombre o razón social', supplier.name),
    ...stacked('Fecha de emisión', `${weekdayShortDate(date)} · ${hhmm}`),
    ...stacked('Folio', folio),
    space(6),
    text(
      positive ? 'Estás al corriente en el cumplimiento de tus obligaciones fiscales.' : 'Tienes obligaciones fiscales pendientes; consulta el detalle en el Portal del SAT.',
      { size: 8 },
    ),
    text('Artículo 32-D del Código Fiscal de la Federación.', { size: 7 }),
    space(6),
    text('Sello digital', { bold: true, size: 6.5 }),
    text(sealNoise(rng, 120), { size: 6 }),
  ];
  // The app's page is a phone screen centred on an A4 sheet: wide margins make the narrow column.
  return { blocks, truth: f.truth, style: { margin: 150, baseSize: 10, footer: () => 'Compartido desde SAT Móvil' }, title: 'Opinión del cumplimiento', producer: 'SAT Móvil', date };
}
