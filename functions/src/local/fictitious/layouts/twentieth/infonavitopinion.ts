/**
 * The 20th Infonavit opinion layout (held out from session 12, written without reading the parsers): the 'Constancia
 * de situación fiscal' as the Portal Empresarial's newer print lays it out: the patrón's data as label lines with the
 * NRP first, the date written 'jueves, 05 de marzo de 2026' at the top right, the result as 'Situación: POSITIVA' on
 * its own bold line and the folio at the foot with the verification code.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text, title } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';

export const infonavitOpinionTwentieth = 'portal-empresarial-2024-fecha-con-dia-de-la-semana-nrp-primero-pares-en-renglon-folio-al-pie';

export function infonavitOpinionTwentiethDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    text('Infonavit', { bold: true, size: 15 }),
    text(formatDate(date, 'weekdayPad'), { align: 'right', size: 8.5 }),
    space(6),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 12),
    text('Cumplimiento de obligaciones patronales ante el Infonavit', { align: 'center', size: 8 }),
    space(8),
    pair('Número de Registro Patronal (NRP):', supplier.registroPatronal, 'inline'),
    pair('Registro Federal de Contribuyentes:', supplier.rfc, 'inline'),
    pair('Denominación o razón social:', supplier.name, 'inline'),
    space(6),
    text(`Situación: ${positive ? 'POSITIVA' : 'NEGATIVA'}`, { bold: true, size: 11.5 }),
    text(
      positive
        ? 'El patrón no tiene a la fecha adeudos por aportaciones patronales ni por amortizaciones de créditos de sus trabajadores.'
        : 'El patrón tiene a la fecha adeudos por aportaciones patronales o amortizaciones de créditos de sus trabajadores.',
      { size: 8.5 },
    ),
    space(8),
    rule,
    text(`Folio de la constancia: ${folio}`, { size: 8.5 }),
    text(`Código de verificación: ${sealNoise(rng, 40)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Constancia de situación fiscal Infonavit', producer: 'Infonavit', date };
}
