/**
 * The 35th employer registration (written in session 14 without reading the parsers): a payroll SaaS's 'Reporte de
 * registro patronal' of the data it fetched from the IMSS for the employer's record: the record in a two-column grid
 * with the API's snake-case keys (registro_patronal, rfc, razon_social, the risk as 'riesgo.clase' and
 * 'riesgo.prima' in a dotted sub-object, fecha_alta as an ISO date, estatus 'vigente'), the request's data above it.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';
import { fetchMeta, fieldTable, platformPage } from './formats';

export const regPatronalThirtyfifth = 'reporte-de-saas-de-nomina-registro-patronal-por-api-campo-valor-riesgo-como-subobjeto-con-punto-fecha-alta-iso';

export function regPatronalThirtyfifthDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const a = supplier.address;
  const meta = fetchMeta(rng, alta);
  const blocks: Block[] = [
    text('Reporte de registro patronal', { bold: true, size: 13 }),
    text(`origen: IMSS · id_solicitud: ${meta.requestId} · obtenido: ${meta.fetchedAt}`, { size: 7.5 }),
    { t: 'space', h: 6 },
    fieldTable([
      ['registro_patronal', supplier.registroPatronal],
      ['rfc', supplier.rfc],
      ['razon_social', supplier.name],
      ['estatus', 'vigente'],
      ['fecha_alta', alta],
      ['riesgo.clase', clase],
      ['riesgo.fraccion', fraccion],
      ['riesgo.prima', prima],
      ['actividad_economica', actividad],
      ['subdelegacion.municipio', a.municipio],
      ['subdelegacion.entidad', a.entidad],
    ]),
    { t: 'space', h: 8 },
    text('Datos según el IMSS a la fecha de la consulta. Actualice la prima de riesgo cada febrero.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: platformPage('Nómina en la Nube · Patrones', 'Reporte de la plataforma'), title: 'Reporte de registro patronal', producer: 'Chromium (Skia/PDF m124)', date: alta };
}
