/**
 * The 12th INFONAVIT opinion layout (held out in session 11, measured there and tuned on since): the constancia with
 * its folio only as the human-readable line of its Code 39 barcode ('*INF26AB12345678*', the asterisks are the code's
 * start and stop characters), the date in capitals with its weekday ('MARTES 03 DE MARZO DE 2026'), the company's name
 * under 'Nombre o razón social' and its NRP and RFC in a headed row with the situation of aportaciones and
 * amortizaciones, the opinion in the closing line.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';

export const infonavitOpinionTwelfth = 'folio-solo-en-codigo-de-barras-fecha-con-dia-de-la-semana-fila-nrp-rfc-situacion';

export function infonavitOpinionTwelfthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const a = supplier.address;
  const truth = { ...f.truth, fechaEmision: date };
  const situation = positive ? 'Sin adeudo' : 'Con adeudo';
  const blocks: Block[] = [
    text('Infonavit', { bold: true, size: 16 }),
    text('Instituto del Fondo Nacional de la Vivienda para los Trabajadores', { size: 8 }),
    space(2),
    text('|| ||| | |||| || ||| | || |||| ||', { align: 'right', size: 12 }),
    text(`*${folio}*`, { align: 'right', size: 8 }),
    space(6),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 12),
    text('Cumplimiento de obligaciones en materia de aportaciones y amortizaciones', { align: 'center', size: 8.5 }),
    space(6),
    text(`${a.municipio}, ${a.entidad}, ${formatDate(date, 'weekdayUpper')}`, { align: 'right', size: 9 }),
    space(6),
    text('Nombre o razón social', { size: 8 }),
    text(supplier.name, { bold: true }),
    space(4),
    {
      t: 'table',
      headers: ['Número de Registro Patronal', 'RFC', 'Aportaciones', 'Amortizaciones'],
      rows: [[supplier.registroPatronal, supplier.rfc, situation, situation]],
      widths: [1.8, 1.6, 1.2, 1.2],
      size: 8.5,
    },
    space(6),
    text('La situación se determina con la información de pagos registrada en el Instituto a la fecha de emisión, de los últimos seis bimestres vencidos.', { size: 8 }),
    space(4),
    text(`Opinión de cumplimiento: ${positive ? 'POSITIVA' : 'NEGATIVA'}`, { bold: true }),
    space(10),
    rule,
    text(`Cadena de seguridad: ${sealNoise(rng, 72)}`, { size: 6.5 }),
    text('Verifique la autenticidad de esta constancia en el Portal Empresarial con el folio del código de barras.', { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `Infonavit · ${p}/${n}` }, title: 'Constancia de situación fiscal Infonavit', producer: 'Portal Empresarial Infonavit', date };
}
