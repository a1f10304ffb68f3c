/**
 * The 35th acknowledgement of the four-monthly report (ICSOE to the IMSS, SISUB to the Infonavit), written in session
 * 14 without reading the parsers: a compliance platform's 'informativas' report of the filing it fetched: the
 * employer in a 'Campo / Valor' grid (rfc, registro_patronal), then the filings as a table whose captions are the
 * API's keys (folio, ejercicio, cuatrimestre as its number, tipo in lower case, contratos, trabajadores, enviado_en as
 * an ISO timestamp with its zone), one filing a row; the request's metadata at the foot.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';
import { fetchMeta, fieldTable, platformPage, zoned } from './formats';

export const acuseThirtyfifth = 'reporte-de-plataforma-informativas-cuatrimestrales-por-api-tabla-con-claves-de-la-api-tipo-en-minusculas-enviado-en-iso';

export function acuseThirtyfifthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const icsoe = kind === 'icsoe';
  const meta = fetchMeta(rng, presented);
  const blocks: Block[] = [
    text(icsoe ? 'Informativas ICSOE (IMSS) · reporte' : 'Informativas SISUB (Infonavit) · reporte', { bold: true, size: 12 }),
    text(`source: ${icsoe ? 'IMSS' : 'INFONAVIT'} · status: recibida`, { size: 7.5 }),
    { t: 'space', h: 6 },
    fieldTable([['rfc', supplier.rfc], ['registro_patronal', supplier.registroPatronal], ['razon_social', supplier.name]]),
    { t: 'space', h: 8 },
    {
      t: 'table',
      title: 'informativas (1)',
      headers: ['folio', 'ejercicio', 'cuatrimestre', 'tipo', 'contratos', 'trabajadores', 'enviado_en'],
      widths: [1.5, 0.6, 0.7, 0.7, 0.6, 0.7, 1.4],
      size: 7.5,
      rows: [[folio, year, String(cuatrimestre), tipo.toLowerCase(), String(contratos), String(trabajadores), zoned(presented, hhmm, '00')]],
    },
    { t: 'space', h: 8 },
    text('El acuse con sello digital del Instituto es el comprobante oficial de la presentación.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: platformPage('Cumplimiento 360 · Informativas', `request_id ${meta.requestId} · fetched_at ${meta.fetchedAt}`), title: icsoe ? 'Reporte ICSOE' : 'Reporte SISUB', producer: 'Puppeteer (HeadlessChrome 126)', date: presented };
}
