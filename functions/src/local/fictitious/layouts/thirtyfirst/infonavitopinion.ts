/**
 * The 31st Infonavit opinion (written in session 14 without reading the parsers): the Infonavit's 2026-27 redesign of
 * its constancia de situación fiscal: a summary card band with the result as a chip in brackets ('[Positiva]') and the
 * issue date in ISO form ('2026-03-05', no hour), then numbered sections of cards for the employer, the QR block and
 * the accessibility footer.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';
import { bracketChip, card, cardRow, qrBlock, section, signedStyle } from './formats';

export const infonavitOpinionThirtyfirst = 'rediseno-2026-banda-de-resumen-situacion-en-corchetes-fecha-iso-secciones-numeradas-qr';

export function infonavitOpinionThirtyfirstDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    text('Constancia de situación fiscal', { bold: true, size: 14 }),
    text('En materia de aportaciones patronales y entero de descuentos', { size: 8 }),
    space(4),
    cardRow([['Situación', bracketChip(positive ? 'Positiva' : 'Negativa')], ['Fecha de emisión', date], ['Vigencia', '30 días naturales']]),
    section(1, 'Datos del patrón'),
    ...card('Número de registro patronal (NRP)', supplier.registroPatronal),
    ...card('Registro federal de contribuyentes', supplier.rfc),
    ...card('Nombre o razón social', supplier.name),
    section(2, 'Datos de la constancia'),
    ...card('Folio', folio),
    text('Se emite con fundamento en el artículo 32-D del Código Fiscal de la Federación y las reglas que el Consejo de Administración del Instituto aprobó para su emisión.', { size: 8, indent: 10 }),
    section(3, 'Verificación'),
    qrBlock(rng, 'https://empresarios.infonavit.org.mx/verifica-constancia'),
  ];
  return { blocks, truth, style: signedStyle('Infonavit · Portal Empresarial'), title: 'Constancia de situación fiscal Infonavit', producer: 'Infonavit · Constancias 2026', date };
}
