/**
 * The 9th registro patronal layout (held out in session 11, measured there and tuned on since): the Escritorio Virtual's
 * 'Consulta de registros patronales asociados al RFC'. The RFC and name as the query's header, then one row of a wide
 * headed table per registro (registro, municipio, clase, fracción, prima, fecha de alta, estatus) with the date as
 * '03-03-2015'.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';

export const regPatronalNinth = 'consulta-registros-asociados-al-rfc-fila-por-registro';

export function regPatronalNinthDocument(f: RegPatronalFacts): BuiltDocument {
  const { supplier, alta, clase, fraccion, actividad, prima } = f;
  const blocks: Block[] = [
    text('IMSS · Escritorio Virtual', { bold: true, size: 10 }),
    space(6),
    title('Consulta de registros patronales asociados al RFC', 12),
    space(6),
    text(`RFC: ${supplier.rfc}`, { bold: true }),
    text(`Nombre o razón social: ${supplier.name}`),
    text(`Actividad: ${actividad}`, { size: 8 }),
    space(6),
    {
      t: 'table',
      headers: ['Registro patronal', 'Municipio', 'Clase', 'Fracción', 'Prima', 'Fecha de alta', 'Estatus'],
      rows: [[supplier.registroPatronal, supplier.address.municipio, clase, fraccion, prima, formatDate(alta, 'dash'), 'VIGENTE']],
      widths: [1.5, 1.6, 0.6, 0.8, 0.8, 1.1, 0.9],
      size: 8,
    },
    text('Registros encontrados: 1', { size: 8 }),
    space(10),
    rule,
    text('La información corresponde a los registros vigentes a la fecha de la consulta.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `Escritorio Virtual · ${p}/${n}` }, title: 'Consulta de registros patronales', producer: 'IMSS Escritorio Virtual', date: alta };
}
