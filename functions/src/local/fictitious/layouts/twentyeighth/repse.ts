/**
 * The 28th REPSE registration (written in session 13 without reading the parsers): the STPS's registration notice as
 * it goes in a REPSE compliance package: the DMS's 'Expediente REPSE 2026 / Carpeta 03' stamp, 'COPIA COTEJADA', the
 * notice's data as 'Label: value' lines with dates as '4 de junio del 2025', the services numbered in a table with
 * wrapped cells, and a second page with the supplier's own 'carátula REPSE' restating the registration number, the
 * notice's folio and the dates (in Roman-month form, as the office writes them).
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, space, text } from '../common';
import type { RepseFacts } from '../eighth/repse';
import { cotejo, note, office, officeDate, officeStyle, pageBreak } from './office';

export const repseTwentyeighth = 'aviso-stps-en-paquete-repse-del-proveedor-renglones-titulo-valor-fechas-del-y-caratula-repse-en-la-segunda-pagina';

export function repseTwentyeighthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const o = office(rng, date, 'Expediente REPSE');
  const line = (label: string, value: string) => pair(label, value, 'inline');
  const blocks: Block[] = [
    cotejo(o),
    text('SECRETARÍA DEL TRABAJO Y PREVISIÓN SOCIAL', { bold: true, size: 10 }),
    text('Unidad de Trabajo Digno · Registro de Prestadoras de Servicios Especializados u Obras Especializadas', { size: 8 }),
    space(6),
    text('AVISO DE REGISTRO', { bold: true, size: 12, align: 'center' }),
    space(4),
    line('Nombre, denominación o razón social:', supplier.name),
    line('R.F.C.:', supplier.rfc),
    line('Folio del aviso:', aviso),
    line('Fecha de registro:', formatDate(date, 'longDel')),
    line('Número de registro:', numeroRegistro),
    line('Vigencia:', `hasta el ${formatDate(end, 'longDel')}`),
    note(o, 'Vigente — revisar renovación 3 meses antes'),
    { t: 'table', title: 'Servicios u obras especializadas autorizados', headers: ['No.', 'Descripción del servicio u obra especializada'], widths: [0.5, 5], rows: chosen.map((s, i) => [String(i + 1), s]) },
    space(4),
    text('Con fundamento en los artículos 15 y 15 A de la Ley Federal del Trabajo y en el Acuerdo por el que se emiten las disposiciones de carácter general para el registro. El registro deberá renovarse cada tres años.', { size: 8 }),
    pageBreak,
    text(supplier.name, { bold: true, size: 10 }),
    text('CARÁTULA REPSE — DATOS DEL REGISTRO DEL PROVEEDOR', { bold: true }),
    { t: 'table', headers: [], widths: [1.5, 3], rows: [['No. de registro REPSE', numeroRegistro], ['Folio del aviso', aviso], ['Registrado el', officeDate(date, 'roman')], ['Vence el', officeDate(end, 'roman')], ['Servicios registrados', String(chosen.length)]] },
    text(`Actualizó: ${o.reviewer}`, { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: officeStyle(o), title: `${o.docId} Registro REPSE`, producer: 'DocuWare', date };
}
