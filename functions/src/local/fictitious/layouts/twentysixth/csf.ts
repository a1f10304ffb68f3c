/**
 * The 26th CSF layout (written in session 13 without reading the parsers): the constancia re-typed by the supplier
 * into a word processor (the original lost, the data copied from the SAT portal): the official captions kept, arranged
 * as one two-column table without a header (caption | data), the place and date as the document's first line
 * ('Zapopan, Jalisco, a 5 de marzo de 2026'), dates in the table as '05/03/2026', and each activity in three rows
 * (activity, percentage, start) numbered like the portal's 'Orden'.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text, title } from '../common';
import type { CsfFacts } from '../eighth/csf';

export const csfTwentysixth = 'reescrita-en-procesador-de-textos-tabla-de-dos-columnas-leyenda-y-dato-lugar-y-fecha-al-principio';

export function csfTwentysixthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { supplier, date, idCif, start } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'slash');
  const identity: string[][] =
    supplier.kind === 'fisica'
      ? [['CURP', supplier.curp ?? ''], ['Nombre (s) y apellidos', supplier.name]]
      : [['Denominación/Razón Social', supplier.name], ['Régimen Capital', supplier.regimenCapital ?? '']];
  const rows: string[][] = [
    ['RFC', supplier.rfc],
    ['idCIF', idCif],
    ...identity,
    ['Fecha inicio de operaciones', d(start)],
    ['Estatus en el padrón', 'ACTIVO'],
    ['Código Postal', a.codigoPostal],
    ['Tipo de Vialidad', a.vialidadTipo],
    ['Nombre de Vialidad', a.vialidad],
    ['Número Exterior', a.numero],
    ['Número Interior', a.interior ?? ''],
    ['Nombre de la Colonia', a.colonia],
    ['Nombre del Municipio o Demarcación Territorial', a.municipio],
    ['Nombre de la Entidad Federativa', a.entidad],
    ...f.chosenActivities.flatMap((act, i) => [
      [`Actividad Económica (orden ${i + 1})`, act],
      ['Porcentaje', String(f.percents[i] ?? '')],
      ['Fecha Inicio', d(start)],
    ]),
    ...f.regimes.flatMap((r) => [['Régimen', r], ['Fecha Inicio', d(start)]]),
  ];
  const blocks: Block[] = [
    text(`${f.truth.lugarEmision ?? ''}, a ${formatDate(date, 'longNoPad')}`, { align: 'right', size: 9.5 }),
    space(6),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 12),
    text('(transcripción de los datos del contribuyente)', { align: 'center', size: 8 }),
    space(6),
    { t: 'table', headers: [], rows, widths: [1.5, 4], size: 8.5 },
    space(8),
    text('Los datos coinciden con los registrados ante el Servicio de Administración Tributaria a la fecha indicada.', { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 50, baseSize: 10 }, title: 'Constancia de situación fiscal', producer: 'Microsoft Word', date };
}
