/**
 * The 24th registro patronal layout (written in session 13 without reading the parsers): the IMSS 'Tarjeta de
 * identificación patronal' reprinted by a regional subdelegación: the subdelegación's address under the IMSS
 * heading (the issuer's data near the patrón's), the registro with its dashes, the patrón's name and RFC, and the risk
 * data as a leader-dotted list ('Clase .......... III'), the alta as '5-mar-2026'.
 */
import { printRegistroPatronal } from '../../identities';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { leader, rule, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';
import { monLowerNoPad } from './formats';

export const regPatronalTwentyfourth = 'tarjeta-de-identificacion-patronal-reimpresa-por-subdelegacion-foranea-domicilio-de-la-subdelegacion-registro-con-guiones-lista-con-puntos';

export function regPatronalTwentyfourthDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const sub = rng.pick([
    ['Subdelegación Tapachula', 'Av. Central Poniente 45, Col. Centro, C.P. 30700, Tapachula, Chis.'],
    ['Subdelegación Ciudad Obregón', 'Calle Guerrero 380 Ote., Col. Centro, C.P. 85000, Cajeme, Son.'],
    ['Subdelegación Zamora', 'Av. Juárez 512, Col. Centro, C.P. 59600, Zamora, Mich.'],
  ] as const);
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 11 }),
    text(`${sub[0]} · ${sub[1]}`, { size: 7.5 }),
    space(8),
    title('TARJETA DE IDENTIFICACIÓN PATRONAL', 12),
    text('(Reimpresión)', { size: 8, align: 'center' }),
    space(6),
    leader('Registro patronal', printRegistroPatronal(supplier.registroPatronal, true), 26, 9),
    leader('R.F.C.', supplier.rfc, 26, 9),
    leader('Nombre o razón social', supplier.name, 26, 9),
    leader('Fecha de inicio de afiliación', monLowerNoPad(alta), 26, 9),
    space(4),
    rule,
    text('Seguro de riesgos de trabajo', { bold: true, size: 9 }),
    leader('Clase', clase, 26, 9),
    leader('Fracción', fraccion, 26, 9),
    leader('Actividad', actividad, 26, 9),
    leader('Prima', prima, 26, 9),
    space(10),
    text('Presente esta tarjeta en todos sus trámites ante el Instituto.', { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 52, baseSize: 10, footer: (p, n) => `IMSS · ${sub[0]} · ${p}/${n}` }, title: 'Tarjeta de identificación patronal', producer: 'IMSS SIAL', date: alta };
}
