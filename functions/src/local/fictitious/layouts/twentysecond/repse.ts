/**
 * The 22nd REPSE layout (written in session 13 without reading the parsers): the 'Aviso de registro' the STPS platform
 * issues after a modification of the registered services: the aviso's folio and its date at the top right, the
 * registration as a headed table (number, name, validity), dates as '05 de marzo, 2026', and the services as a table
 * with their movement ('Alta', 'Sin cambio') beside each description.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { RepseFacts } from '../eighth/repse';
import { longCommaDate } from './formats';

export const repseTwentysecond = 'aviso-de-registro-tras-modificacion-folio-y-fecha-arriba-a-la-derecha-registro-en-tabla-servicios-con-movimiento';

export function repseTwentysecondDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const blocks: Block[] = [
    text('Secretaría del Trabajo y Previsión Social', { bold: true, size: 10.5 }),
    text('Unidad de Trabajo Digno  ·  REPSE', { size: 7.5 }),
    text(`Folio del aviso: ${aviso}`, { align: 'right', size: 9 }),
    text(`Fecha del aviso: ${longCommaDate(date)}`, { align: 'right', size: 9 }),
    space(6),
    title('AVISO DE REGISTRO (MODIFICACIÓN DE SERVICIOS)', 11.5),
    space(4),
    text(`RFC de la persona registrada: ${supplier.rfc}`, { size: 8.5 }),
    { t: 'table', headers: ['Número de registro', 'Nombre, denominación o razón social', 'Vigente hasta'], rows: [[numeroRegistro, supplier.name, longCommaDate(end)]], widths: [1.3, 3, 1.2], size: 8.5 },
    space(4),
    {
      t: 'table',
      title: 'Servicios u obras especializadas registrados',
      headers: ['No.', 'Descripción del servicio', 'Movimiento'],
      // The modification adds the last service; the others carry over.
      rows: chosen.map((s, i) => [String(i + 1), s, i === chosen.length - 1 && chosen.length > 1 ? 'Alta' : 'Sin cambio']),
      widths: [0.4, 4.4, 0.9],
      size: 8,
    },
    space(6),
    text('La modificación no altera la vigencia del registro; se deberá renovar antes de su vencimiento.', { size: 7.5 }),
    rule,
    text(`Sello digital: ${sealNoise(rng, 64)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Aviso de registro REPSE', producer: 'STPS REPSE', date };
}
