/**
 * The 10th INFONAVIT opinion layout (held out in session 11, measured there and tuned on since): the Portal
 * Empresarial's constancia with the employer's RFC and NRP as a bar under the title ('RFC … | NRP …'), the company's
 * name below it, the date month first ('Marzo 3, 2026'), the six bimesters reviewed as a table of their own (bimester,
 * aportaciones, amortizaciones), the folio and the result at the end.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';

export const infonavitOpinionTenth = 'barra-rfc-nrp-tabla-seis-bimestres-fecha-mes-primero';

/** The six bimesters before the issue date, newest first, as 'n/aaaa'. */
function reviewed(date: string): string[] {
  let year = Number(date.slice(0, 4));
  let bim = Math.ceil(Number(date.slice(5, 7)) / 2) - 1;
  const out: string[] = [];
  for (let i = 0; i < 6; i++) {
    if (bim === 0) {
      bim = 6;
      year -= 1;
    }
    out.push(`${bim}/${year}`);
    bim -= 1;
  }
  return out;
}

export function infonavitOpinionTenthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const bimesters = reviewed(date);
  // A negative constancia shows which bimester was not paid.
  const missing = positive ? -1 : rng.int(0, bimesters.length - 1);
  const blocks: Block[] = [
    text('Infonavit', { bold: true, size: 15 }),
    text('Portal Empresarial · Constancias', { size: 8 }),
    space(8),
    title('Constancia de situación fiscal', 13),
    text(`RFC ${supplier.rfc}   |   NRP ${supplier.registroPatronal}`, { align: 'center', size: 9 }),
    text(supplier.name, { align: 'center', bold: true }),
    space(6),
    text(`Fecha de emisión: ${formatDate(date, 'monthFirst')}`, { size: 9 }),
    space(4),
    {
      t: 'table',
      title: 'Bimestres revisados',
      headers: ['Bimestre', 'Aportaciones', 'Amortizaciones'],
      rows: bimesters.map((b, i) => [b, i === missing ? 'Omiso' : 'Pagado', i === missing ? 'Omiso' : 'Pagado']),
      widths: [1, 1.4, 1.4],
      size: 8.5,
    },
    space(6),
    text(`Folio de la constancia: ${folio}`),
    text(`Resultado: ${positive ? 'POSITIVA' : 'NEGATIVA'}`, { bold: true }),
    text(positive ? 'El patrón se encuentra al corriente en el pago de aportaciones y amortizaciones.' : 'El patrón presenta omisiones en el pago de aportaciones o amortizaciones.', { size: 9 }),
    space(10),
    rule,
    text(`Cadena de verificación: ${sealNoise(rng, 56)}`, { size: 7 }),
    text('Vigencia de 30 días naturales a partir de la fecha de emisión.', { size: 7 }),
  ];
  return {
    blocks,
    truth,
    style: { margin: 50, baseSize: 10, footer: (p, n) => `empresarios.infonavit.org.mx · ${p} de ${n}` },
    title: 'Constancia de situación fiscal Infonavit',
    producer: 'Infonavit Portal Empresarial',
    date,
  };
}
