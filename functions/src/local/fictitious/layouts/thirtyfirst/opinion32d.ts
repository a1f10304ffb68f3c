/**
 * The 31st SAT 32-D opinion (written in session 14 without reading the parsers): the 2026-27 redesign of the SAT's
 * opinion: numbered sections of cards (the RFC's caption spelled out, 'Registro federal de contribuyentes'), the
 * opinion's sense as a chip in brackets ('[Positivo]'), the issue date in ISO form with its hour ('2026-03-05 · 10:45
 * h'), the QR block with the SAT's verification URL and the accessibility footer.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { satSeal, space, text } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';
import { bracketChip, card, qrBlock, section, signedStyle } from './formats';

export const opinion32dThirtyfirst = 'rediseno-2026-secciones-numeradas-tarjetas-sentido-en-corchetes-fecha-iso-con-hora-y-qr';

export function opinion32dThirtyfirstDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const blocks: Block[] = [
    text('Opinión del cumplimiento de obligaciones fiscales', { bold: true, size: 14 }),
    text('Artículo 32-D del Código Fiscal de la Federación', { size: 8 }),
    space(6),
    section(1, 'Datos del contribuyente'),
    ...card('Registro federal de contribuyentes', supplier.rfc),
    ...card('Nombre, denominación o razón social', supplier.name),
    section(2, 'Resultado de la opinión'),
    ...card('Sentido', bracketChip(positive ? 'Positivo' : 'Negativo')),
    ...card('Folio', folio),
    ...card('Fecha de emisión', `${date} · ${hhmm} h`),
    text(
      positive
        ? 'Con la información disponible, el contribuyente se encuentra al corriente en el cumplimiento de sus obligaciones fiscales.'
        : 'Con la información disponible, el contribuyente presenta obligaciones fiscales pendientes de cumplir.',
      { size: 8, indent: 10 },
    ),
    section(3, 'Verificación'),
    qrBlock(rng, 'https://verifica.sat.gob.mx/opinion'),
    text('La opinión se emite con vigencia de 30 días naturales a partir de su fecha de emisión.', { size: 7 }),
    ...satSeal(rng, 'Sello digital'),
  ];
  return { blocks, truth: f.truth, style: signedStyle('Servicio de Administración Tributaria · sat.gob.mx'), title: 'Opinión del cumplimiento de obligaciones fiscales', producer: 'SAT · Servicio de opiniones 2026', date };
}
