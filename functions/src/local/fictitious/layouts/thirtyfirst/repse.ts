/**
 * The 31st REPSE registration (written in session 14 without reading the parsers): the STPS's 2026-27 redesign of the
 * registration notice: a summary card band with the status chip after a bullet ('• Vigente') and the registration
 * number, numbered sections of cards, the notice's date in ISO form and the expiry with its weekday ('hasta el
 * viernes, 5 de marzo de 2029'), the authorised services as a numbered list, the QR block and the accessibility footer.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { RepseFacts } from '../eighth/repse';
import { bulletChip, card, cardRow, qrBlock, section, signedStyle, weekdayDate } from './formats';

export const repseThirtyfirst = 'rediseno-2026-banda-de-resumen-estatus-tras-vineta-fecha-iso-vigencia-con-dia-de-la-semana-servicios-numerados-qr';

export function repseThirtyfirstDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const blocks: Block[] = [
    text('Registro de Prestadoras de Servicios Especializados u Obras Especializadas', { bold: true, size: 12 }),
    text('Constancia de registro', { size: 9 }),
    cardRow([['Estatus', bulletChip('Vigente')], ['Número de registro', numeroRegistro]], [1, 2]),
    section(1, 'Datos de la persona registrada'),
    ...card('Denominación o razón social', supplier.name),
    ...card('Registro federal de contribuyentes', supplier.rfc),
    section(2, 'Datos del aviso'),
    ...card('Folio del aviso', aviso),
    ...card('Fecha del aviso', date),
    ...card('Vigencia del registro', `hasta el ${weekdayDate(end)}`),
    section(3, 'Servicios u obras especializadas registradas'),
    ...chosen.map((s, i) => text(`${i + 1}. ${s}`, { size: 8.5, indent: 10 })),
    section(4, 'Verificación'),
    qrBlock(rng, 'https://repse.stps.gob.mx/consulta-publica'),
    text('El registro debe renovarse cada tres años; la STPS podrá cancelarlo en los casos que prevé el artículo 15 de la Ley Federal del Trabajo.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: signedStyle('Secretaría del Trabajo y Previsión Social · REPSE'), title: 'Constancia de registro REPSE', producer: 'STPS · REPSE 2026', date };
}
