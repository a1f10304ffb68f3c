/**
 * The 13th INFONAVIT opinion layout (held out from session 11, after the 12th was measured): the constancia of a
 * company that has had more than one registro patronal, as the Portal Empresarial prints it for the RFC: the folio and
 * the date of issue in capitals without 'de' ('03 MARZO 2026') in a header-less grid at the top right, the company's
 * RFC and name under 'Datos de la empresa', then every NRP associated with the RFC as a row of a headed table (the
 * current one first; one closed earlier, 'Baja', for some) with its delegación and its situation, and the opinion at
 * the end as 'Resultado: POSITIVA'.
 */
import { formatDate } from '../../format';
import { registroPatronal } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';

export const infonavitOpinionThirteenth = 'varios-nrp-del-rfc-en-tabla-vigente-primero-fecha-dd-mes-aaaa-sin-de-rejilla-folio';

export function infonavitOpinionThirteenthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const situation = positive ? 'Sin adeudo' : 'Con adeudo';
  const delegacion = supplier.address.entidad;
  const registros: string[][] = [[supplier.registroPatronal, delegacion, 'Vigente', situation]];
  // A company that moved its work centre keeps its former registro in the list, closed.
  if (rng.chance(0.5)) registros.push([registroPatronal(rng), delegacion, 'Baja', 'Sin adeudo']);
  const blocks: Block[] = [
    text('Infonavit', { bold: true, size: 16 }),
    text('Portal Empresarial · Constancias', { size: 8 }),
    space(4),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Número de folio', folio],
        ['Fecha de emisión', formatDate(date, 'dayMonthUpper')],
      ],
      widths: [1.2, 1.4],
      size: 8.5,
    },
    space(6),
    title('Constancia de situación fiscal en materia de aportaciones y amortizaciones', 11),
    space(6),
    text('Datos de la empresa', { bold: true, size: 9 }),
    text(`RFC: ${supplier.rfc}`, { size: 9 }),
    text(`Razón social: ${supplier.name}`, { size: 9 }),
    space(6),
    { t: 'table', title: 'Números de registro patronal (NRP) asociados al RFC', headers: ['NRP', 'Delegación', 'Estatus', 'Situación'], rows: registros, widths: [1.4, 1.8, 0.9, 1.1], size: 8.5 },
    space(6),
    text('La situación de cada NRP considera los pagos de aportaciones patronales y descuentos por amortización de créditos registrados en el Instituto a la fecha de emisión.', { size: 8 }),
    space(4),
    text(`Resultado: ${positive ? 'POSITIVA' : 'NEGATIVA'}`, { bold: true, size: 11 }),
    space(10),
    rule,
    text(`Sello digital: ${sealNoise(rng, 88)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `infonavit.org.mx · ${p}/${n}` }, title: 'Constancia de situación fiscal Infonavit', producer: 'Portal Empresarial Infonavit', date };
}
