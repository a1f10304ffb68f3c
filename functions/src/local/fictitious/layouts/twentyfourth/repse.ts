/**
 * The 24th REPSE layout (written in session 13 without reading the parsers): the registry's public search
 * ('Consulta pública') printed from the browser: the search box with the RFC typed in, the count of results, then the
 * result as a headed table one row wide (folio of the aviso, razón social, número de registro, dates as the portal's
 * grid writes them, '2026-03-05'), and the authorised services in a second table under it.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text } from '../common';
import type { RepseFacts } from '../eighth/repse';

export const repseTwentyfourth = 'consulta-publica-del-padron-impresa-busqueda-por-rfc-resultado-en-tabla-de-un-renglon-fechas-iso-servicios-en-segunda-tabla';

export function repseTwentyfourthDocument(f: RepseFacts): BuiltDocument {
  const { supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const blocks: Block[] = [
    text('REPSE · Registro de Prestadoras de Servicios Especializados u Obras Especializadas', { bold: true, size: 10 }),
    text('Secretaría del Trabajo y Previsión Social', { size: 8 }),
    rule,
    text('Consulta pública del padrón', { bold: true, size: 12 }),
    text(`Buscar por RFC o razón social:  [ ${supplier.rfc} ]   Buscar   Limpiar`, { size: 9 }),
    text('Se encontró 1 resultado', { size: 8.5 }),
    space(4),
    {
      t: 'table',
      headers: ['Folio de aviso', 'Número de registro', 'Fecha de registro', 'Vigencia'],
      rows: [[aviso, numeroRegistro, date, end]],
      widths: [1.2, 1.2, 1, 1],
      size: 8,
    },
    text(`Razón social: ${supplier.name}`, { size: 9 }),
    space(6),
    { t: 'table', title: 'Servicios u obras especializadas registradas', headers: ['#', 'Descripción'], rows: chosen.map((s, i) => [String(i + 1), s]), widths: [0.3, 5], size: 8 },
    space(6),
    text('La información mostrada proviene de los avisos presentados por las personas registradas (artículo 15 de la Ley Federal del Trabajo).', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 10, header: ['repse.stps.gob.mx/app/consulta'], footer: (p, n) => `${p}/${n}` }, title: 'Consulta pública REPSE', producer: 'Microsoft Edge', date };
}
