/**
 * The 27th REPSE layout (written in session 13 without reading the parsers): the STPS registration printed and
 * captured with Adobe Scan (the file name and scan date at the top): the registration sentence broken where the
 * photographed column ended (the aviso's folio and the registration number inside it, the dates as '5 de marzo de
 * 2026'), the name on a line of its own, and the services' table read row by row after its 'No. Servicio' header.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { RepseFacts } from '../eighth/repse';
import { cells, column, scanAppProducer, scanAppStyle } from './scan-app';

export const repseTwentyseventh = 'escaneada-con-adobe-scan-registro-en-parrafo-cortado-por-la-columna-servicios-leidos-renglon-a-renglon';

export function repseTwentyseventhDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const blocks: Block[] = [
    text('TRABAJO', { bold: true, size: 12 }),
    text('SECRETARÍA DEL TRABAJO Y PREVISIÓN SOCIAL', { size: 8 }),
    text('Registro de Prestadoras de Servicios Especializados u Obras Especializadas', { size: 8 }),
    space(6),
    text('Razón social de la persona registrada', { size: 8 }),
    text(supplier.name, { bold: true }),
    space(4),
    ...column('Se informa que, derivado de la revisión de la información y documentación proporcionada en el aviso con folio', 72),
    text(`${aviso}, presentado el ${formatDate(date, 'longNoPad')}, se otorga el número de registro`),
    text(`${numeroRegistro}, con vigencia hasta el ${formatDate(end, 'longNoPad')}.`),
    space(6),
    text('Servicios u obras especializadas registrados', { bold: true }),
    cells(['No.', 'Servicio']),
    ...chosen.map((s, i) => cells([String(i + 1), s], 9)),
    space(6),
    ...column('El registro deberá renovarse cada tres años. La persona registrada deberá presentar de manera cuatrimestral la información que establece el artículo 15 de la Ley Federal del Trabajo.', 72, 8),
    text(`Cadena original: ${rng.chars(70, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: scanAppStyle('adobeScan', rng, date), title: 'Adobe Scan', producer: scanAppProducer.adobeScan, date };
}
