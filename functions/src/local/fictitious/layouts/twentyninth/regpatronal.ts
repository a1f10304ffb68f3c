/**
 * The 29th employer registration (written in session 13 without reading the parsers): the IMSS Escritorio Virtual's
 * 'Datos del registro patronal' screen exported to PDF: breadcrumb and toolbar, the registration as a definition list
 * (caption on one line, value on the next), the registration date as '05-MAR-2026', and the export's footer.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';
import { chrome, dd, exported, exportStyle, oracleDate } from './export';

export const regPatronalTwentyninth = 'exportado-del-escritorio-virtual-datos-del-registro-patronal-lista-de-definiciones-fecha-dd-mmm-aaaa';

export function regPatronalTwentyninthDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const e = exported(rng, alta);
  const blocks: Block[] = [
    ...chrome(['Inicio', 'Patrones', 'Consulta', 'Datos del registro patronal']),
    text('Datos del registro patronal', { bold: true, size: 11 }),
    ...dd('Registro patronal', supplier.registroPatronal),
    ...dd('RFC', supplier.rfc),
    ...dd('Nombre, denominación o razón social', supplier.name),
    ...dd('Fecha de alta', oracleDate(alta)),
    ...dd('Clase', clase),
    ...dd('Fracción', fraccion),
    ...dd('Actividad económica', actividad),
    ...dd('Prima de riesgo de trabajo', prima),
    ...dd('Situación', 'Vigente'),
    space(6),
    text('La prima se revisa cada año con la determinación de la prima en el seguro de riesgos de trabajo.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: exportStyle(e, 'IMSS · Escritorio Virtual'), title: 'Datos del registro patronal', producer: 'Skia/PDF m121', date: alta };
}
