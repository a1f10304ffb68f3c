/**
 * The 13th CSF layout (held out from session 11, after the 12th was measured): the constancia as the SAT's current
 * print draws its sections, bordered grids whose cells each hold a label together with its value ('Código Postal:
 * 64000'), two cells a row, so a long value (the denominación, the régimen capital) wraps inside its half of the row
 * and the next cell's label sits beside its first line. The cédula is a grid of its own whose right column carries
 * 'Lugar y Fecha de Emisión'; a persona física's name is split as the form asks for it (Nombre (s), Primer Apellido,
 * Segundo Apellido); the localidad is left empty, as the padrón often has it; the activities, régimen and obligations
 * tables follow the address on the same sheet.
 */
import { addDays, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { CsfFacts } from '../eighth/csf';

export const csfThirteenth = 'secciones-en-celdas-etiqueta-y-valor-juntos-dos-por-fila-etiquetas-largas-partidas';

/** Cells of 'Label: value', two a row, without a header line. */
function cells(heading: string, pairs: [string, string][]): Block[] {
  const joined = pairs.map(([label, value]) => (value ? `${label} ${value}` : label));
  const rows: string[][] = [];
  for (let i = 0; i < joined.length; i += 2) rows.push([joined[i] ?? '', joined[i + 1] ?? '']);
  return [text(heading, { bold: true, size: 8.5 }), { t: 'table', headers: [], rows, widths: [1, 1], size: 7.5 }];
}

export function csfThirteenthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const since = formatDate(start, 'longUpper');
  // The last change of status is the start itself for most taxpayers, a later update of the padrón for some.
  const lastChange = formatDate(rng.chance(0.5) ? start : addDays(start, rng.int(60, 1500)), 'longUpper');
  const [nombre = '', primero = '', segundo = ''] = supplier.kind === 'fisica' ? supplier.name.split(' ') : [];
  const identity: [string, string][] =
    supplier.kind === 'fisica'
      ? [
          ['RFC:', supplier.rfc],
          ['CURP:', supplier.curp ?? ''],
          ['Nombre (s):', nombre],
          ['Primer Apellido:', primero],
          ['Segundo Apellido:', segundo],
          ['Fecha inicio de operaciones:', since],
          ['Estatus en el padrón:', 'ACTIVO'],
          ['Fecha de último cambio de estado:', lastChange],
          ['Nombre Comercial:', ''],
        ]
      : [
          ['RFC:', supplier.rfc],
          ['Denominación/Razón Social:', supplier.name],
          ['Régimen Capital:', supplier.regimenCapital ?? ''],
          ['Nombre Comercial:', ''],
          ['Fecha inicio de operaciones:', since],
          ['Estatus en el padrón:', 'ACTIVO'],
          ['Fecha de último cambio de estado:', lastChange],
        ];
  const address: [string, string][] = [
    ['Código Postal:', a.codigoPostal],
    ['Tipo de Vialidad:', a.vialidadTipo],
    ['Nombre de Vialidad:', a.vialidad],
    ['Número Exterior:', a.numero],
    ['Número Interior:', a.interior ?? ''],
    ['Nombre de la Colonia:', a.colonia],
    ['Nombre de la Localidad:', ''],
    ['Nombre del Municipio o Demarcación Territorial:', a.municipio],
    ['Nombre de la Entidad Federativa:', a.entidad],
    ['Entre Calle:', rng.pick(['GUERRERO', 'BRAVO', 'RAYÓN', 'OCAMPO'])],
    ['Y Calle:', rng.pick(['PINO SUÁREZ', 'ITURBIDE', 'GALEANA', 'ALLENDE'])],
  ];
  const startSlash = formatDate(start, 'slash');
  const blocks: Block[] = [
    {
      t: 'table',
      headers: [],
      rows: [
        ['CÉDULA DE IDENTIFICACIÓN FISCAL', 'Lugar y Fecha de Emisión'],
        [supplier.rfc, `${a.municipio} , ${a.entidad} A ${formatDate(date, 'longUpper')}`],
        ['Registro Federal de Contribuyentes', ''],
        [supplier.name, ''],
        ['Nombre, denominación o razón social', ''],
        [`idCIF: ${idCif}`, 'VALIDA TU INFORMACIÓN FISCAL'],
      ],
      widths: [1.2, 1],
      size: 8,
    },
    space(6),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 11),
    space(2),
    ...cells('Datos de Identificación del Contribuyente:', identity),
    ...cells('Datos del domicilio registrado:', address),
    {
      t: 'table',
      title: 'Actividades Económicas:',
      headers: ['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'],
      rows: f.chosenActivities.map((act, i) => [String(i + 1), act, String(f.percents[i] ?? ''), startSlash, '']),
      widths: [0.6, 4.6, 0.9, 1.1, 1],
      size: 7.5,
    },
    { t: 'table', title: 'Regímenes:', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], rows: f.regimes.map((r) => [r, startSlash, '']), widths: [5, 1.1, 1], size: 7.5 },
    {
      t: 'table',
      title: 'Obligaciones:',
      headers: ['Descripción de la Obligación', 'Descripción Vencimiento', 'Fecha Inicio', 'Fecha Fin'],
      rows: [
        ['Pago definitivo mensual de IVA', 'A más tardar el día 17 del mes inmediato posterior al periodo que corresponda.', startSlash, ''],
        ['Entero de retenciones mensuales de ISR por sueldos y salarios', 'A más tardar el día 17 del mes inmediato posterior al periodo que corresponda.', startSlash, ''],
      ],
      widths: [3.4, 3.6, 1.1, 1],
      size: 7,
    },
    space(4),
    text('Sus datos personales son incorporados y protegidos en los sistemas del SAT, de conformidad con los Lineamientos de Protección de Datos Personales y con las diversas disposiciones fiscales y legales sobre confidencialidad y protección de datos.', { size: 6.5 }),
    rule,
    text(`Cadena Original Sello: ||${date.replace(/-/g, '/')}|${supplier.rfc}|CONSTANCIA DE SITUACIÓN FISCAL|${idCif}|200001088888800000031||`, { size: 6.5 }),
    ...satSeal(rng, 'Sello Digital:'),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 38, baseSize: 9, header: ['Servicio de Administración Tributaria'], footer: (p, n) => `Página [${p}] de [${n}]` },
    title: 'Constancia de Situación Fiscal',
    producer: 'SAT',
    date,
  };
}
