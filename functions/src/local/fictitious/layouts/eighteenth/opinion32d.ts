/**
 * The 18th 32-D opinion layout (held out from session 12, written without reading the parsers): the opinion as the
 * SAT's 2025 portal prints it for a taxpayer with e.firma: the folio and the date and hour of issue stacked
 * right-aligned in the letterhead ('Fecha: 03-MARZO-2026', 'Hora: 10:15:22'), the taxpayer in a box of its own, and the
 * sense as a line in capitals ('OPINIÓN: POSITIVO') before the legal text.
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';

export const opinion32dEighteenth = 'portal-2025-folio-fecha-y-hora-apiladas-a-la-derecha-contribuyente-en-recuadro-sentido-en-mayusculas';

export function opinion32dEighteenthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const blocks: Block[] = [
    text('GOBIERNO DE MÉXICO  ·  HACIENDA  ·  SAT', { bold: true, size: 9 }),
    text(`Folio: ${folio}`, { align: 'right', size: 8.5 }),
    text(`Fecha: ${formatDate(date, 'longDashUpper')}`, { align: 'right', size: 8.5 }),
    text(`Hora: ${hhmm}:${pad2(rng.int(0, 59))}`, { align: 'right', size: 8.5 }),
    space(8),
    title('OPINIÓN DEL CUMPLIMIENTO DE OBLIGACIONES FISCALES', 11),
    space(6),
    { t: 'box', lines: [`Nombre, denominación o razón social: ${supplier.name}`, `R.F.C.: ${supplier.rfc}`], size: 9 },
    space(6),
    text(`OPINIÓN: ${positive ? 'POSITIVO' : 'NEGATIVO'}`, { bold: true, size: 11 }),
    space(4),
    text(
      positive
        ? 'En los controles electrónicos institucionales no se identificaron obligaciones fiscales pendientes de cumplir ni créditos fiscales firmes o exigibles.'
        : 'En los controles electrónicos institucionales se identificaron obligaciones fiscales omitidas o créditos fiscales firmes o exigibles.',
      { size: 8.5 },
    ),
    text('La presente opinión se emite con fundamento en el artículo 32-D del Código Fiscal de la Federación y la regla 2.1.37 de la Resolución Miscelánea Fiscal vigente; no constituye resolución en sentido favorable al contribuyente.', { size: 7.5 }),
    space(6),
    rule,
    ...satSeal(rng, 'Sello digital SAT:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Opinión del cumplimiento de obligaciones fiscales', producer: 'SAT Opinión 32-D', date };
}
