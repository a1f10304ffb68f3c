/**
 * The 8th 32-D opinion layout (held out in session 10, tuned on since session 11): the letter the SAT mails to the
 * taxpayer's buzón, date and time of issue at the top ('03 de Marzo de 2026, 14:05:22 hrs.'), the addressee's name and
 * RFC as the letter's heading, the sense inside the body's sentence, the folio at the foot next to the seal.
 */
import { formatDate } from '../../format';
import type { Supplier } from '../../identities';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text } from '../common';

export const opinion32dEighth = 'carta-buzon-sentido-en-el-texto-folio-al-pie';

export type Opinion32dFacts = { rng: Rng; supplier: Supplier; truth: Record<string, string>; date: string; hhmm: string; positive: boolean; folio: string };

export function opinion32dEighthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const blocks: Block[] = [
    text('Servicio de Administración Tributaria', { bold: true, size: 10 }),
    text('Administración General de Servicios al Contribuyente', { size: 8 }),
    space(8),
    text(`Fecha de emisión: ${formatDate(date, 'longCap')}, ${hhmm}:${String(rng.int(10, 59))} hrs.`, { align: 'right', size: 9 }),
    space(10),
    text(supplier.name.toUpperCase(), { bold: true }),
    text(`Clave de R.F.C.: ${supplier.rfc}`),
    text('P r e s e n t e', { size: 9 }),
    space(10),
    text('Asunto: Opinión del cumplimiento de obligaciones fiscales.', { bold: true, size: 9 }),
    space(6),
    text(
      `En atención a su solicitud, y con fundamento en el artículo 32-D del Código Fiscal de la Federación y en la regla 2.1.37 de la Resolución Miscelánea Fiscal, le informamos que, de la revisión a los controles electrónicos institucionales, ${
        positive ? 'usted se encuentra al corriente en el cumplimiento de sus obligaciones fiscales, por lo que se emite opinión del cumplimiento en sentido POSITIVO.' : 'se detectaron obligaciones fiscales pendientes de cumplimiento, por lo que se emite opinión del cumplimiento en sentido NEGATIVO.'
      }`,
    ),
    space(6),
    text('La presente opinión no constituye resolución en sentido favorable sobre el cálculo y entero de las contribuciones y tiene una vigencia de 30 días naturales a partir de su emisión.', { size: 8 }),
    space(6),
    text('Atentamente,', { size: 9 }),
    text('Servicio de Administración Tributaria', { size: 9 }),
    space(14),
    rule,
    text(`Folio: ${folio}`, { bold: true, size: 9 }),
    text(`Sello digital: ${sealNoise(rng, 128)}`, { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 56, baseSize: 10, header: ['SAT · Buzón Tributario'], footer: (p, n) => `${p} de ${n}` },
    title: 'Opinión de cumplimiento',
    producer: 'SAT Buzón Tributario',
    date,
  };
}
