/**
 * The 17th IMSS opinion layout (held out from session 12, written without reading the parsers): the opinión as the
 * Buzón IMSS PDF words it: the folio and the date and hour of issue at the top right ('03 de Marzo de 2026, 10:15
 * hrs.'), the patrón's name, RFC and registro patronal inside the opening paragraph, and the result in a framed box
 * written 'Positiva' or 'Negativa'.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, title } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';

export const imssOpinionSeventeenth = 'buzon-imss-datos-del-patron-dentro-del-parrafo-folio-y-fecha-arriba-a-la-derecha-resultado-en-recuadro';

export function imssOpinionSeventeenthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const blocks: Block[] = [
    text('Instituto Mexicano del Seguro Social', { bold: true, size: 11 }),
    text('Buzón IMSS · Opinión de cumplimiento', { size: 8 }),
    space(4),
    text(`Folio: ${folio}`, { align: 'right', size: 8.5 }),
    text(`${formatDate(date, 'longCap')}, ${hhmm} hrs.`, { align: 'right', size: 8.5 }),
    space(8),
    title('Opinión de Cumplimiento de Obligaciones en Materia de Seguridad Social', 10.5),
    space(6),
    text(
      `En atención a la solicitud realizada a través del Buzón IMSS por ${supplier.name}, con Registro Federal de Contribuyentes ${supplier.rfc} y registro patronal ${supplier.registroPatronal}, una vez consultados los sistemas institucionales, se emite la siguiente opinión:`,
      { size: 9 },
    ),
    space(4),
    { t: 'box', lines: [positive ? 'Positiva' : 'Negativa'], size: 12 },
    space(4),
    text(positive ? 'El patrón se encuentra al corriente en el cumplimiento de sus obligaciones.' : 'El patrón presenta incumplimientos o adeudos con el Instituto.', { size: 8.5 }),
    text('Esta opinión se emite conforme a la regla 2.1.39 de la RMF y al Acuerdo ACDO.SA1.HCT.101214/281.P.DIR.', { size: 7.5 }),
    rule,
    text(`Cadena original: ||${folio}|${supplier.rfc}|${date}||`, { size: 6.5 }),
    text(`Sello: ${sealNoise(rng, 80)}`, { size: 6.5 }),
  ];
  return { blocks, truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Opinión de cumplimiento', producer: 'Buzón IMSS', date };
}
