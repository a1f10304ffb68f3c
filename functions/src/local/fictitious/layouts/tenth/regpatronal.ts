/**
 * The 10th registro patronal layout (held out in session 11, measured there and tuned on since): IDSE's 'Datos
 * generales del patrón' print, a header-less grid two pairs wide in which the registro sits beside its modalidad, the
 * class beside the RFC with the risk's name ('III - Riesgo medio'), the date of registration as '15-mar-2015' beside
 * the premium, and the delegación and subdelegación in the last row.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { romanRisk, rule, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';

export const regPatronalTenth = 'idse-datos-generales-rejilla-dos-pares-clase-con-nombre-del-riesgo';

const riskNames = ['Riesgo mínimo', 'Riesgo bajo', 'Riesgo medio', 'Riesgo alto', 'Riesgo máximo'];

export function regPatronalTenthDocument(f: RegPatronalFacts): BuiltDocument {
  const { supplier, alta, clase, fraccion, actividad, prima } = f;
  const rp = supplier.registroPatronal;
  const blocks: Block[] = [
    text('IMSS Desde Su Empresa (IDSE)', { bold: true, size: 10 }),
    text('Afiliación patronal · Consulta', { size: 8 }),
    space(8),
    title('Datos generales del patrón', 12),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Registro patronal', rp, 'Modalidad', rp.slice(8, 10)],
        ['R.F.C.', supplier.rfc, 'Clase', `${clase} - ${riskNames[romanRisk.indexOf(clase as (typeof romanRisk)[number])] ?? ''}`],
        ['Razón social', supplier.name, '', ''],
        ['Fecha de alta', formatDate(alta, 'monLower'), 'Prima de R.T.', prima],
        ['Fracción', fraccion, 'Actividad', actividad],
        ['Delegación', supplier.address.entidad, 'Subdelegación', supplier.address.municipio],
      ],
      widths: [1.3, 2.6, 1.1, 2],
      size: 8.5,
    },
    space(10),
    rule,
    text('Consulta informativa. Los datos son los registrados en el IMSS a la fecha de la consulta.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `IDSE · ${p}/${n}` }, title: 'Datos generales del patrón', producer: 'IMSS IDSE', date: alta };
}
