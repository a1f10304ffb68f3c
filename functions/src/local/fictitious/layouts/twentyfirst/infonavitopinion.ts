/**
 * The 21st Infonavit opinion layout (held out from session 13, written without reading the parsers): the 'Constancia
 * de situación fiscal' as the Portal Empresarial printed it before its 2022 redesign: the folio and the date and time
 * of issue ('05/03/2026 10:41 hrs.') in a two-cell band, the patrón as a headed one-row table (NRP, RFC, name), and
 * the result after 'Opinión:' with its reason in parentheses.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, time, title } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';

export const infonavitOpinionTwentyfirst = 'portal-empresarial-anterior-a-2022-banda-folio-y-fecha-con-hora-tabla-nrp-rfc-nombre-opinion-con-motivo';

export function infonavitOpinionTwentyfirstDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const hhmm = time(rng);
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const blocks: Block[] = [
    text('INFONAVIT  ·  Portal Empresarial', { bold: true, size: 11 }),
    space(6),
    title('Constancia de situación fiscal', 12),
    space(4),
    { t: 'table', headers: [], rows: [[`Folio: ${folio}`, `Emisión: ${formatDate(date, 'slash')} ${hhmm} hrs.`]], widths: [1, 1], size: 8.5 },
    space(6),
    { t: 'table', headers: ['NRP', 'RFC', 'Razón social'], rows: [[supplier.registroPatronal, supplier.rfc, supplier.name]], widths: [1.2, 1.3, 3.5], size: 8.5 },
    space(8),
    text(`Opinión: ${positive ? 'POSITIVA (sin adeudos a la fecha de emisión)' : 'NEGATIVA (con adeudos a la fecha de emisión)'}`, { bold: true, size: 10.5 }),
    space(4),
    text('Esta constancia se emite con base en los pagos de aportaciones y amortizaciones registrados en el Instituto; no prejuzga sobre adeudos que se determinen posteriormente.', { size: 8 }),
    space(8),
    rule,
    text(`Cadena de validación: ${sealNoise(rng, 48)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `empresarios.infonavit.org.mx    ${p} de ${n}` }, title: 'Constancia de situación fiscal Infonavit', producer: 'Infonavit Portal Empresarial', date };
}
