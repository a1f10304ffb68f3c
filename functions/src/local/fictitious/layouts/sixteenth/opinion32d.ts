/**
 * The 16th 32-D opinion layout (held out from session 12, written without reading the parsers): the opinion as the
 * SAT's 2016-2019 design printed it: the sense first, framed at the top like a stamp ('OPINIÓN POSITIVA'), then the
 * contribuyente's data as a system listing, each label joined to its value by dots at a common column; the date of the
 * revision is a letter's date with 'del' and the day padded ('03 de marzo del 2026') and the hour after it.
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { leader, rule, satSeal, space, text, title } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';

export const opinion32dSixteenth = 'diseno-2016-sentido-enmarcado-arriba-datos-con-puntos-a-columna-fecha-con-del';

export function opinion32dSixteenthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const blocks: Block[] = [
    text('SHCP', { bold: true, size: 14 }),
    text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { bold: true, size: 8 }),
    space(8),
    title('Opinión del cumplimiento de obligaciones fiscales', 12),
    space(4),
    { t: 'box', lines: [positive ? 'OPINIÓN POSITIVA' : 'OPINIÓN NEGATIVA'], size: 12 },
    space(8),
    leader('Folio', folio, 40),
    leader('Clave en el R.F.C.', supplier.rfc, 40),
    leader('Nombre, denominación o razón social', supplier.name, 40),
    leader('Fecha de la revisión', `${formatDate(date, 'longDelPad')} ${hhmm}:${pad2(rng.int(0, 59))} hrs.`, 40),
    space(8),
    text(
      positive
        ? 'Se informa que en los controles electrónicos institucionales del Servicio de Administración Tributaria no se detectaron omisiones en el cumplimiento de las obligaciones fiscales que se revisan para la emisión de esta opinión.'
        : 'Se informa que en los controles electrónicos institucionales del Servicio de Administración Tributaria se detectaron omisiones en el cumplimiento de las obligaciones fiscales que se revisan para la emisión de esta opinión.',
      { size: 8.5 },
    ),
    space(4),
    text('La presente opinión se emite conforme a la regla 2.1.37 de la Resolución Miscelánea Fiscal vigente y no constituye resolución en sentido favorable.', { size: 7.5 }),
    space(8),
    rule,
    text('Cadena original:', { size: 7, bold: true }),
    text(`||${folio}|${supplier.rfc}|${date}|${positive ? 'P' : 'N'}||`, { size: 7 }),
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Opinión de cumplimiento 32-D', producer: 'SAT Opinión de cumplimiento', date };
}
