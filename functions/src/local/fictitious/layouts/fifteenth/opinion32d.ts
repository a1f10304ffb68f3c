/**
 * The 15th 32-D opinion layout (held out from session 12, written without reading the parsers): the opinion a customer
 * obtains for its supplier through the SAT's 'Consulta de la opinión de cumplimiento de terceros' (the supplier
 * authorised it in advance). The consulting company's RFC and name head the page; the supplier's data, the folio and
 * the sense follow in a headed table read across; the date of the consultation is Windows' es-MX long date with the
 * day padded ('martes, 03 de marzo de 2026') and the hour after 'a las'.
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';

export const opinion32dFifteenth = 'consulta-de-terceros-rfc-de-quien-consulta-arriba-fila-encabezada-del-contribuyente-fecha-con-dia-de-la-semana-y-cero';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

export function opinion32dFifteenthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  // The customer who consults: another company's RFC and name, printed above the supplier's.
  const consultant = `${rng.chars(3, LETTERS)}${pad2(rng.int(0, 19))}${pad2(rng.int(1, 12))}${pad2(rng.int(1, 28))}${rng.chars(3, `${LETTERS}0123456789`)}`;
  const blocks: Block[] = [
    text('Servicio de Administración Tributaria', { bold: true, size: 11 }),
    text('Consulta de la opinión del cumplimiento de obligaciones fiscales de terceros', { size: 8 }),
    space(8),
    text(`RFC de quien consulta: ${consultant}`, { size: 8.5 }),
    text(`Nombre de quien consulta: ${rng.pick(['COMERCIALIZADORA DEL PACÍFICO', 'MANUFACTURAS INDUSTRIALES DEL NORTE', 'DISTRIBUIDORA REGIONAL DEL CENTRO'])}, S.A. DE C.V.`, { size: 8.5 }),
    space(8),
    title('Opinión del cumplimiento de obligaciones fiscales', 12),
    text(`Consulta realizada el ${formatDate(date, 'weekdayPad')} a las ${hhmm}:${pad2(rng.int(0, 59))} horas.`, { align: 'center', size: 8.5 }),
    space(8),
    {
      t: 'table',
      title: 'Contribuyente consultado',
      headers: ['RFC', 'Nombre, denominación o razón social', 'Folio', 'Sentido'],
      rows: [[supplier.rfc, supplier.name, folio, positive ? 'POSITIVO' : 'NEGATIVO']],
      widths: [1.3, 3, 1.4, 1],
      size: 8.5,
    },
    space(8),
    text(
      positive
        ? 'El contribuyente consultado se encuentra al corriente en el cumplimiento de sus obligaciones fiscales a la fecha de la consulta.'
        : 'El contribuyente consultado no se encuentra al corriente en el cumplimiento de sus obligaciones fiscales a la fecha de la consulta.',
      { size: 9 },
    ),
    text('La consulta se realizó con la autorización que el contribuyente otorgó en el Portal del SAT, conforme a la regla 2.1.37 de la Resolución Miscelánea Fiscal.', { size: 7.5 }),
    space(10),
    rule,
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Opinión de cumplimiento de terceros', producer: 'SAT', date };
}
