/**
 * The 12th 32-D opinion layout (held out in session 11, measured there and tuned on since): the opinion's web page as
 * the browser prints it (before or instead of the PDF). The browser's own header (the date and time the page was
 * printed, minutes after the issue, and the page's title) and footer (the page's address and '1/1') frame the page; the
 * data come as a headed two-column table ('Dato' / 'Información') with the sense as one of its rows; the official
 * revision sentence carries the issue date and time.
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';

export const opinion32dTwelfth = 'pagina-web-impresa-del-navegador-tabla-dato-informacion-sentido-en-fila';

export function opinion32dTwelfthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  // The page is printed a few minutes after the opinion was generated, the same day.
  const printedMinutes = Math.min(23 * 60 + 59, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + rng.int(1, 9));
  const printed = `${Number(date.slice(8, 10))}/${Number(date.slice(5, 7))}/${date.slice(2, 4)}, ${pad2(Math.floor(printedMinutes / 60))}:${pad2(printedMinutes % 60)}`;
  const blocks: Block[] = [
    text('SAT', { bold: true, size: 16 }),
    text('Servicio de Administración Tributaria · Trámites y servicios', { size: 8 }),
    space(8),
    title('Opinión del cumplimiento de obligaciones fiscales', 12),
    space(6),
    {
      t: 'table',
      headers: ['Dato', 'Información'],
      rows: [
        ['Folio', folio],
        ['Clave en el RFC', supplier.rfc],
        ['Nombre, denominación o razón social', supplier.name],
        ['Sentido de la opinión', positive ? 'POSITIVO' : 'NEGATIVO'],
      ],
      widths: [2.2, 4],
      size: 9,
    },
    space(8),
    text(
      positive
        ? 'Estimado contribuyente: en los controles electrónicos institucionales del SAT se observa que, a la fecha de emisión de esta opinión, usted se encuentra al corriente en el cumplimiento de sus obligaciones fiscales.'
        : 'Estimado contribuyente: en los controles electrónicos institucionales del SAT se observa que, a la fecha de emisión de esta opinión, usted no se encuentra al corriente en el cumplimiento de sus obligaciones fiscales.',
      { size: 9 },
    ),
    space(4),
    text(`Revisión practicada el día ${formatDate(date, 'long')}, a las ${hhmm} horas.`, { size: 9 }),
    space(8),
    text('Esta opinión se emite conforme al artículo 32-D del Código Fiscal de la Federación y no constituye resolución en sentido favorable sobre el correcto cálculo y entero de las contribuciones.', { size: 7 }),
    rule,
    text(`Cadena original: ||${folio}|${sealNoise(rng, 56)}||`, { size: 6.5 }),
  ];
  return {
    blocks,
    truth: f.truth,
    // The browser's print header and footer, not the SAT's.
    style: { margin: 36, baseSize: 10, header: [`${printed}          Opinión del cumplimiento - SAT`], footer: (p, n) => `https://www.sat.gob.mx/aplicacion/operacion/66288/genera-tu-opinion-del-cumplimiento          ${p}/${n}` },
    title: 'Opinión del cumplimiento - SAT',
    producer: 'Chrome',
    date,
  };
}
