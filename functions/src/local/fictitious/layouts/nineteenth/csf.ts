/**
 * The 19th CSF layout (held out from session 12, written without reading the parsers): the constancia as the SAT's
 * 2019-2022 print lays out its first page: the Cédula in a box (the RFC and the idCIF each under its caption), the
 * 'Lugar y Fecha de Emisión' in one capitals line ('GUADALAJARA, JALISCO A 22 DE ABRIL DE 2026'), the identification
 * data and the address as two label:value pairs a line, and the activities (with their order number) and regimes as
 * headed tables with their dates as '09/05/2006' and an empty 'Fecha Fin' column.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { CsfFacts } from '../eighth/csf';

export const csfNineteenth = 'impresion-2019-cedula-en-recuadro-dos-pares-por-renglon-actividades-con-orden-y-fecha-fin';

/** Two label:value pairs on one printed line, as the SAT's print sets its two columns of data. */
const twoPairs = (a: [string, string], b?: [string, string]): Block => text(`${a[0]}: ${a[1]}${b ? `          ${b[0]}: ${b[1]}` : ''}`, { size: 8.5 });

export function csfNineteenthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const long = (iso: string) => formatDate(iso, 'longUpper');
  const identity: Block[] =
    supplier.kind === 'fisica'
      ? [twoPairs(['CURP', supplier.curp ?? '']), twoPairs(['Nombre (s) y apellidos', supplier.name])]
      : [twoPairs(['Denominación/Razón Social', supplier.name]), twoPairs(['Régimen Capital', supplier.regimenCapital ?? ''])];
  const blocks: Block[] = [
    text('HACIENDA  ·  SAT', { bold: true, size: 10 }),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 11.5),
    space(4),
    { t: 'box', lines: ['CÉDULA DE IDENTIFICACIÓN FISCAL', 'Registro Federal de Contribuyentes', supplier.rfc, 'idCIF', idCif], size: 8.5 },
    text(`Lugar y Fecha de Emisión: ${f.truth.lugarEmision ?? ''} A ${long(date)}`, { size: 8.5 }),
    space(6),
    text('Datos de Identificación del Contribuyente:', { bold: true, size: 9 }),
    ...identity,
    twoPairs(['Fecha inicio de operaciones', long(start)], ['Estatus en el padrón', 'ACTIVO']),
    twoPairs(['Fecha de último cambio de estado', long(start)]),
    space(4),
    text('Datos de Ubicación (domicilio fiscal, vigente):', { bold: true, size: 9 }),
    twoPairs(['Código Postal', a.codigoPostal], ['Tipo de Vialidad', a.vialidadTipo]),
    twoPairs(['Nombre de Vialidad', a.vialidad], ['Número Exterior', a.numero]),
    twoPairs(['Número Interior', a.interior ?? ''], ['Nombre de la Colonia', a.colonia]),
    twoPairs(['Nombre del Municipio o Demarcación Territorial', a.municipio]),
    twoPairs(['Nombre de la Entidad Federativa', a.entidad], ['Entre Calle', '']),
    space(4),
    { t: 'table', title: 'Actividades Económicas:', headers: ['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'], rows: f.chosenActivities.map((act, i) => [String(i + 1), act, String(f.percents[i] ?? ''), formatDate(start, 'slash'), '']), widths: [0.5, 4, 0.8, 1, 0.8], size: 7.5 },
    { t: 'table', title: 'Regímenes:', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], rows: f.regimes.map((r) => [r, formatDate(start, 'slash'), '']), widths: [4.5, 1, 0.8], size: 7.5 },
    space(6),
    rule,
    ...satSeal(rng, 'Cadena Original Sello:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 38, baseSize: 9, footer: (p, n) => `Página [${p}] de [${n}]` }, title: 'Constancia de Situación Fiscal', producer: 'SAT', date };
}
