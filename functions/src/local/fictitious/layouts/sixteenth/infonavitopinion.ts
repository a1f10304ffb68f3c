/**
 * The 16th INFONAVIT opinion layout (held out from session 12, written without reading the parsers): the 'Constancia
 * de cumplimiento de obligaciones' as an oficio of the Delegación Regional: the folio and the date of issue as a
 * letter's date with 'del' ('03 de marzo del 2026') stacked at the top right, the patrón's data in a header-less grid
 * of label and value cells (razón social, R.F.C., N.R.P.), and the result inside the resolution's sentence ('…se emite
 * la presente en sentido POSITIVA.').
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';

export const infonavitOpinionSixteenth = 'oficio-de-la-delegacion-folio-y-fecha-con-del-a-la-derecha-rejilla-del-patron-resultado-en-la-frase';

export function infonavitOpinionSixteenthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    text('INSTITUTO DEL FONDO NACIONAL DE LA VIVIENDA PARA LOS TRABAJADORES', { bold: true, size: 9.5 }),
    text(`Delegación Regional ${supplier.address.entidad} · Área de Fiscalización`, { size: 8 }),
    space(8),
    text(`Folio: ${folio}`, { align: 'right', size: 9 }),
    text(`Fecha: ${formatDate(date, 'longDelPad')}`, { align: 'right', size: 9 }),
    space(10),
    title('CONSTANCIA DE CUMPLIMIENTO DE OBLIGACIONES', 11.5),
    space(8),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Nombre o razón social', supplier.name],
        ['R.F.C.', supplier.rfc],
        ['N.R.P.', supplier.registroPatronal],
      ],
      widths: [1.3, 4],
      size: 9,
    },
    space(8),
    text(
      `Una vez revisados los registros del Instituto respecto de las aportaciones patronales y los descuentos por amortización de créditos de vivienda a cargo del patrón, se emite la presente en sentido ${positive ? 'POSITIVA' : 'NEGATIVA'}.`,
      { size: 9 },
    ),
    space(4),
    text('Esta constancia tiene una vigencia de 30 días naturales a partir de la fecha de su emisión y se expide para los fines del artículo 29 de la Ley del Infonavit.', { size: 7.5 }),
    space(12),
    text('Atentamente', { size: 9, align: 'center' }),
    text('Gerencia de Fiscalización', { size: 8, align: 'center' }),
    rule,
    text(`Cadena de autenticidad: ${sealNoise(rng, 72)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Constancia de cumplimiento Infonavit', producer: 'Infonavit', date };
}
