/**
 * The 35th CSF (written in session 14 without reading the parsers): a KYB platform's report of the Constancia de
 * Situación Fiscal it fetched from the SAT: the taxpayer's identity and the document's data in a 'Campo / Valor' grid
 * with the API's snake-case keys, the registered address as dotted paths ('domicilio.codigo_postal'), the status in
 * lower case ('activo'), the dates as ISO dates; the economic activities as numbered sub-blocks, one indented object
 * each (orden, descripcion, porcentaje, fecha_inicio), the regimes as a table with the API's column keys; the request
 * id and the fetch time at the foot.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { CsfFacts } from '../eighth/csf';
import { fetchMeta, fieldTable, indented, platformPage } from './formats';

export const csfThirtyfifth = 'reporte-kyb-de-constancia-por-api-campo-valor-domicilio-en-rutas-con-punto-actividades-como-subbloques-numerados-fechas-iso';

export function csfThirtyfifthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const fisica = supplier.kind === 'fisica';
  const meta = fetchMeta(rng, date);
  const identity: [string, string][] = fisica
    ? [['rfc', supplier.rfc], ['curp', supplier.curp ?? ''], ['nombre', supplier.name]]
    : [['rfc', supplier.rfc], ['razon_social', supplier.name], ['regimen_capital', supplier.regimenCapital ?? '']];
  const blocks: Block[] = [
    text('Reporte de Constancia de Situación Fiscal', { bold: true, size: 13 }),
    text(`source: SAT · document: constancia_situacion_fiscal · tipo_persona: ${supplier.kind}`, { size: 7.5 }),
    { t: 'space', h: 6 },
    fieldTable([
      ...identity,
      ['id_cif', idCif],
      ['situacion_padron', 'activo'],
      ['fecha_inicio_operaciones', start],
      ['fecha_emision', date],
      ['lugar_emision', f.truth.lugarEmision ?? ''],
      ['domicilio.codigo_postal', a.codigoPostal],
      ['domicilio.tipo_vialidad', a.vialidadTipo],
      ['domicilio.nombre_vialidad', a.vialidad],
      ['domicilio.numero_exterior', a.numero],
      ['domicilio.numero_interior', a.interior ?? 'null'],
      ['domicilio.colonia', a.colonia],
      ['domicilio.municipio', a.municipio],
      ['domicilio.entidad_federativa', a.entidad],
    ]),
    { t: 'space', h: 8 },
    text(`actividades_economicas (${f.chosenActivities.length})`, { bold: true, size: 9 }),
    ...f.chosenActivities.flatMap((act, i) => indented([[`[${i + 1}]`, [['orden', String(i + 1)], ['descripcion', act], ['porcentaje', String(f.percents[i] ?? '')], ['fecha_inicio', start], ['fecha_fin', 'null']]]])),
    { t: 'space', h: 8 },
    { t: 'table', title: `regimenes (${f.regimes.length})`, headers: ['regimen', 'fecha_inicio', 'fecha_fin'], widths: [3.6, 0.9, 0.8], size: 8, rows: f.regimes.map((r) => [r, start, 'null']) },
    { t: 'space', h: 8 },
    text('Datos obtenidos del SAT. La constancia original conserva su cadena original, sello digital y código QR.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: platformPage('Kyber · Verificación de empresas', `request_id ${meta.requestId} · fetched_at ${meta.fetchedAt}`), title: 'Reporte CSF', producer: 'Puppeteer (HeadlessChrome 126)', date };
}
