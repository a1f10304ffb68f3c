/**
 * The 22nd registro patronal layout (written in session 13 without reading the parsers): the 'Tarjeta de
 * identificación patronal' as an accounting firm's software reprints it from IDSE for the client's file: the card's
 * data inside a box, each line 'LABEL: value' in capitals, the alta as '05 de marzo, 2026', the class of risk as its
 * Roman numeral with the prima beside it, under the firm's own header.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';
import { longCommaDate } from './formats';

export const regPatronalTwentysecond = 'tarjeta-de-identificacion-patronal-reimpresa-por-despacho-datos-en-recuadro-alta-con-coma-clase-con-prima';

export function regPatronalTwentysecondDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const blocks: Block[] = [
    text('DESPACHO FISCAL Y LABORAL ORTIZ & ASOCIADOS', { bold: true, size: 9 }),
    text(`Expediente del cliente · copia del documento IMSS · Ref. ${rng.digits(5)}`, { size: 7 }),
    space(8),
    title('TARJETA DE IDENTIFICACIÓN PATRONAL', 11.5),
    space(4),
    {
      t: 'box',
      lines: [
        `REGISTRO PATRONAL: ${supplier.registroPatronal}`,
        `R.F.C.: ${supplier.rfc}`,
        `NOMBRE O RAZÓN SOCIAL: ${supplier.name}`,
        `FECHA DE ALTA: ${longCommaDate(alta)}`,
        `CLASE: ${clase}    PRIMA: ${prima}`,
        `FRACCIÓN: ${fraccion}    ACTIVIDAD: ${actividad}`,
      ],
      size: 9,
    },
    space(8),
    text('Copia fiel del documento obtenido del IDSE; el original obra en poder del patrón.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 52, baseSize: 10, footer: (p, n) => `Ortiz & Asociados · ${p}/${n}` }, title: 'Tarjeta de identificación patronal (copia)', producer: 'Ortiz & Asociados', date: alta };
}
