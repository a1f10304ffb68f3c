/**
 * The 30th employer registration (written in session 14 without reading the parsers): the IMSS employers' mobile view
 * of the registration as the phone prints it: the browser's header and footer, the registration's card with the
 * risk class and the prima, the registration date as '05.MAR.2026', the employer's card under it, the activity
 * wrapping under its caption.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';
import { dotMonth } from './formats';
import { appBar, card, mobileStyle, row } from './mobile';

export const regPatronalThirtieth = 'vista-movil-del-imss-impresa-desde-el-telefono-tarjeta-del-registro-con-clase-y-prima-fecha-dd-mmm-aaaa-con-puntos';

export function regPatronalThirtiethDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const blocks: Block[] = [
    ...appBar('Mis registros patronales'),
    ...card('Registro patronal'),
    row('NRP', supplier.registroPatronal),
    row('Alta', dotMonth(alta)),
    row('Clase de riesgo', clase),
    row('Fracción', fraccion),
    row('Actividad', actividad),
    row('Prima RT vigente', prima),
    ...card('Patrón'),
    row('RFC', supplier.rfc),
    row('Nombre o razón social', supplier.name),
    text('Situación: Vigente', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: mobileStyle(rng, alta, 'IMSS Patrones', 'imss.gob.mx/patrones/app/registros'), title: 'IMSS Patrones', producer: 'Android Print Service (Chrome Mobile 131)', date: alta };
}
