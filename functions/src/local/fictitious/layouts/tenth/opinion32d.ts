/**
 * The 10th 32-D opinion layout (held out in session 11, measured there and tuned on since): the opinion as a customer
 * obtains it through the SAT's 'consulta de la opinión del cumplimiento de terceros' (the supplier authorised its
 * publication). The consulting customer's RFC comes first, then the supplier's data as a header-less label/value grid
 * with the sense as one of its rows, the revision sentence with the date as '03/03/2026' and the time with seconds.
 */
import { formatDate } from '../../format';
import { companyRfc } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';

export const opinion32dTenth = 'consulta-de-terceros-rfc-solicitante-rejilla-fecha-dd-mm-aaaa';

const customers = ['CONSTRUCTORA Y ARRENDADORA DEL CENTRO', 'COMERCIALIZADORA INDUSTRIAL DEL NORTE', 'HOTELES Y SERVICIOS TURÍSTICOS'];

export function opinion32dTenthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  // The customer who asked: its RFC is a real-looking one, printed above the supplier's.
  const solicitante = companyRfc(rng, rng.pick(customers), `20${String(rng.int(5, 18)).padStart(2, '0')}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`);
  const seconds = String(rng.int(10, 59));
  const blocks: Block[] = [
    text('HACIENDA', { bold: true, size: 11 }),
    text('Servicio de Administración Tributaria · Trámites del RFC', { size: 8 }),
    space(8),
    title('Opinión del cumplimiento de obligaciones fiscales', 12),
    text('Consulta de la opinión del cumplimiento de terceros', { align: 'center', size: 9 }),
    space(8),
    text(`RFC del solicitante de la consulta: ${solicitante}`, { size: 8 }),
    text(`Revisión practicada el día ${formatDate(date, 'slash')}, a las ${hhmm}:${seconds} horas`, { size: 9 }),
    space(6),
    text('Datos del contribuyente consultado', { bold: true, size: 9 }),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Folio', folio],
        ['Clave de R.F.C.', supplier.rfc],
        ['Nombre, denominación o razón social', supplier.name],
        ['Sentido', positive ? 'POSITIVO' : 'NEGATIVO'],
      ],
      widths: [2.4, 4],
      size: 9,
    },
    space(6),
    text(
      positive
        ? 'El contribuyente autorizó hacer pública su opinión del cumplimiento. En los controles electrónicos internos del SAT se observa que se encuentra al corriente en el cumplimiento de sus obligaciones fiscales.'
        : 'El contribuyente autorizó hacer pública su opinión del cumplimiento. En los controles electrónicos internos del SAT se observa que no se encuentra al corriente en el cumplimiento de sus obligaciones fiscales.',
      { size: 9 },
    ),
    text('Consulta prevista en la Resolución Miscelánea Fiscal vigente. La opinión no constituye resolución en sentido favorable.', { size: 7 }),
    space(10),
    rule,
    text('Sello digital:', { size: 7, bold: true }),
    text(sealNoise(rng, 172), { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 50, baseSize: 10, footer: (p, n) => `Página ${p} de ${n} · sat.gob.mx · MarcaSAT 55 627 22 728` },
    title: 'Opinión del cumplimiento de terceros',
    producer: 'SAT Opinión de terceros',
    date,
  };
}
