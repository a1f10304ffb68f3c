/**
 * The 25th REPSE layout (session 13, written without reading the parsers): the STPS constancia as a letter whose
 * registration and expiry dates are written entirely in words ('... el cinco de marzo de dos mil veintiséis'), filed
 * under a customer's shared-service 'RECIBIDO' stamp: the registration number and the aviso in one headed row, the name
 * under its label, and the services in a numbered table whose long descriptions wrap in their cell.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text, title } from '../common';
import type { RepseFacts } from '../eighth/repse';
import { dateInWords, receivedStamp } from './formats';

export const repseTwentyfifth = 'sello-recibido-fechas-en-palabras-registro-y-aviso-en-renglon-encabezado-servicios-en-tabla-numerada';

export function repseTwentyfifthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const blocks: Block[] = [
    receivedStamp(rng, date),
    space(6),
    text('SECRETARÍA DEL TRABAJO Y PREVISIÓN SOCIAL', { bold: true, size: 10.5 }),
    text('Unidad de Trabajo Digno · Registro de Prestadoras de Servicios Especializados u Obras Especializadas', { size: 7.5 }),
    title('CONSTANCIA DE REGISTRO', 12),
    { t: 'table', headers: ['Número de registro', 'Número de aviso'], rows: [[numeroRegistro, aviso]], widths: [1, 1], size: 9 },
    pair('Nombre, denominación o razón social:', supplier.name, 'below'),
    space(4),
    text(`Se hace constar que la persona señalada quedó inscrita en el padrón el ${dateInWords(date)}.`, { size: 9 }),
    text(`El registro tiene vigencia de tres años y concluye el ${dateInWords(end)}, salvo renovación.`, { size: 9 }),
    { t: 'table', title: 'Servicios u obras especializadas registrados', headers: ['No.', 'Descripción del servicio u obra'], rows: chosen.map((s, i) => [String(i + 1), s]), widths: [0.4, 5], size: 8 },
    space(6),
    rule,
    text(`Sello digital: ${sealNoise(rng, 80)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `${p} de ${n}` }, title: 'Constancia de registro REPSE', producer: 'STPS REPSE', date };
}
