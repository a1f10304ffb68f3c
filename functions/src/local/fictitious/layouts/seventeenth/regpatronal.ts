/**
 * The 17th registro patronal layout (held out from session 12, written without reading the parsers): the IMSS
 * 'Tarjeta de Identificación Patronal' reprinted from the Escritorio Virtual: one framed card with a line per datum
 * ('Clase: III   Fracción: 831   Prima: 2.59840' on one line), the registro patronal dashed and the date of
 * registration as '3 DE MARZO DE 2026'.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { sealNoise, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';
import { dashedRegistro } from './imsscop';

export const regPatronalSeventeenth = 'tarjeta-de-identificacion-patronal-recuadro-linea-por-dato-clase-fraccion-y-prima-en-una-linea-registro-con-guiones';

export function regPatronalSeventeenthDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const a = supplier.address;
  const blocks: Block[] = [
    text('IMSS', { bold: true, size: 15 }),
    text('Escritorio Virtual · Reimpresión', { size: 8 }),
    space(8),
    title('TARJETA DE IDENTIFICACIÓN PATRONAL', 12),
    space(6),
    {
      t: 'box',
      lines: [
        `Registro Patronal: ${dashedRegistro(supplier.registroPatronal)}`,
        `R.F.C.: ${supplier.rfc}`,
        `Nombre o Razón Social: ${supplier.name}`,
        `Domicilio: ${a.vialidadTipo} ${a.vialidad} ${a.numero}, ${a.colonia}, ${a.municipio}, ${a.entidad}, C.P. ${a.codigoPostal}`,
        `Actividad: ${actividad}`,
        `Clase: ${clase}     Fracción: ${fraccion}     Prima: ${prima}`,
        `Fecha de Registro: ${formatDate(alta, 'longUpperNoPad')}`,
      ],
      size: 9.5,
    },
    space(8),
    text('Presente esta tarjeta en los trámites ante el Instituto. La tarjeta no acredita el cumplimiento de obligaciones.', { size: 7.5 }),
    text(`Sello: ${sealNoise(rng, 64)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `${p} de ${n}` }, title: 'Tarjeta de identificación patronal', producer: 'IMSS Escritorio Virtual', date: alta };
}
