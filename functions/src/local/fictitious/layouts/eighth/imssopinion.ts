/**
 * The 8th IMSS opinion layout (held out in session 10, tuned on since session 11): the 2025 Escritorio Virtual print,
 * the patrón's data as the form's field names with colons in a box, the registro patronal split only before the
 * modality ('Y5412345-10-6'), the result in capitals on a line of its own, the issue date as '03/03/26' with the time,
 * the folio in the header.
 */
import { formatDate } from '../../format';
import type { Supplier } from '../../identities';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, title } from '../common';

export const imssOpinionEighth = 'escritorio-recuadro-datos-fecha-dd-mm-aa';

export type ImssOpinionFacts = { rng: Rng; supplier: Supplier; truth: Record<string, string>; date: string; hhmm: string; positive: boolean; folio: string };

export function imssOpinionEighthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const rp = supplier.registroPatronal;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const blocks: Block[] = [
    text('IMSS', { bold: true, size: 16 }),
    text('Seguridad y solidaridad social', { size: 7 }),
    space(6),
    title('Opinión de cumplimiento de obligaciones fiscales en materia de seguridad social', 11),
    space(8),
    {
      t: 'box',
      size: 9,
      lines: [`Nombre, Denominación o Razón Social: ${supplier.name}`, `R.F.C.: ${supplier.rfc}`, `Registro(s) Patronal(es): ${rp.slice(0, 8)}-${rp.slice(8, 10)}-${rp.slice(10)}`, `Fecha de emisión: ${formatDate(date, 'shortYear')} ${hhmm}`],
    },
    space(8),
    text('Resultado de la opinión', { size: 8 }),
    text(positive ? 'POSITIVA' : 'NEGATIVA', { bold: true, size: 14 }),
    space(4),
    text(
      positive
        ? 'Con base en la información de los sistemas del Instituto, a la fecha de emisión el patrón se encuentra al corriente en el cumplimiento de sus obligaciones en materia de seguridad social (artículo 32-D del CFF, regla 2.1.47 de la RMF).'
        : 'Con base en la información de los sistemas del Instituto, a la fecha de emisión el patrón registra créditos fiscales o incumplimientos en materia de seguridad social (artículo 32-D del CFF, regla 2.1.47 de la RMF).',
      { size: 9 },
    ),
    space(12),
    rule,
    text(`Cadena original: |${folio}|${supplier.rfc}|${rp}|${formatDate(date, 'iso')}|${sealNoise(rng, 48)}|`, { size: 7 }),
  ];
  return {
    blocks,
    truth,
    style: { margin: 44, baseSize: 10, header: [`Folio: ${folio}`], footer: (p, n) => `www.imss.gob.mx · ${p}/${n}` },
    title: 'Opinión de cumplimiento en materia de seguridad social',
    producer: 'IMSS Escritorio Virtual Patronal',
    date,
  };
}
