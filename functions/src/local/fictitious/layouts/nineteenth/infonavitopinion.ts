/**
 * The 19th Infonavit opinion layout (held out from session 12, written without reading the parsers): the constancia as
 * the Portal Empresarial's 'Consulta de situación fiscal' page prints it from the browser: the folio and the date of
 * the consulta on the right of the heading ('16 ene 2025'), the patrón as a headed row (NRP, RFC, razón social), the
 * situation of aportaciones and amortizaciones in a headed table, and the result as 'Resultado: POSITIVA'.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';

export const infonavitOpinionNineteenth = 'consulta-del-portal-folio-y-fecha-a-la-derecha-patron-en-fila-con-encabezados-situacion-en-tabla';

export function infonavitOpinionNineteenthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const state = positive ? 'Sin adeudo' : 'Con adeudo';
  const blocks: Block[] = [
    text('INFONAVIT  ·  Portal Empresarial', { bold: true, size: 11 }),
    text(`No. de folio: ${folio}`, { align: 'right', size: 8.5 }),
    text(`Fecha de consulta: ${formatDate(date, 'monSpacedLower')}`, { align: 'right', size: 8.5 }),
    space(6),
    text('Constancia de situación fiscal del patrón', { bold: true, size: 12 }),
    space(4),
    { t: 'table', headers: ['NRP', 'RFC', 'Razón social'], rows: [[supplier.registroPatronal, supplier.rfc, supplier.name]], widths: [1.1, 1.2, 3.4], size: 8.5 },
    space(4),
    { t: 'table', title: 'Situación del patrón', headers: ['Concepto', 'Situación'], rows: [['Aportaciones patronales', state], ['Amortizaciones de créditos', state], ['Créditos fiscales', state]], widths: [2.5, 1.5], size: 8.5 },
    space(6),
    text(`Resultado: ${positive ? 'POSITIVA' : 'NEGATIVA'}`, { bold: true, size: 11 }),
    text('Esta constancia refleja la información registrada en los sistemas del Instituto a la fecha de consulta y no prejuzga sobre adeudos que se determinen posteriormente.', { size: 7.5 }),
    space(6),
    rule,
    text(`Código de verificación: ${sealNoise(rng, 48)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `portalempresarial.infonavit.org.mx    ${p}/${n}` }, title: 'Constancia de situación fiscal Infonavit', producer: 'Infonavit Portal Empresarial', date };
}
