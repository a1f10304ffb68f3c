/**
 * The 26th employer-registration layout (written in session 13 without reading the parsers): the IMSS 'Aviso de
 * inscripción patronal o de modificación en su registro' (AFIL-01) as a flattened PDF form the supplier's accounting
 * office filled in: every value in its own box under its numbered caption, the date of alta in three Día / Mes / Año
 * boxes ('05  03  2026'), the risk class as the roman numeral alone, and the office's stamp of receipt at the foot.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';
import { legacyDate } from './formats';

export const regPatronalTwentysixth = 'formato-afil-01-pdf-rellenable-aplanado-valor-en-recuadro-bajo-su-leyenda-fecha-en-casillas-dia-mes-anio';

/** A filled-in form field: its numbered caption in small type, the value in a box below it. */
export const formBox = (caption: string, value: string): Block[] => [text(caption, { size: 6.5 }), { t: 'box', lines: [value], size: 9 }];

export function regPatronalTwentysixthDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10 }),
    text('AFIL-01', { align: 'right', bold: true, size: 9 }),
    title('AVISO DE INSCRIPCIÓN PATRONAL O DE MODIFICACIÓN EN SU REGISTRO', 10),
    space(6),
    ...formBox('1. REGISTRO PATRONAL', supplier.registroPatronal),
    ...formBox('2. REGISTRO FEDERAL DE CONTRIBUYENTES', supplier.rfc),
    ...formBox('3. NOMBRE, DENOMINACIÓN O RAZÓN SOCIAL', supplier.name),
    ...formBox('4. FECHA DE INICIO DE ACTIVIDADES (DÍA  MES  AÑO)', legacyDate(alta, 'boxes')),
    ...formBox('5. ACTIVIDAD ECONÓMICA', actividad),
    ...formBox('6. FRACCIÓN', fraccion),
    ...formBox('7. CLASE', clase),
    ...formBox('8. PRIMA DE RIESGO DE TRABAJO', prima),
    space(10),
    text('Declaro bajo protesta de decir verdad que los datos asentados son ciertos.', { size: 7.5 }),
    space(18),
    text('______________________________                    ______________________________', { size: 8 }),
    text('Nombre y firma del patrón o representante legal      Sello de recepción de la Subdelegación', { size: 7 }),
    rule,
    text(`Folio de recepción ${rng.digits(10)}   Original: IMSS   Copia: Patrón`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 9 }, title: 'AFIL-01', producer: 'Adobe Acrobat (formulario aplanado)', date: alta };
}
