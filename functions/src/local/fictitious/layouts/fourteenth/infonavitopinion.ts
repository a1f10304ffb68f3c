/**
 * The 14th INFONAVIT opinion layout (held out from session 11, written after the 13th was measured): the constancia as
 * the Portal Empresarial's 'Consulta de situación' prints it in landscape-like fashion: one headed row carrying RFC,
 * NRP, razón social, folio and date of issue ('16 de ene. de 2025') side by side, so the name wraps in its narrow column,
 * then the result as 'Opinión: POSITIVA' in a box with the meaning of each sense below.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';

export const infonavitOpinionFourteenth = 'fila-encabezada-rfc-nrp-nombre-folio-fecha-mes-abreviado-con-de-resultado-en-recuadro';

export function infonavitOpinionFourteenthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    text('INFONAVIT', { bold: true, size: 15 }),
    text('Instituto del Fondo Nacional de la Vivienda para los Trabajadores · Portal Empresarial', { size: 7.5 }),
    space(8),
    title('Constancia de situación fiscal', 12),
    text('Consulta de situación del patrón en materia de aportaciones y amortizaciones', { align: 'center', size: 8.5 }),
    space(8),
    {
      t: 'table',
      headers: ['RFC', 'NRP', 'Razón social', 'Folio', 'Fecha de emisión'],
      rows: [[supplier.rfc, supplier.registroPatronal, supplier.name, folio, formatDate(date, 'monDotDe')]],
      widths: [1.2, 1.1, 2.4, 1.4, 1.2],
      size: 8,
    },
    space(8),
    { t: 'box', lines: [`Opinión: ${positive ? 'POSITIVA' : 'NEGATIVA'}`], size: 11 },
    space(4),
    text('Positiva: el patrón no tiene adeudos de aportaciones ni de amortizaciones a la fecha de emisión.', { size: 8 }),
    text('Negativa: el patrón tiene omisiones o adeudos pendientes de regularizar.', { size: 8 }),
    space(10),
    rule,
    text(`Código de autenticidad: ${sealNoise(rng, 48)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `Portal Empresarial Infonavit · ${p} de ${n}` }, title: 'Constancia de situación fiscal', producer: 'Portal Empresarial Infonavit', date };
}
