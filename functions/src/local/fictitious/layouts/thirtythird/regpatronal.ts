/**
 * The 33rd employer registration (written in session 14 without reading the parsers): the IMSS's 'Tarjeta de
 * identificación patronal' PDF opened in Firefox and printed to PDF with 'Ajustar a la página': Firefox's header (the
 * file's name) and footer ('Página 1 de 1' and the print date); inside it the card as issued: the registration's
 * data as a one-row table of column heads (registration, R.F.C., class, fraction, prima), the employer's name and
 * address under it, the registration date as 'dd/Mmm/aaaa' ('05/Mar/2026') beside 'Fecha de inscripción', the
 * activity, the subdelegation and the card's legend.
 */
import { addDays, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, text } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';
import { viewerStyle } from './formats';

export const regPatronalThirtythird = 'tarjeta-de-identificacion-patronal-impresa-desde-firefox-rejilla-de-una-fila-fecha-dd-mmm-aaaa-pie-con-fecha-de-impresion';

export function regPatronalThirtythirdDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const a = supplier.address;
  const printed = addDays(alta, rng.int(30, 900));
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 11 }),
    text('TARJETA DE IDENTIFICACIÓN PATRONAL', { bold: true, size: 10 }),
    { t: 'space', h: 8 },
    { t: 'table', headers: ['Registro patronal', 'R.F.C.', 'Clase', 'Fracción', 'Prima'], widths: [1.4, 1.4, 0.6, 0.7, 0.8], size: 8.5, rows: [[supplier.registroPatronal, supplier.rfc, clase, fraccion, prima]] },
    { t: 'space', h: 6 },
    pair('Nombre, denominación o razón social:', supplier.name, 'below'),
    pair('Domicilio:', `${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}, ${a.colonia}, ${a.municipio}`, 'below'),
    { t: 'space', h: 4 },
    pair('Fecha de inscripción:', formatDate(alta, 'abbrSlash'), 'tab', 150),
    pair('Actividad:', actividad, 'tab', 150),
    { t: 'space', h: 8 },
    text('Esta tarjeta identifica al patrón ante el Instituto. Preséntela en todo trámite relacionado con su registro.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: viewerStyle(rng, 'firefox', 'TarjetaPatronal.pdf', printed), title: 'TarjetaPatronal.pdf', producer: 'Mozilla Firefox · Microsoft: Print To PDF', date: printed };
}
