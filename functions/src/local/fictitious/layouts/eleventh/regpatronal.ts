/**
 * The 11th registro patronal layout (held out in session 11, measured there and tuned on since): the Escritorio
 * Virtual's 'Acuse de inscripción patronal'. A trámite number and the date and place in the header, the patrón's name
 * and RFC inside the acuse's sentence, then the assigned registro with its date of registration ('03-marzo-2015'),
 * class, fracción and premium as one headed row, and the work centre's address as the last line.
 */
import { addDays, formatDate } from '../../format';
import { addressLine } from '../../identities';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';

export const regPatronalEleventh = 'acuse-de-inscripcion-nombre-y-rfc-en-el-texto-fila-registro-fecha-dd-mes-aaaa';

export function regPatronalEleventhDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  // The acuse is printed the day of the registration or a few days later.
  const printed = addDays(alta, rng.int(0, 3));
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10 }),
    text('Escritorio Virtual · Incorporación patronal', { size: 8 }),
    text(`Trámite ${rng.digits(12)}`, { align: 'right', size: 8 }),
    space(8),
    title('ACUSE DE INSCRIPCIÓN PATRONAL', 12),
    space(6),
    text(
      `El Instituto Mexicano del Seguro Social hace constar que ${supplier.name}, con Registro Federal de Contribuyentes ${supplier.rfc}, quedó inscrito como patrón con los datos siguientes:`,
    ),
    space(6),
    {
      t: 'table',
      headers: ['Registro patronal', 'Fecha de alta', 'Clase', 'Fracción', 'Prima de riesgo'],
      rows: [[supplier.registroPatronal, formatDate(alta, 'longDash'), clase, fraccion, prima]],
      widths: [1.4, 1.5, 0.6, 0.8, 1.1],
      size: 9,
    },
    text(`Actividad: ${actividad}`, { size: 9 }),
    text(`Centro de trabajo: ${addressLine(supplier.address)}`, { size: 8.5 }),
    space(10),
    rule,
    text(`Emitido el ${formatDate(printed, 'slash')} · Cadena: ${sealNoise(rng, 64)}`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `Escritorio Virtual IMSS · ${p}/${n}` }, title: 'Acuse de inscripción patronal', producer: 'IMSS Escritorio Virtual', date: printed };
}
