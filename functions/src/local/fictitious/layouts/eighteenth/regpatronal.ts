/**
 * The 18th registro patronal layout (held out from session 12, written without reading the parsers): the 'Constancia
 * de registro patronal' IDSE prints: the registro, RFC and date of registration as a headed row, the name below it, the
 * risk data in a headed table (clase, fracción, prima, actividad with its long text wrapping in its cell), the date as
 * '03-MARZO-2026', and the subdelegación's address under the heading, near the patrón's own.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';

export const regPatronalEighteenth = 'constancia-idse-fila-con-encabezados-datos-de-riesgo-en-tabla-fecha-con-guiones-domicilio-de-la-subdelegacion';

export function regPatronalEighteenthDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const a = supplier.address;
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10 }),
    text(`Subdelegación ${rng.int(1, 40)} · ${a.municipio}, ${a.entidad}`, { size: 7.5 }),
    space(8),
    title('Constancia de registro patronal', 12),
    text('IMSS desde su empresa (IDSE)', { align: 'center', size: 8 }),
    space(6),
    { t: 'table', headers: ['Registro patronal', 'R.F.C.', 'Fecha de registro'], rows: [[supplier.registroPatronal, supplier.rfc, formatDate(alta, 'longDashUpper')]], widths: [1.4, 1.4, 1.6], size: 8.5 },
    text('Nombre, denominación o razón social', { size: 7.5 }),
    text(supplier.name, { bold: true, size: 10 }),
    text(`Domicilio: ${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}, COL. ${a.colonia}, C.P. ${a.codigoPostal}`, { size: 8.5 }),
    space(6),
    { t: 'table', title: 'Riesgo de trabajo', headers: ['Clase', 'Fracción', 'Prima', 'Actividad económica'], rows: [[clase, fraccion, prima, actividad]], widths: [0.6, 0.7, 0.8, 3.6], size: 8.5 },
    space(8),
    text('El patrón deberá comunicar al Instituto las modificaciones de su registro dentro de los cinco días hábiles siguientes.', { size: 7.5 }),
    rule,
    text(`Sello digital IMSS: ${sealNoise(rng, 72)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Constancia de registro patronal', producer: 'IMSS IDSE', date: alta };
}
