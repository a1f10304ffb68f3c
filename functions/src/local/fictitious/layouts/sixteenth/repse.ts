/**
 * The 16th REPSE layout (held out from session 12, written without reading the parsers): the 'Constancia de registro'
 * the STPS platform issues when the first registration is granted, written as a letter: the folio of the aviso and the
 * number of registration in the reference block at the right, the date of the aviso inside the text with the day
 * padded and 'del' ('03 de marzo del 2026'), the vigencia as 'y hasta el …' in the same style, and the authorised
 * services as a numbered list of lines (no table).
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { RepseFacts } from '../eighth/repse';

export const repseSixteenth = 'constancia-de-registro-como-carta-referencias-a-la-derecha-fechas-con-del-servicios-en-lista-numerada';

export function repseSixteenthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const d = (iso: string) => formatDate(iso, 'longDelPad');
  const blocks: Block[] = [
    text('SECRETARÍA DEL TRABAJO Y PREVISIÓN SOCIAL', { bold: true, size: 10 }),
    text('Registro de Prestadoras de Servicios Especializados u Obras Especializadas', { size: 8 }),
    space(8),
    text(`Folio de aviso: ${aviso}`, { align: 'right', size: 9 }),
    text(`Registro: ${numeroRegistro}`, { align: 'right', size: 9 }),
    space(10),
    title('CONSTANCIA DE REGISTRO', 12),
    space(8),
    text(supplier.name, { bold: true, size: 10 }),
    text('P r e s e n t e', { size: 9 }),
    space(6),
    text(
      `En atención al aviso de registro presentado el ${d(date)} a través de la plataforma del REPSE, y una vez revisada la información proporcionada, esta Secretaría le otorga el registro señalado en la parte superior, para prestar los servicios especializados o ejecutar las obras especializadas siguientes:`,
      { size: 9 },
    ),
    space(4),
    ...chosen.map((s, i) => text(`${i + 1}. ${s}`, { size: 9, indent: 14 })),
    space(6),
    text(`El registro tendrá una vigencia de tres años, a partir de la fecha del aviso y hasta el ${d(end)}, y podrá renovarse en los términos de las disposiciones aplicables.`, { size: 9 }),
    space(10),
    text('Atentamente', { size: 9, align: 'center' }),
    text('Dirección General de Inspección Federal del Trabajo', { size: 8, align: 'center' }),
    rule,
    text(`Sello digital: ${sealNoise(rng, 88)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 54, baseSize: 10, footer: (p, n) => `${p} de ${n}` }, title: 'Constancia de registro REPSE', producer: 'STPS REPSE', date };
}
