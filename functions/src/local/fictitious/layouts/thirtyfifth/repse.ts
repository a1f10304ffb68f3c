/**
 * The 35th REPSE registration (written in session 14 without reading the parsers): a compliance platform's report of
 * the REPSE registration it fetched from the STPS's public register: the record as indented 'key: value' lines in the
 * API's snake case (razon_social, rfc, numero_registro, folio_aviso, fecha_registro and vigencia as ISO dates,
 * estatus 'vigente'), the authorised services as a table with the array's keys as captions (index, descripcion); the
 * request's data (endpoint, fetched_at) in a block of its own at the foot of the page.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { RepseFacts } from '../eighth/repse';
import { fetchMeta, indented, platformPage } from './formats';

export const repseThirtyfifth = 'reporte-de-plataforma-registro-repse-por-api-lineas-clave-valor-indentadas-fechas-iso-servicios-en-tabla-con-claves-del-arreglo';

export function repseThirtyfifthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const meta = fetchMeta(rng, date);
  const blocks: Block[] = [
    text('REPSE · Registro de prestadora de servicios especializados', { bold: true, size: 12 }),
    text('Resultado de la consulta al padrón público de la STPS', { size: 8.5 }),
    { t: 'rule' },
    ...indented([
      ['registro', [['razon_social', supplier.name], ['rfc', supplier.rfc], ['numero_registro', numeroRegistro], ['folio_aviso', aviso], ['fecha_registro', date], ['vigencia', end], ['estatus', 'vigente']]],
    ]),
    { t: 'space', h: 6 },
    { t: 'table', title: `servicios (${chosen.length})`, headers: ['index', 'descripcion'], widths: [0.5, 5], size: 8, rows: chosen.map((s, i) => [String(i), s]) },
    { t: 'space', h: 10 },
    { t: 'rule' },
    text('endpoint: GET /v1/repse/registros/search', { size: 7 }),
    text(`request_id: ${meta.requestId}`, { size: 7 }),
    text(`fetched_at: ${meta.fetchedAt}`, { size: 7 }),
    text('source: STPS', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: platformPage('Cumplimiento 360 · Proveedores', 'Documento informativo generado por la plataforma'), title: 'Reporte REPSE', producer: 'Puppeteer (HeadlessChrome 126)', date };
}
