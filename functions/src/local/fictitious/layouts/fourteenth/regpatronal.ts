/**
 * The 14th registro patronal layout (held out from session 11, written after the 13th was measured): the 'Tarjeta de
 * Identificación Patronal' reprinted from the IMSS Escritorio Virtual: a bordered card in capitals with the registro in
 * its dashed form ('C04-71175-17-1'), the name and RFC, the date of registration in capitals without the leading zero
 * ('20 DE MAYO DE 2018'), the clase de riesgo in Roman figures with the prima, and the issuing subdelegación.
 */
import { formatDate } from '../../format';
import { printRegistroPatronal } from '../../identities';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';

export const regPatronalFourteenth = 'tarjeta-de-identificacion-patronal-recuadro-registro-con-guiones-fecha-en-mayusculas-sin-cero';

export function regPatronalFourteenthDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const a = supplier.address;
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 11 }),
    text('DIRECCIÓN DE INCORPORACIÓN Y RECAUDACIÓN', { size: 8 }),
    space(8),
    title('TARJETA DE IDENTIFICACIÓN PATRONAL', 12),
    space(8),
    {
      t: 'box',
      lines: [
        `REGISTRO PATRONAL   ${printRegistroPatronal(supplier.registroPatronal, true)}`,
        `NOMBRE O RAZÓN SOCIAL   ${supplier.name}`,
        `R.F.C.   ${supplier.rfc}`,
        `ACTIVIDAD   ${actividad.toUpperCase()}`,
        `FRACCIÓN ${fraccion}     CLASE ${clase}     PRIMA ${prima}`,
        `FECHA DE INSCRIPCIÓN   ${formatDate(alta, 'longUpperNoPad')}`,
        `SUBDELEGACIÓN   ${a.municipio}, ${a.entidad}`,
      ],
      size: 9.5,
    },
    space(8),
    text('Esta tarjeta identifica al patrón ante el Instituto. Preséntela en todo trámite relacionado con su registro patronal.', { size: 8 }),
    space(10),
    rule,
    text(`Reimpresión desde Escritorio Virtual · Folio ${rng.digits(12)}`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 56, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: 'Tarjeta de identificación patronal', producer: 'IMSS Escritorio Virtual', date: alta };
}
