/**
 * The 13th 32-D opinion layout (held out from session 11, after the 12th was measured): the opinion as the SAT's
 * 'Trámites' portal generation prints it, with the data in headed tables instead of a revision sentence: the folio, the
 * date of issue and the time (with seconds) as three cells of one row, then the RFC and the name as a second headed
 * row, the sense as 'Sentido de la opinión: Positivo' in the title case the portal uses, the 30-day validity and the
 * legal basis, and the original chain and the seal at the foot.
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';

export const opinion32dThirteenth = 'tablas-encabezadas-folio-fecha-y-hora-en-celdas-aparte-sentido-en-tipo-titulo';

export function opinion32dThirteenthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const blocks: Block[] = [
    text('Hacienda', { bold: true, size: 12 }),
    text('Secretaría de Hacienda y Crédito Público · Servicio de Administración Tributaria', { size: 7.5 }),
    space(10),
    title('Opinión del cumplimiento de obligaciones fiscales', 12),
    space(8),
    { t: 'table', headers: ['Folio', 'Fecha de emisión', 'Hora de emisión'], rows: [[folio, formatDate(date, 'slash'), `${hhmm}:${pad2(rng.int(0, 59))}`]], widths: [1.6, 1.3, 1.1], size: 9 },
    { t: 'table', headers: ['Clave en el RFC', 'Nombre, denominación o razón social'], rows: [[supplier.rfc, supplier.name]], widths: [1.3, 3.4], size: 9 },
    space(8),
    text(`Sentido de la opinión: ${positive ? 'Positivo' : 'Negativo'}`, { bold: true, size: 11 }),
    space(4),
    text(
      positive
        ? 'En los controles electrónicos institucionales del Servicio de Administración Tributaria se observa que el contribuyente está al corriente en el cumplimiento de las obligaciones fiscales que se revisan para la emisión de esta opinión.'
        : 'En los controles electrónicos institucionales del Servicio de Administración Tributaria se observa que el contribuyente tiene obligaciones fiscales pendientes de cumplir entre las que se revisan para la emisión de esta opinión.',
      { size: 9 },
    ),
    space(4),
    text('Vigencia: 30 días naturales a partir de la fecha de emisión, siempre que no cambie la situación fiscal del contribuyente.', { size: 8.5 }),
    text('Fundamento: artículo 32-D del Código Fiscal de la Federación y regla 2.1.37 de la Resolución Miscelánea Fiscal vigente.', { size: 8.5 }),
    space(10),
    rule,
    text(`Cadena original: ||${folio}|${supplier.rfc}|${positive ? 'P' : 'N'}|${rng.digits(8)}||`, { size: 6.5 }),
    ...satSeal(rng, 'Sello digital:'),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 48, baseSize: 10, footer: (p, n) => `sat.gob.mx · MarcaSAT 55 627 22 728 · ${p}/${n}` },
    title: 'Opinión del cumplimiento de obligaciones fiscales',
    producer: 'SAT Trámites',
    date,
  };
}
