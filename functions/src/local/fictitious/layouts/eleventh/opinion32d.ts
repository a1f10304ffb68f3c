/**
 * The 11th 32-D opinion layout (held out in session 11, measured there and tuned on since): the opinion as the taxpayer
 * downloads it again from 'Mi portal' (the reprint of an opinion already issued). The date and time of issue in the
 * reprint's header as the system stamps them ('2026-03-03 14:05:22') with the folio below, the taxpayer as
 * 'Contribuyente' and 'RFC' lines, the sense in a box under 'Sentido de la opinión emitida', and for a negative opinion
 * the obligations found unfulfilled as a table (obligation, period, ejercicio).
 */
import { formatDate, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';

export const opinion32dEleventh = 'reimpresion-mi-portal-fecha-hora-aaaa-mm-dd-obligaciones-omitidas-en-tabla';

const obligations = ['Declaración de pago de retenciones de ISR por sueldos y salarios', 'Pago definitivo mensual de IVA', 'Declaración anual de ISR personas morales', 'Declaración informativa de operaciones con terceros'];

export function opinion32dEleventhDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  // A negative opinion names what is missing: one to three obligations of the months before the issue.
  const missing = positive
    ? []
    : rng.shuffle(obligations).slice(0, rng.int(1, 3)).map((o, i) => {
        const back = month - 1 - i;
        const m = back >= 1 ? back : back + 12;
        return [o, monthName(m).toUpperCase(), String(back >= 1 ? year : year - 1)];
      });
  const blocks: Block[] = [
    text(`Reimpresión · Fecha de emisión ${formatDate(date, 'iso')} ${hhmm}:${String(rng.int(10, 59))}`, { align: 'right', size: 8 }),
    text(`Folio ${folio}`, { align: 'right', size: 9, bold: true }),
    space(4),
    text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { bold: true, size: 9 }),
    text('Administración General de Recaudación', { size: 8 }),
    space(8),
    title('Opinión del cumplimiento de obligaciones fiscales', 12),
    space(8),
    text(`Contribuyente: ${supplier.name}`, { size: 10 }),
    text(`RFC: ${supplier.rfc}`, { size: 10 }),
    space(6),
    text('Sentido de la opinión emitida', { size: 8 }),
    { t: 'box', lines: [positive ? 'POSITIVO' : 'NEGATIVO'], size: 12 },
    space(4),
  ];
  if (positive) blocks.push(text('En los controles electrónicos internos del SAT no se identificaron obligaciones pendientes de cumplir a la fecha de emisión.', { size: 9 }));
  else {
    blocks.push(text('En los controles electrónicos internos del SAT se identificaron las obligaciones siguientes sin cumplir:', { size: 9 }));
    blocks.push({ t: 'table', headers: ['Obligación', 'Periodo', 'Ejercicio'], rows: missing, widths: [5, 1.4, 1], size: 8.5 });
    blocks.push(text('Una vez que cumpla, podrá generar una nueva opinión desde el portal del SAT.', { size: 8 }));
  }
  blocks.push(
    space(8),
    text('La opinión se genera atendiendo a la situación del contribuyente en los sistemas del SAT a la fecha de su emisión, conforme al artículo 32-D del CFF y la Resolución Miscelánea Fiscal vigente.', { size: 7 }),
    rule,
    ...satSeal(rng),
  );
  return {
    blocks,
    truth: f.truth,
    style: { margin: 48, baseSize: 10, footer: (p, n) => `${p}/${n} · Mi portal · sat.gob.mx` },
    title: 'Opinión del cumplimiento (reimpresión)',
    producer: 'SAT Mi portal',
    date,
  };
}
