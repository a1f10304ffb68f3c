/**
 * The 16th registro patronal layout (held out from session 12, written without reading the parsers): the IMSS's
 * 'Aviso de inscripción patronal' (AFIL-01 style) as the form's reprint: numbered boxes with the caption above the
 * value, in a header-less grid ('1 REGISTRO PATRONAL', '2 R.F.C.'…); the date of the start of operations ('fecha de
 * alta') in the form's three boxes, day, month and year, each under its caption; the classification (clase, fracción,
 * prima) as another row of boxes.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';

export const regPatronalSixteenth = 'aviso-de-inscripcion-afil-cajas-numeradas-leyenda-arriba-fecha-de-alta-en-tres-cajas-dia-mes-ano';

export function regPatronalSixteenthDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const a = supplier.address;
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10 }),
    text('AFILIACIÓN Y VIGENCIA', { size: 8 }),
    space(6),
    title('AVISO DE INSCRIPCIÓN PATRONAL O DE MODIFICACIÓN EN SU REGISTRO', 10.5),
    text('Tipo de movimiento: INSCRIPCIÓN', { align: 'center', size: 8.5 }),
    space(6),
    { t: 'table', headers: ['1 REGISTRO PATRONAL', '2 R.F.C.', '3 TIPO DE PERSONA'], rows: [[supplier.registroPatronal, supplier.rfc, supplier.kind === 'moral' ? 'MORAL' : 'FÍSICA']], widths: [1.4, 1.4, 1], size: 8.5 },
    { t: 'table', headers: ['4 NOMBRE, DENOMINACIÓN O RAZÓN SOCIAL'], rows: [[supplier.name]], size: 8.5 },
    { t: 'table', headers: ['5 DOMICILIO (CALLE, NÚMERO, COLONIA)', '6 MUNICIPIO O ALCALDÍA', '7 C.P.'], rows: [[`${a.vialidadTipo} ${a.vialidad} ${a.numero}, COL. ${a.colonia}`, a.municipio, a.codigoPostal]], widths: [2.6, 1.4, 0.6], size: 8 },
    space(4),
    text('8 FECHA DE INICIO DE OPERACIONES (ALTA)', { bold: true, size: 8 }),
    { t: 'table', headers: ['DÍA', 'MES', 'AÑO'], rows: [[alta.slice(8, 10), alta.slice(5, 7), alta.slice(0, 4)]], widths: [1, 1, 1.4], size: 9 },
    space(4),
    { t: 'table', headers: ['9 ACTIVIDAD ECONÓMICA', '10 FRACCIÓN', '11 CLASE', '12 PRIMA DE R.T.'], rows: [[actividad, fraccion, clase, prima]], widths: [3, 0.9, 0.7, 1], size: 8 },
    space(8),
    text('Declaro bajo protesta de decir verdad que los datos asentados son ciertos.', { size: 7.5 }),
    rule,
    text(`Sello digital IMSS: ${sealNoise(rng, 72)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 10, footer: (p, n) => `AFIL-01 · ${p}/${n}` }, title: 'Aviso de inscripción patronal', producer: 'IMSS IDSE', date: alta };
}
