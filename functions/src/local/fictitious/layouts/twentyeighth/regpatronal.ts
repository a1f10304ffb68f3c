/**
 * The 28th registro patronal (written in session 13 without reading the parsers): the IMSS's 'constancia de
 * inscripción del patrón' as the supplier's office files it: the DMS's stamp on the page, the registration in one
 * table with a header row (registro, RFC, clase, prima, fecha de alta as 'MARZO 5, 2026'), the activity under it,
 * 'COPIA COTEJADA', and the legal representative's statement at the end.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, space, text } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';
import { cotejo, office, officeDate, officeStyle, protesta } from './office';

export const regPatronalTwentyeighth = 'constancia-de-inscripcion-archivada-por-el-proveedor-tabla-registro-clase-prima-alta-mes-primero-y-protesta';

export function regPatronalTwentyeighthDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const o = office(rng, alta, 'Expediente IMSS');
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 11 }),
    text('CONSTANCIA DE INSCRIPCIÓN DEL PATRÓN Y MODIFICACIÓN EN SU REGISTRO', { bold: true }),
    cotejo(o),
    space(4),
    pair('Nombre, denominación o razón social:', supplier.name, 'inline'),
    { t: 'table', headers: ['Registro patronal', 'R.F.C.', 'Clase', 'Prima de riesgo', 'Fecha de alta'], widths: [1.3, 1.3, 0.6, 1, 1.4], rows: [[supplier.registroPatronal, supplier.rfc, clase, prima, officeDate(alta, 'upperMonthFirst')]] },
    pair('Fracción:', fraccion, 'inline'),
    pair('Actividad económica:', actividad, 'inline'),
    space(6),
    text(`Subdelegación ${rng.pick(['Centro', 'Norte', 'Oriente', 'Poniente'])}. La clase y la prima se revisan cada año con la determinación de la prima en el seguro de riesgos de trabajo.`, { size: 8 }),
    ...protesta(o, supplier.name, 'Guadalajara, Jalisco', 'constancia de inscripción ante el IMSS'),
  ];
  return { blocks, truth: f.truth, style: officeStyle(o), title: `${o.docId} Registro patronal IMSS`, producer: 'Adobe Acrobat Pro (64-bit) 24.1.20604', date: alta };
}
