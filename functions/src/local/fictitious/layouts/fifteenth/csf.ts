/**
 * The 15th CSF layout (held out from session 12, written without reading the parsers): the constancia as the SAT's
 * 2019-2021 print lays it out. The cédula comes first (RFC, name, idCIF under the QR), then 'Lugar y Fecha de Emisión'
 * on one line; the sections print their fields as running text, two 'Label:Value' pairs a line with no space after
 * the colon, the way the SAT's PDF writes them, including the fields a supplier rarely fills ('Entre Calle', 'Y Calle',
 * 'Fecha de último cambio de estado'); the activities, regímenes and obligations follow as headed tables with
 * dd/mm/aaaa dates.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { satSeal, space, text, title } from '../common';
import type { CsfFacts } from '../eighth/csf';

export const csfFifteenth = 'impresion-2019-cedula-arriba-pares-etiqueta-dos-puntos-valor-sin-espacio-dos-por-renglon-tabla-de-obligaciones';

const crossStreets = ['JUÁREZ', 'HIDALGO', 'ALLENDE', 'ZARAGOZA', 'MATAMOROS', 'GUERRERO', 'ALDAMA', 'ABASOLO'];

/** Two 'Label:Value' pairs a line, as the SAT's PDF writes a section's fields. */
function running(heading: string, pairs: [string, string][]): Block[] {
  const lines: Block[] = [text(heading, { bold: true, size: 9 })];
  for (let i = 0; i < pairs.length; i += 2) {
    const line = pairs.slice(i, i + 2).map(([label, value]) => `${label}:${value}`).join('    ');
    lines.push(text(line, { size: 8 }));
  }
  return lines;
}

export function csfFifteenthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const since = formatDate(start, 'longUpper');
  const table = (iso: string) => formatDate(iso, 'slash');
  const changed = formatDate(start, 'longUpper');
  const identity: [string, string][] =
    supplier.kind === 'fisica'
      ? [['CURP', supplier.curp ?? ''], ['Nombre Comercial', ''], ['Fecha inicio de operaciones', since], ['Estatus en el padrón', 'ACTIVO'], ['Fecha de último cambio de estado', changed]]
      : [['Régimen Capital', supplier.regimenCapital ?? ''], ['Nombre Comercial', ''], ['Fecha inicio de operaciones', since], ['Estatus en el padrón', 'ACTIVO'], ['Fecha de último cambio de estado', changed]];
  const [entre, y] = rng.shuffle(crossStreets);
  const location: [string, string][] = [
    ['Código Postal', a.codigoPostal],
    ['Tipo de Vialidad', a.vialidadTipo],
    ['Nombre de Vialidad', a.vialidad],
    ['Número Exterior', a.numero],
    ['Número Interior', a.interior ?? ''],
    ['Nombre de la Colonia', a.colonia],
    ['Nombre de la Localidad', ''],
    ['Nombre del Municipio o Demarcación Territorial', a.municipio],
    ['Nombre de la Entidad Federativa', a.entidad],
    ['Entre Calle', entre ?? ''],
    ['Y Calle', y ?? ''],
  ];
  const blocks: Block[] = [
    text('CÉDULA DE IDENTIFICACIÓN FISCAL', { bold: true, size: 9 }),
    text(supplier.rfc, { bold: true, size: 10 }),
    text('Registro Federal de Contribuyentes', { size: 7 }),
    text(supplier.name, { bold: true, size: 9 }),
    text('Nombre, denominación o razón social', { size: 7 }),
    text(`idCIF: ${idCif}`, { size: 8 }),
    text('VALIDA TU INFORMACIÓN FISCAL', { size: 7 }),
    space(6),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 11),
    text(`Lugar y Fecha de Emisión: ${a.municipio}, ${a.entidad} A ${formatDate(date, 'longUpper')}`, { size: 8, align: 'right' }),
    space(4),
    ...running('Datos de Identificación del Contribuyente:', identity),
    space(4),
    ...running('Datos del domicilio registrado', location),
    space(2),
    {
      t: 'table',
      title: 'Actividades Económicas:',
      headers: ['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'],
      rows: f.chosenActivities.map((act, i) => [String(i + 1), act, String(f.percents[i] ?? ''), table(start), '']),
      widths: [0.6, 4.6, 0.9, 1.1, 1],
      size: 7,
    },
    { t: 'table', title: 'Regímenes:', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], rows: f.regimes.map((r) => [r, table(start), '']), widths: [5, 1.1, 1], size: 7 },
    {
      t: 'table',
      title: 'Obligaciones:',
      headers: ['Descripción de la Obligación', 'Descripción Vencimiento', 'Fecha Inicio', 'Fecha Fin'],
      rows: [
        ['Entero de retenciones mensuales de ISR por sueldos y salarios.', 'A más tardar el día 17 del mes inmediato posterior al periodo que corresponda.', table(start), ''],
        ['Declaración anual de ISR del ejercicio.', 'Dentro de los tres meses siguientes al cierre del ejercicio.', table(start), ''],
      ],
      widths: [3, 3, 1, 0.8],
      size: 7,
    },
    space(4),
    text('Sus datos personales son incorporados y protegidos en los sistemas del SAT, de conformidad con los Lineamientos de Protección de Datos Personales.', { size: 6.5 }),
    text(`Cadena Original Sello: ||${date.replace(/-/g, '/')}|${supplier.rfc}|CONSTANCIA DE SITUACIÓN FISCAL|${idCif}||`, { size: 6 }),
    ...satSeal(rng, 'Sello Digital:'),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 36, baseSize: 9, footer: (p, n) => `Página [${p}] de [${n}]` },
    title: 'Constancia de Situación Fiscal',
    producer: 'SAT',
    date,
  };
}
