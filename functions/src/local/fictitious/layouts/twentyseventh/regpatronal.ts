/**
 * The 27th employer-registration layout (written in session 13 without reading the parsers): the IMSS 'Tarjeta de
 * identificación patronal' photographed with CamScanner (its watermark at the foot), read as the OCR reads the card's
 * two columns: the left column's captions and values first ('Registro Patronal', 'Nombre o razón social', 'R.F.C.'),
 * then the right column's activity data read row by row ('Clase Fracción Prima' then 'III 843 2.59840'), the date of
 * alta as '5 MAR 2015', and an OCR slip in the card's form number ('AFIL-O2').
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';
import { cells, scanAppProducer, scanAppStyle, scanDate } from './scan-app';

export const regPatronalTwentyseventh = 'tarjeta-de-identificacion-patronal-escaneada-con-camscanner-columnas-en-orden-clase-fraccion-prima-en-renglon';

export function regPatronalTwentyseventhDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10 }),
    text('TARJETA DE IDENTIFICACIÓN PATRONAL', { bold: true }),
    text('AFIL-O2', { size: 7 }),
    space(6),
    text('Registro Patronal', { size: 8 }),
    text(supplier.registroPatronal, { bold: true }),
    text('Nombre o razón social', { size: 8 }),
    text(supplier.name),
    text('R.F.C.', { size: 8 }),
    text(supplier.rfc),
    space(4),
    text('Actividad', { size: 8 }),
    text(actividad),
    cells(['Clase', 'Fracción', 'Prima']),
    cells([clase, fraccion, prima]),
    cells(['Fecha de alta:', scanDate(alta, 'monUpperNoPad')]),
    space(8),
    text(`Subdelegación ${rng.pick(['01', '02', '05', '11', '17'])}   Expedida por el IMSS para uso del patrón en sus trámites.`, { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: scanAppStyle('camscanner', rng, alta), title: 'CamScanner', producer: scanAppProducer.camscanner, date: alta };
}
