/**
 * The 35th SAT opinion (written in session 14 without reading the parsers): a compliance platform's report of the
 * 'Opinión del cumplimiento' it fetched from the SAT: the report's title and source, then the opinion as the API
 * returns it in a 'Campo / Valor' grid, the keys in snake case with dotted paths ('opinion.sentido'), the sense in
 * lower case, the issue date as an ISO timestamp with its zone; the request id and the fetch time at the foot.
 */
import { pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, text } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';
import { fetchMeta, fieldTable, platformPage, zoned } from './formats';

export const opinion32dThirtyfifth = 'reporte-de-plataforma-de-cumplimiento-opinion-del-sat-por-api-campo-valor-claves-snake-case-fecha-iso-con-zona';

export function opinion32dThirtyfifthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  // It prints the hour of issue: the truth carries it (hh:mm).
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const meta = fetchMeta(rng, date);
  const blocks: Block[] = [
    text('Reporte de opinión de cumplimiento (32-D)', { bold: true, size: 13 }),
    text(`Fuente: SAT · consulta vía API · tipo_persona: ${supplier.kind}`, { size: 8 }),
    { t: 'space', h: 8 },
    fieldTable([
      ['rfc', supplier.rfc],
      ['razon_social', supplier.name],
      ['opinion.folio', folio],
      ['opinion.sentido', positive ? 'positivo' : 'negativo'],
      ['opinion.fecha_emision', zoned(date, hhmm, pad2(rng.int(0, 59)))],
      ['opinion.vigencia_dias', '30'],
    ]),
    { t: 'space', h: 8 },
    text('La plataforma reproduce la respuesta del servicio del SAT sin modificarla. La opinión original, con su sello digital y código QR, puede validarse en el portal del SAT.', { size: 7.5 }),
  ];
  return { blocks, truth, style: platformPage('Verifica Proveedores · Cumplimiento fiscal', `request_id: ${meta.requestId}  fetched_at: ${meta.fetchedAt}  source: SAT`), title: 'Reporte de opinión 32-D', producer: 'Puppeteer (HeadlessChrome 126)', date };
}
