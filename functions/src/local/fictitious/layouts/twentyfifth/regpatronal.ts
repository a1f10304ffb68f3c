/**
 * The 25th registro patronal layout (session 13, written without reading the parsers): the IMSS 'Constancia de
 * registro patronal' as a letter whose alta is written entirely in words ('... con fecha cinco de marzo de dos mil
 * quince'), filed under a customer's shared-service 'RECIBIDO' stamp: the registro, the RFC and the class of risk in
 * one headed row, and the name under its label.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';
import { dateInWords, receivedStamp } from './formats';

export const regPatronalTwentyfifth = 'sello-recibido-alta-en-palabras-registro-rfc-y-clase-en-renglon-encabezado';

export function regPatronalTwentyfifthDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const blocks: Block[] = [
    receivedStamp(rng, alta),
    space(6),
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 11 }),
    title('Constancia de registro patronal', 12),
    { t: 'table', headers: ['Registro patronal', 'R.F.C.', 'Clase de riesgo'], rows: [[supplier.registroPatronal, supplier.rfc, clase]], widths: [1.2, 1.2, 0.8], size: 9 },
    pair('Nombre, denominación o razón social:', supplier.name, 'below'),
    space(4),
    text(`El patrón quedó inscrito en el Instituto con fecha ${dateInWords(alta)}, en la fracción ${fraccion} (${actividad}), con una prima de riesgo de trabajo de ${prima}.`, { size: 9 }),
    space(6),
    rule,
    text(`Cadena original: ${sealNoise(rng, 72)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `${p} de ${n}` }, title: 'Constancia de registro patronal', producer: 'IMSS', date: alta };
}
