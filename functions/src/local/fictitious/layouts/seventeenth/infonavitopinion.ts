/**
 * The 17th Infonavit opinion layout (held out from session 12, written without reading the parsers): the 'Constancia
 * de situación fiscal del patrón' of the Portal Empresarial: one headed row across the page (NRP, RFC, razón social),
 * the result as 'Sentido de la opinión: POSITIVA' under it, the date as '03 MARZO 2026' and the folio at the foot,
 * next to the authenticity chain.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';

export const infonavitOpinionSeventeenth = 'portal-empresarial-fila-nrp-rfc-razon-social-sentido-en-linea-folio-al-pie';

export function infonavitOpinionSeventeenthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    text('INFONAVIT', { bold: true, size: 15 }),
    text('Portal Empresarial · Servicios en línea', { size: 8 }),
    space(8),
    title('Constancia de situación fiscal del patrón ante el Infonavit', 11),
    text(`Fecha de consulta: ${formatDate(date, 'dayMonthUpper')}`, { align: 'center', size: 9 }),
    space(8),
    { t: 'table', headers: ['NRP', 'RFC', 'Nombre o razón social'], rows: [[supplier.registroPatronal, supplier.rfc, supplier.name]], widths: [1.2, 1.2, 3.2], size: 8.5 },
    space(6),
    text(`Sentido de la opinión: ${positive ? 'POSITIVA' : 'NEGATIVA'}`, { bold: true, size: 10 }),
    text(positive ? 'No se identificaron adeudos de aportaciones ni de amortizaciones a la fecha de consulta.' : 'Se identificaron adeudos de aportaciones o de amortizaciones a la fecha de consulta.', { size: 8.5 }),
    space(10),
    text('La constancia refleja la información de los registros del Instituto a la fecha de consulta y no prejuzga sobre revisiones posteriores.', { size: 7.5 }),
    rule,
    text(`Folio de la constancia: ${folio}`, { size: 8 }),
    text(`Cadena de autenticidad: ${sealNoise(rng, 64)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `${p} - ${n}` }, title: 'Constancia de situación fiscal del patrón', producer: 'Infonavit Portal Empresarial', date };
}
