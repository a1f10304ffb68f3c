/**
 * The 26th ICSOE / SISUB acuse layout (written in session 13 without reading the parsers): the acuse as the
 * supplier's office keeps it in its own flattened PDF form (the portal's data typed into a fillable 'Control de
 * informativas' sheet): every value in its box under its caption, the cuatrimestre as its number with the months in
 * brackets ('2 (MAYO-AGOSTO)'), the sending date and hour in one box as '05.MAR.2026 10:41', and the counts in boxes.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';
import { legacyDate } from './formats';
import { formBox } from './regpatronal';

export const acuseTwentysixth = 'hoja-de-control-en-formulario-aplanado-valor-en-recuadro-cuatrimestre-con-meses-entre-parentesis';

const months = ['ENERO-ABRIL', 'MAYO-AGOSTO', 'SEPTIEMBRE-DICIEMBRE'];

export function acuseTwentysixthDocument(f: AcuseFacts): BuiltDocument {
  const { kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'IMSS - ICSOE' : 'INFONAVIT - SISUB', { bold: true, size: 9 }),
    title('CONTROL DE INFORMATIVAS PRESENTADAS - ACUSE', 11),
    space(6),
    ...formBox('FOLIO DEL ACUSE', folio),
    ...formBox('REGISTRO PATRONAL', supplier.registroPatronal),
    ...formBox('RFC', supplier.rfc),
    ...formBox('CUATRIMESTRE', `${cuatrimestre} (${months[cuatrimestre - 1] ?? ''})`),
    ...formBox('EJERCICIO', year),
    ...formBox('TIPO DE INFORMATIVA', tipo),
    ...formBox('FECHA Y HORA DE ENVÍO', `${legacyDate(presented, 'monDotUpperFull')} ${hhmm}`),
    ...formBox('NÚMERO DE CONTRATOS INFORMADOS', String(contratos)),
    ...formBox('NÚMERO DE TRABAJADORES INFORMADOS', String(trabajadores)),
    space(8),
    text('Datos transcritos del acuse descargado de la plataforma; el original se conserva en el expediente.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 48, baseSize: 9 }, title: 'Control de informativas', producer: 'Adobe Acrobat (formulario aplanado)', date: presented };
}
