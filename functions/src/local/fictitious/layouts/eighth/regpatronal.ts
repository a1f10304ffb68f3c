/**
 * The 8th registro patronal layout (held out in session 10, tuned on since session 11): the AFIL-01 style form with
 * numbered fields ('01 REGISTRO PATRONAL', '02 R.F.C.', …), the class in Roman numerals with the premium on the same
 * field line, the date of affiliation as '03 de Marzo de 2015', the fracción with its activity and the domicile as
 * further fields.
 */
import { formatDate } from '../../format';
import { addressLine, type Supplier } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';

export const regPatronalEighth = 'formato-campos-numerados-clase-y-prima-en-linea';

export type RegPatronalFacts = { supplier: Supplier; truth: Record<string, string>; alta: string; clase: string; fraccion: string; actividad: string; prima: string };

export function regPatronalEighthDocument(f: RegPatronalFacts): BuiltDocument {
  const { supplier, alta, clase, fraccion, actividad, prima } = f;
  const field = (n: number, label: string, value: string): Block[] => [text(`${String(n).padStart(2, '0')} ${label}`, { size: 7 }), text(value, { indent: 16 })];
  const blocks: Block[] = [
    text('IMSS', { bold: true, size: 16 }),
    text('Dirección de Incorporación y Recaudación · Afiliación patronal', { size: 8 }),
    space(6),
    title('Constancia de inscripción patronal', 12),
    space(8),
    ...field(1, 'REGISTRO PATRONAL', supplier.registroPatronal),
    ...field(2, 'R.F.C.', supplier.rfc),
    ...field(3, 'NOMBRE, DENOMINACIÓN O RAZÓN SOCIAL', supplier.name),
    ...field(4, 'DOMICILIO', addressLine(supplier.address)),
    ...field(5, 'FRACCIÓN Y ACTIVIDAD', `${fraccion} ${actividad.toUpperCase()}`),
    ...field(6, 'CLASE / PRIMA DE RIESGO', `${clase} / ${prima}`),
    ...field(7, 'FECHA DE INICIO DE AFILIACIÓN', formatDate(alta, 'longCap')),
    space(10),
    rule,
    text('Constancia informativa generada por el IMSS. Los datos corresponden a los registrados a la fecha de su consulta.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `AFIL · ${p}/${n}` }, title: 'Constancia de inscripción patronal', producer: 'IMSS IDSE', date: alta };
}
