/**
 * The 21st CSF layout (held out from session 13, written without reading the parsers): the constancia as the SAT
 * portal printed it in 2019-2021: the Cédula de Identificación Fiscal on top (RFC, name and idCIF in a box), 'Lugar y
 * Fecha de Emisión' with the place and the date in capitals after 'A', the identification and address data in a
 * four-column grid (label, value, label, value), dates as '05/03/2026' in the tables, and the obligations' table
 * after the regimes.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { CsfFacts } from '../eighth/csf';

export const csfTwentyfirst = 'impresion-2019-2021-cedula-arriba-lugar-y-fecha-con-a-rejilla-de-cuatro-columnas-tablas-con-orden-y-obligaciones';

export function csfTwentyfirstDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'slash');
  const identity: string[][] =
    supplier.kind === 'fisica'
      ? [
          ['RFC:', supplier.rfc, 'CURP:', supplier.curp ?? ''],
          ['Nombre (s):', supplier.name, 'Fecha inicio de operaciones:', d(start)],
          ['Estatus en el padrón:', 'ACTIVO', 'Fecha de último cambio de estado:', d(start)],
        ]
      : [
          ['RFC:', supplier.rfc, 'Régimen Capital:', supplier.regimenCapital ?? ''],
          ['Denominación/Razón Social:', supplier.name, 'Fecha inicio de operaciones:', d(start)],
          ['Estatus en el padrón:', 'ACTIVO', 'Fecha de último cambio de estado:', d(start)],
        ];
  const blocks: Block[] = [
    title('CÉDULA DE IDENTIFICACIÓN FISCAL', 10),
    { t: 'box', lines: [supplier.rfc, 'Registro Federal de Contribuyentes', supplier.name, 'Nombre, denominación o razón social', `idCIF: ${idCif}`], size: 8.5 },
    space(6),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 11),
    text(`Lugar y Fecha de Emisión: ${f.truth.lugarEmision ?? ''} A ${formatDate(date, 'longUpper')}`, { size: 8.5 }),
    space(4),
    { t: 'table', title: 'Datos de Identificación del Contribuyente:', headers: [], rows: identity, widths: [1.3, 2.2, 1.4, 1.3], size: 7.5 },
    {
      t: 'table',
      title: 'Datos de Ubicación:',
      headers: [],
      rows: [
        ['Código Postal:', a.codigoPostal, 'Tipo de Vialidad:', a.vialidadTipo],
        ['Nombre de Vialidad:', a.vialidad, 'Número Exterior:', a.numero],
        ['Número Interior:', a.interior ?? '', 'Nombre de la Colonia:', a.colonia],
        ['Nombre de la Localidad:', a.municipio, 'Nombre del Municipio o Demarcación Territorial:', a.municipio],
        ['Nombre de la Entidad Federativa:', a.entidad, 'Entre Calle:', ''],
      ],
      widths: [1.3, 1.8, 1.6, 1.5],
      size: 7.5,
    },
    { t: 'table', title: 'Actividades Económicas:', headers: ['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'], rows: f.chosenActivities.map((act, i) => [String(i + 1), act, String(f.percents[i] ?? ''), d(start), '']), widths: [0.5, 3.6, 0.8, 0.9, 0.8], size: 7 },
    { t: 'table', title: 'Regímenes:', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], rows: f.regimes.map((r) => [r, d(start), '']), widths: [4.3, 0.9, 0.8], size: 7 },
    {
      t: 'table',
      title: 'Obligaciones:',
      headers: ['Descripción de la Obligación', 'Descripción Vencimiento', 'Fecha Inicio', 'Fecha Fin'],
      rows: [
        ['Declaración informativa de IVA con la anual de ISR.', 'A más tardar el día 17 del mes inmediato posterior al periodo que corresponda.', d(start), ''],
        ['Entero de retenciones mensuales de ISR por sueldos y salarios.', 'A más tardar el día 17 del mes inmediato posterior al periodo que corresponda.', d(start), ''],
      ],
      widths: [2.6, 2.4, 0.9, 0.7],
      size: 6.5,
    },
    space(4),
    rule,
    ...satSeal(rng, 'Cadena Original Sello:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 38, baseSize: 9, footer: (p, n) => `Página [${p}] de [${n}]` }, title: 'Constancia de Situación Fiscal', producer: 'SAT', date };
}
