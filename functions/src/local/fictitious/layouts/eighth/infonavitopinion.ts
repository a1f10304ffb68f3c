/**
 * The 8th INFONAVIT opinion layout (held out in session 10, tuned on since session 11): the Portal Empresarial's 2025
 * 'Constancia de situación fiscal' with the data in a two-column grid without headers ('NRP', 'RFC', 'Razón social',
 * 'No. de folio'), the date as '03 mar. 2026', the result as 'Sin adeudo' / 'Con adeudo' next to the opinion word, a
 * validation code.
 */
import { formatDate } from '../../format';
import type { Supplier } from '../../identities';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';

export const infonavitOpinionEighth = 'portal-rejilla-sin-encabezado-fecha-mes-con-punto';

export type InfonavitOpinionFacts = { rng: Rng; supplier: Supplier; truth: Record<string, string>; date: string; positive: boolean; folio: string };

export function infonavitOpinionEighthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const rp = supplier.registroPatronal;
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    text('Infonavit', { bold: true, size: 16 }),
    text('Portal Empresarial', { size: 8 }),
    space(8),
    title('Constancia de situación fiscal del patrón', 12),
    text('(opinión de cumplimiento de aportaciones y amortizaciones)', { align: 'center', size: 8 }),
    space(8),
    {
      t: 'table',
      headers: [],
      rows: [
        ['No. de folio', folio],
        ['Razón social', supplier.name],
        ['RFC', supplier.rfc],
        ['NRP', rp],
        ['Fecha de emisión', formatDate(date, 'monDot')],
        ['Situación', positive ? 'Sin adeudo' : 'Con adeudo'],
      ],
      widths: [1.4, 4],
      size: 9,
    },
    space(6),
    text(`Opinión: ${positive ? 'POSITIVA' : 'NEGATIVA'}`, { bold: true, size: 11 }),
    text(
      positive
        ? 'El patrón no registra adeudos exigibles por concepto de aportaciones patronales ni de amortizaciones de créditos de vivienda.'
        : 'El patrón registra adeudos exigibles por concepto de aportaciones patronales o de amortizaciones de créditos de vivienda.',
      { size: 9 },
    ),
    space(10),
    rule,
    text(`Código de validación ${sealNoise(rng, 32)}`, { size: 7 }),
    text('Vigencia: 30 días naturales a partir de la fecha de emisión. Verifique en empresarios.infonavit.org.mx', { size: 7 }),
  ];
  return {
    blocks,
    truth,
    style: { margin: 50, baseSize: 10, footer: (p, n) => `Hoja ${p} de ${n} · Infonavit` },
    title: 'Constancia de situación fiscal Infonavit',
    producer: 'Infonavit Portal Empresarial',
    date,
  };
}
