/**
 * The 10th IMSS opinion layout (held out in session 11, measured there and tuned on since): the opinion as the Buzón
 * IMSS delivers it, a notification whose letterhead carries the subdelegación's own address and telephone above the
 * patrón's data. The folio, the date ('03.03.2026') and the time as separate rows of a header-less grid, the patrón's
 * name, RFC and registro patronal as a grid under 'Datos del patrón', the result alone in a box after 'Opinión'.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, title } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';

export const imssOpinionTenth = 'buzon-imss-membrete-subdelegacion-fecha-con-puntos-hora-aparte';

const streets = ['AV. CONSTITUCIÓN', 'CALZADA DEL VALLE', 'AV. DE LOS INSURGENTES', 'BOULEVARD DEL MAESTRO'];

export function imssOpinionTenthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const a = supplier.address;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const office = `${rng.pick(streets)} ${rng.int(100, 2999)}, ${a.municipio}, ${a.entidad} · Tel. ${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)}`;
  const blocks: Block[] = [
    text('Instituto Mexicano del Seguro Social', { bold: true, size: 10 }),
    text(`Subdelegación ${a.municipio} · ${office}`, { size: 7 }),
    text('Buzón IMSS · Notificación electrónica', { size: 7 }),
    space(8),
    title('Opinión de cumplimiento de obligaciones en materia de seguridad social', 11),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Número de folio', folio],
        ['Fecha de emisión', formatDate(date, 'dots')],
        ['Hora de emisión', `${hhmm}:${String(rng.int(10, 59))}`],
      ],
      widths: [1.6, 3],
      size: 9,
    },
    space(6),
    text('Datos del patrón', { bold: true, size: 9 }),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Nombre o razón social', supplier.name],
        ['R.F.C.', supplier.rfc],
        ['Registro patronal', supplier.registroPatronal],
      ],
      widths: [1.6, 3],
      size: 9,
    },
    space(6),
    text('Opinión', { size: 8 }),
    { t: 'box', lines: [positive ? 'POSITIVA' : 'NEGATIVA'], size: 13 },
    text(
      positive
        ? 'A la fecha de emisión no se identificaron adeudos ni omisiones en el cumplimiento de las obligaciones del patrón en materia de seguridad social.'
        : 'A la fecha de emisión se identificaron adeudos u omisiones en el cumplimiento de las obligaciones del patrón en materia de seguridad social.',
      { size: 9 },
    ),
    space(10),
    rule,
    text(`Sello digital: ${sealNoise(rng, 96)}`, { size: 7 }),
  ];
  return {
    blocks,
    truth,
    style: { margin: 48, baseSize: 10, footer: (p, n) => `Buzón IMSS · ${p}/${n}` },
    title: 'Opinión de cumplimiento en materia de seguridad social',
    producer: 'Buzón IMSS',
    date,
  };
}
