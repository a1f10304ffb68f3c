/**
 * The 15th INFONAVIT opinion layout (held out from session 12, written without reading the parsers): the constancia
 * the Portal Empresarial sends by e-mail as an attachment, printed with the e-mail's own header above it (De, Para,
 * Asunto); the constancia itself names the patrón, his NRP and RFC and the date of issue as a spreadsheet-like
 * '03-mar-26' in a header-less grid, the folio on a line of its own under the title, and the result as 'Resultado: POSITIVA'.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';

export const infonavitOpinionFifteenth = 'correo-del-portal-impreso-encabezado-del-correo-fecha-dd-mmm-aa-rejilla-nrp-rfc-folio-bajo-el-titulo';

export function infonavitOpinionFifteenthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    text('De: notificaciones@infonavit.org.mx', { size: 8 }),
    text(`Para: contabilidad@${supplier.rfc.slice(0, 3).toLowerCase()}.com.mx`, { size: 8 }),
    text('Asunto: Constancia de situación fiscal del patrón', { size: 8 }),
    rule,
    space(6),
    text('Infonavit', { bold: true, size: 16 }),
    space(4),
    title('Constancia de situación fiscal', 12),
    text(`Folio ${folio}`, { align: 'center', size: 9 }),
    space(8),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Patrón', supplier.name],
        ['Número de registro patronal (NRP)', supplier.registroPatronal],
        ['Registro Federal de Contribuyentes', supplier.rfc],
        ['Fecha de emisión', formatDate(date, 'monLowerShort')],
      ],
      widths: [1.6, 3],
      size: 9,
    },
    space(8),
    text(`Resultado: ${positive ? 'POSITIVA' : 'NEGATIVA'}`, { bold: true, size: 11 }),
    text(
      positive
        ? 'A la fecha, el patrón no presenta adeudos por aportaciones patronales ni por amortizaciones de créditos de sus trabajadores.'
        : 'A la fecha, el patrón presenta omisiones en el pago de aportaciones patronales o de amortizaciones de créditos de sus trabajadores.',
      { size: 9 },
    ),
    space(10),
    text('Este correo se genera automáticamente; no responda a esta dirección.', { size: 7 }),
    rule,
    text(`Cadena de validación: ${sealNoise(rng, 52)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: 'Constancia de situación fiscal', producer: 'Portal Empresarial Infonavit', date };
}
