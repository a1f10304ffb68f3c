/**
 * The 30th SAT opinion (written in session 14 without reading the parsers): the opinion as the SAT's mobile app shows
 * it and the phone prints it: the browser's header and footer, the app's bar, the result as a badge card on top
 * ('Sentido: POSITIVO'), the contributor's card, then the document's card with the folio and the date and hour as
 * 'jue, 05 mar 2026 · 14:05 h', the legend under 'Ver más' expanded.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';
import { appDate } from './formats';
import { appBar, card, field, mobileStyle, seeLess } from './mobile';

export const opinion32dThirtieth = 'vista-movil-del-sat-impresa-desde-el-telefono-sentido-en-tarjeta-superior-fecha-dia-abreviado-y-hora-h';

export function opinion32dThirtiethDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const blocks: Block[] = [
    ...appBar('Opinión del cumplimiento'),
    ...card('Opinión del cumplimiento de obligaciones fiscales'),
    ...field('Sentido', positive ? 'POSITIVO' : 'NEGATIVO'),
    text(positive ? 'Se encuentra al corriente en sus obligaciones fiscales.' : 'Tiene obligaciones fiscales pendientes.', { size: 7.5 }),
    ...card('Contribuyente'),
    ...field('RFC', supplier.rfc),
    ...field('Nombre o razón social', supplier.name),
    ...card('Documento'),
    ...field('Folio', folio),
    ...field('Emitida', `${appDate(date)} · ${hhmm} h`),
    ...card('Ver más'),
    text('Opinión emitida conforme al artículo 32-D del Código Fiscal de la Federación y a la regla 2.1.37 de la RMF vigente. Vigencia de 30 días naturales a partir de su emisión.', { size: 7.5 }),
    seeLess,
  ];
  return { blocks, truth: f.truth, style: mobileStyle(rng, date, 'Opinión del cumplimiento | SAT Móvil', 'sat.gob.mx/app/opinion-cumplimiento'), title: 'Opinión del cumplimiento | SAT Móvil', producer: 'Android Print Service (Chrome Mobile 131)', date };
}
