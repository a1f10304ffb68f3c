/**
 * The 13th IMSS opinion layout (held out from session 11, after the 12th was measured): the opinion as a customer
 * obtains it through the IMSS's 'Consulta de opinión de cumplimiento de terceros' (the patrón authorised its
 * publication). The consulting company's RFC and name come first under 'Datos de quien consulta'; the patrón consulted
 * follows as one headed row (RFC, registro patronal spaced as the consultation screen groups it, 'Y54 12345 10 6', and
 * the name); the result is a second headed row with the folio, the date and time of issue in a sentence-like cell ('3
 * de marzo de 2026, 14:05 h') and the opinion in the feminine the IMSS uses.
 */
import { formatDate, pad2 } from '../../format';
import { companyRfc } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, title } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';

export const imssOpinionThirteenth = 'consulta-de-terceros-datos-de-quien-consulta-primero-registro-en-grupos-fila-de-resultado';

const customers = ['GRUPO INDUSTRIAL DEL VALLE', 'CADENA COMERCIAL DEL CENTRO', 'MANUFACTURAS AUTOMOTRICES DEL NORTE', 'HOSPITALES UNIDOS DE OCCIDENTE'];

export function imssOpinionThirteenthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const customer = rng.pick(customers);
  const customerRfc = companyRfc(rng, customer, `${rng.int(1975, 2005)}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`);
  const rp = supplier.registroPatronal;
  const blocks: Block[] = [
    text('IMSS', { bold: true, size: 16 }),
    text('Instituto Mexicano del Seguro Social · Dirección de Incorporación y Recaudación', { size: 8 }),
    space(8),
    title('Consulta de opinión de cumplimiento de terceros', 12),
    text('Obligaciones en materia de seguridad social', { align: 'center', size: 8.5 }),
    space(8),
    text('Datos de quien consulta', { bold: true, size: 9 }),
    text(`RFC: ${customerRfc}     Nombre: ${customer}, S.A. DE C.V.`, { size: 8.5 }),
    space(6),
    text('Patrón consultado', { bold: true, size: 9 }),
    {
      t: 'table',
      headers: ['RFC', 'Registro patronal', 'Nombre, denominación o razón social'],
      rows: [[supplier.rfc, `${rp.slice(0, 3)} ${rp.slice(3, 8)} ${rp.slice(8, 10)} ${rp.slice(10)}`, supplier.name]],
      widths: [1.3, 1.3, 3.2],
      size: 8.5,
    },
    space(6),
    text('Resultado', { bold: true, size: 9 }),
    {
      t: 'table',
      headers: ['Folio de la opinión', 'Emitida', 'Opinión'],
      rows: [[folio, `${formatDate(date, 'longNoPad')}, ${hhmm} h`, positive ? 'Positiva' : 'Negativa']],
      widths: [1.6, 2.2, 1],
      size: 8.5,
    },
    space(6),
    text(
      positive
        ? 'El patrón consultado autorizó hacer pública su opinión. A la fecha de emisión no se identificaron adeudos ni omisiones en el pago de cuotas obrero patronales.'
        : 'El patrón consultado autorizó hacer pública su opinión. A la fecha de emisión se identificaron adeudos u omisiones en el pago de cuotas obrero patronales.',
      { size: 8.5 },
    ),
    text('Regla 2.1.39 de la Resolución Miscelánea Fiscal y Acuerdo ACDO.SA1.HCT.101214/281.P.DIR del H. Consejo Técnico del IMSS.', { size: 7.5 }),
    space(10),
    rule,
    text(`Código de verificación: ${sealNoise(rng, 40)}`, { size: 7 }),
  ];
  return { blocks, truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `Consulta de terceros · Página ${p} de ${n}` }, title: 'Opinión de cumplimiento de terceros', producer: 'IMSS Digital', date };
}
