/**
 * The 20th registro patronal layout (held out from session 12, written without reading the parsers): the 'Constancia
 * de registro patronal' as the Escritorio Virtual's newer reprint lays it out: the registro, the RFC and the name as
 * label lines at a tab, the class of risk with its grade in words ('Clase III (riesgo medio)'), the alta as '05.03.2026', and the fraction and activity in a headed table.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';

export const regPatronalTwentieth = 'reimpresion-escritorio-virtual-clase-con-su-grado-en-palabras-alta-con-puntos-fraccion-y-actividad-en-tabla';

const riskWords: Record<string, string> = { I: 'riesgo ordinario', II: 'riesgo bajo', III: 'riesgo medio', IV: 'riesgo alto', V: 'riesgo máximo' };

export function regPatronalTwentiethDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const row = (label: string, value: string): Block => pair(label, value, 'tab', 160);
  const blocks: Block[] = [
    text('Instituto Mexicano del Seguro Social', { bold: true, size: 12 }),
    text('Escritorio Virtual · Reimpresión de documentos patronales', { size: 7.5 }),
    space(8),
    title('Constancia de registro patronal', 12),
    space(6),
    row('Registro patronal:', supplier.registroPatronal),
    row('R.F.C.:', supplier.rfc),
    row('Nombre o razón social:', supplier.name),
    row('Fecha de alta:', formatDate(alta, 'dots')),
    row('Clase de riesgo:', `Clase ${clase} (${riskWords[clase] ?? ''})`),
    row('Prima de riesgo vigente:', `${prima} %`),
    space(6),
    { t: 'table', headers: ['Fracción', 'Actividad económica'], rows: [[fraccion, actividad]], widths: [0.8, 5], size: 8.5 },
    space(8),
    text('Reimpresión a solicitud del patrón; los datos corresponden a su inscripción y a su última revisión de la prima.', { size: 7 }),
    rule,
    text(`Cadena original: ${sealNoise(rng, 70)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: 'Constancia de registro patronal', producer: 'IMSS Escritorio Virtual', date: alta };
}
