/**
 * The 21st registro patronal layout (held out from session 13, written without reading the parsers): the acuse of
 * the 'Aviso de inscripción patronal' as IMSS Desde Su Empresa (IDSE) printed it before the Escritorio Virtual: the
 * labels as column headers over one row of values each (registro, class, fraction; the name alone; RFC and the date
 * the inscription takes effect, '05/03/2015'), the class as its Roman numeral after 'Clase', the lote's number at the
 * top.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';

export const regPatronalTwentyfirst = 'acuse-idse-inscripcion-patronal-encabezados-sobre-un-renglon-de-valores-clase-romana-fecha-efectos-con-diagonales';

export function regPatronalTwentyfirstDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const row = (headers: string[], values: string[], widths: number[]): Block => ({ t: 'table', headers, rows: [values], widths, size: 8.5 });
  const blocks: Block[] = [
    text('IMSS Desde Su Empresa', { bold: true, size: 11 }),
    text(`Lote ${rng.digits(9)}    Acuse de recibo`, { align: 'right', size: 8 }),
    space(6),
    title('AVISO DE INSCRIPCIÓN PATRONAL O DE MODIFICACIÓN EN SU REGISTRO', 10.5),
    space(6),
    row(['Registro patronal', 'Clase', 'Fracción', 'Prima'], [supplier.registroPatronal, `Clase ${clase}`, fraccion, prima], [1.6, 0.8, 0.8, 0.8]),
    row(['Nombre, denominación o razón social'], [supplier.name], [1]),
    row(['R.F.C.', 'Fecha de inicio de efectos'], [supplier.rfc, formatDate(alta, 'slash')], [1, 1]),
    row(['Actividad económica'], [actividad], [1]),
    space(8),
    text('El Instituto recibió el aviso por medios electrónicos; los datos son responsabilidad del patrón conforme al artículo 15 de la Ley del Seguro Social.', { size: 7.5 }),
    rule,
    text(`Firma electrónica: ${sealNoise(rng, 80)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `IDSE · ${p} de ${n}` }, title: 'Acuse de inscripción patronal', producer: 'IMSS IDSE', date: alta };
}
