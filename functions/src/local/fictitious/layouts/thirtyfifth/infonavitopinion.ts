/**
 * The 35th Infonavit opinion (written in session 14 without reading the parsers): an accounting SaaS's 'Reporte de
 * consulta' of the Infonavit constancia it fetched: the query (NRP and R.F.C. asked for) as a line of parameters, then
 * the response's keys and values in a grid with the API's own column captions ('clave', 'valor'), the result in lower
 * case ('positiva'), the issue date as an ISO date; the HTTP status and the fetch time with the query.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';
import { fetchMeta, fieldTable, platformPage } from './formats';

export const infonavitOpinionThirtyfifth = 'reporte-de-consulta-de-saas-contable-constancia-infonavit-parametros-y-respuesta-clave-valor-resultado-en-minusculas-fecha-iso';

export function infonavitOpinionThirtyfifthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const meta = fetchMeta(rng, date);
  const blocks: Block[] = [
    text('Reporte de consulta · Constancia de situación Infonavit', { bold: true, size: 12 }),
    text(`Consulta ${meta.requestId} · estado HTTP 200 · consultado ${meta.fetchedAt} · origen: INFONAVIT`, { size: 7.5 }),
    { t: 'space', h: 6 },
    fieldTable(
      [
        ['nrp', supplier.registroPatronal],
        ['rfc', supplier.rfc],
        ['razon_social', supplier.name],
        ['constancia.folio', folio],
        ['constancia.fecha_emision', date],
        ['constancia.resultado', positive ? 'positiva' : 'negativa'],
        ['constancia.tipo', 'aportaciones_y_amortizaciones'],
      ],
      ['clave', 'valor'],
      'Respuesta',
    ),
    { t: 'space', h: 6 },
    text('Este reporte resume la respuesta del Instituto; la constancia original puede descargarse del Portal Empresarial.', { size: 7.5 }),
  ];
  return { blocks, truth, style: platformPage('Contabilízate · Módulo de cumplimiento', 'Reporte generado por la plataforma'), title: 'Reporte de consulta Infonavit', producer: 'Chromium (Skia/PDF m124)', date };
}
