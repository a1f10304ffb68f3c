/**
 * The 18th Infonavit opinion layout (held out from session 12, written without reading the parsers): the constancia as
 * a letter from the Portal Empresarial: place and date first ('Ciudad de México, a 3 de Marzo del 2026'), the patrón
 * addressed by name with RFC and NRP in the salutation's lines, the result in a box ('Resultado de la consulta:
 * POSITIVA') and the folio at the foot.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';

export const infonavitOpinionEighteenth = 'carta-lugar-y-fecha-primero-patron-en-el-saludo-resultado-en-recuadro-folio-al-pie';

export function infonavitOpinionEighteenthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    text('Infonavit', { bold: true, size: 15 }),
    text('Gerencia de Fiscalización · Portal Empresarial', { size: 8 }),
    space(8),
    text(`Ciudad de México, a ${formatDate(date, 'longDelCap')}`, { align: 'right', size: 9 }),
    space(8),
    text(supplier.name, { bold: true, size: 10 }),
    text(`R.F.C. ${supplier.rfc}`, { size: 9 }),
    text(`N.R.P. ${supplier.registroPatronal}`, { size: 9 }),
    text('P r e s e n t e', { size: 9 }),
    space(8),
    text('Asunto: Constancia de situación fiscal en materia de aportaciones y amortizaciones.', { bold: true, size: 9 }),
    text('Con base en la información de los sistemas del Instituto a la fecha de esta constancia, se informa al patrón el resultado de su situación fiscal:', { size: 9 }),
    space(4),
    { t: 'box', lines: [`Resultado de la consulta: ${positive ? 'POSITIVA' : 'NEGATIVA'}`, positive ? 'Sin adeudos de aportaciones ni de amortizaciones.' : 'Con adeudos de aportaciones o de amortizaciones.'], size: 9.5 },
    space(8),
    text('Atentamente', { size: 9 }),
    text('Infonavit', { size: 9 }),
    space(8),
    rule,
    text(`Folio: ${folio}`, { size: 8 }),
    text(`Cadena de verificación: ${sealNoise(rng, 60)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 54, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Constancia de situación fiscal Infonavit', producer: 'Infonavit', date };
}
