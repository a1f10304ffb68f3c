/**
 * The 19th registro patronal layout (held out from session 12, written without reading the parsers): the 'Tarjeta de
 * identificación patronal' the subdelegación prints on registering an employer: a grid without headings, two label and
 * value cells a row (registro patronal and R.F.C., then the name across, then clase and prima, then fracción and the
 * date of affiliation as '20 DE MAYO DEL 2018'), the economic activity as a line under the grid.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';

export const regPatronalNineteenth = 'tarjeta-de-identificacion-patronal-rejilla-dos-pares-por-fila-fecha-en-mayusculas-con-del';

export function regPatronalNineteenthDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const blocks: Block[] = [
    text('IMSS', { bold: true, size: 15 }),
    text(`Delegación ${supplier.address.entidad} · Subdelegación ${rng.int(1, 40)} · Departamento de Afiliación Vigencia`, { size: 7.5 }),
    space(8),
    title('TARJETA DE IDENTIFICACIÓN PATRONAL', 12),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Registro patronal', supplier.registroPatronal, 'R.F.C.', supplier.rfc],
        ['Nombre o razón social', supplier.name, '', ''],
        ['Clase', clase, 'Prima de riesgo', prima],
        ['Fracción', fraccion, 'Inicio de afiliación', formatDate(alta, 'longUpperDelNoPad')],
      ],
      widths: [1.2, 2.4, 1.2, 1.6],
      size: 8.5,
    },
    space(4),
    text(`Actividad económica: ${actividad}`, { size: 8.5 }),
    space(8),
    text('Conserve esta tarjeta; preséntela en los trámites que realice ante el Instituto.', { size: 7.5 }),
    rule,
    text(`Sello: ${sealNoise(rng, 64)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 50, baseSize: 10 }, title: 'Tarjeta de identificación patronal', producer: 'IMSS Afiliación', date: alta };
}
