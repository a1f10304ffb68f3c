/**
 * The 14th 32-D opinion layout (held out from session 11, written after the 13th was measured): the opinion as the SAT
 * móvil / portal's newer 'Respuesta de opinión' print, a bordered box holding the taxpayer's data and the answer
 * ('El sentido de la opinión es: POSITIVO'), the date and time of issue as Windows' es-MX clock writes them ('04 de
 * jun. de 2025, 08:20:13 a. m.'), and the review list of obligations as a table after the box.
 */
import { clock12, formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';

export const opinion32dFourteenth = 'respuesta-en-recuadro-sentido-en-oracion-fecha-mes-abreviado-con-de-reloj-de-12-horas';

export function opinion32dFourteenthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const state = (ok: boolean) => (ok ? 'Cumplido' : 'Pendiente');
  const blocks: Block[] = [
    text('SAT', { bold: true, size: 16 }),
    text('Servicio de Administración Tributaria · Opinión del cumplimiento de obligaciones fiscales', { size: 7.5 }),
    space(10),
    title('Respuesta de opinión', 12),
    space(6),
    {
      t: 'box',
      lines: [
        `Folio: ${folio}`,
        `Clave de RFC: ${supplier.rfc}`,
        `Nombre, denominación o razón social: ${supplier.name}`,
        `Fecha y hora de emisión: ${formatDate(date, 'monDotDe')}, ${clock12(hhmm, pad2(rng.int(0, 59)))}`,
        `El sentido de la opinión es: ${positive ? 'POSITIVO' : 'NEGATIVO'}`,
      ],
      size: 9,
    },
    space(8),
    {
      t: 'table',
      title: 'Obligaciones revisadas',
      headers: ['Obligación', 'Situación'],
      rows: [
        ['Inscripción al RFC y domicilio fiscal localizado', 'Cumplido'],
        ['Declaraciones anuales de los últimos cinco ejercicios', 'Cumplido'],
        ['Pagos provisionales y definitivos del ejercicio', state(positive)],
        ['Créditos fiscales firmes o exigibles', positive ? 'Sin créditos' : 'Con créditos'],
      ],
      widths: [4, 1.2],
      size: 8,
    },
    space(6),
    text('La presente opinión tiene una vigencia de 30 días naturales contados a partir de su emisión, conforme a la regla 2.1.37 de la Resolución Miscelánea Fiscal.', { size: 8 }),
    space(8),
    rule,
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `${p} de ${n}` }, title: 'Respuesta de opinión', producer: 'SAT', date };
}
