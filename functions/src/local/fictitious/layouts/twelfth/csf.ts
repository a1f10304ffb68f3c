/**
 * The 12th CSF layout (held out in session 11, measured there and tuned on since): the constancia as the SAT prints the
 * catalogue values of its padrón, without accents ('NUEVO LEON', 'QUERETARO', 'CUAUHTEMOC'), so the address and the
 * place of issue carry no accents while the name keeps its own spelling. The cédula runs across the page as one row of
 * values (RFC, name, idCIF) above a row of their captions; the place and the date of issue come as two right-aligned
 * lines under their caption ('MONTERREY , NUEVO LEON' / 'A 3 DE MARZO DE 2026'); the identity and the address are grids
 * three pairs wide, the address with the contact data (lada, telephone, e-mail) after it; activities carry an 'Orden'
 * column and the percentage with its sign.
 */
import { addDays, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { CsfFacts } from '../eighth/csf';

export const csfTwelfth = 'padron-sin-acentos-cedula-en-renglon-rejillas-de-tres-pares-lugar-y-fecha-en-dos-lineas';

/** The padrón's catalogue spelling: capitals without accents (Ñ stays, as the SAT keeps it). */
const catalogue = (s: string): string => s.normalize('NFD').replace(/(?<=[AEIOUaeiou])[\u0300-\u036f]/g, '').normalize('NFC');

/** Label/value pairs three to a row, without a header line. */
function grid(heading: string, cells: [string, string][]): Block[] {
  const rows: string[][] = [];
  for (let i = 0; i < cells.length; i += 3) rows.push([0, 1, 2].flatMap((j) => cells[i + j] ?? ['', '']));
  return [text(heading, { bold: true, size: 9 }), { t: 'table', headers: [], rows, widths: [1.3, 1.5, 1.3, 1.5, 1.3, 1.5], size: 7.5 }];
}

export function csfTwelfthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const place = { colonia: catalogue(a.colonia), municipio: catalogue(a.municipio), entidad: catalogue(a.entidad), vialidad: catalogue(a.vialidad) };
  const truth: Record<string, string> = {
    ...f.truth,
    lugarEmision: `${place.municipio}, ${place.entidad}`,
    'domicilio.vialidad': place.vialidad,
    'domicilio.colonia': place.colonia,
    'domicilio.municipio': place.municipio,
    'domicilio.entidad': place.entidad,
  };
  const since = formatDate(start, 'longUpperNoPad');
  // The last change of status is the start of operations or a later update of the padrón.
  const lastChange = formatDate(addDays(start, rng.int(0, 1) * rng.int(30, 900)), 'longUpperNoPad');
  const identity: [string, string][] =
    supplier.kind === 'fisica'
      ? [['CURP:', supplier.curp ?? ''], ['Fecha inicio de operaciones:', since], ['Estatus en el padrón:', 'ACTIVO'], ['Fecha de último cambio de estado:', lastChange], ['Nombre Comercial:', '']]
      : [['Régimen Capital:', supplier.regimenCapital ?? ''], ['Nombre Comercial:', ''], ['Fecha inicio de operaciones:', since], ['Estatus en el padrón:', 'ACTIVO'], ['Fecha de último cambio de estado:', lastChange]];
  const address: [string, string][] = [
    ['Código Postal:', a.codigoPostal],
    ['Tipo de Vialidad:', catalogue(a.vialidadTipo)],
    ['Nombre de Vialidad:', place.vialidad],
    ['Número Exterior:', a.numero],
    ['Número Interior:', a.interior ?? ''],
    ['Nombre de la Colonia:', place.colonia],
    ['Nombre del Municipio o Demarcación Territorial:', place.municipio],
    ['Nombre de la Entidad Federativa:', place.entidad],
    ['Entre Calle:', rng.pick(['ALDAMA', 'GALEANA', 'MATAMOROS', 'ABASOLO'])],
  ];
  const contact: [string, string][] = [
    ['Tel. Fijo Lada:', rng.pick(['81', '33', '55', '442', '477', '222', '999'])],
    ['Número:', rng.digits(8)],
    ['Correo Electrónico:', `conta${rng.int(1, 9)}@mail.mx`],
  ];
  const since2 = formatDate(start, 'slash');
  const blocks: Block[] = [
    text('SHCP · SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { bold: true, size: 8 }),
    space(4),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 12),
    space(4),
    {
      t: 'table',
      headers: [],
      rows: [
        [supplier.rfc, supplier.name, idCif],
        ['Registro Federal de Contribuyentes', 'Nombre, denominación o razón social', 'idCIF'],
      ],
      widths: [1.4, 3.2, 1.1],
      size: 8.5,
    },
    text('Escanea el código QR para validar la información de esta constancia.', { size: 6.5 }),
    space(4),
    text('Lugar y Fecha de Emisión', { align: 'right', bold: true, size: 8 }),
    text(`${place.municipio} , ${place.entidad}`, { align: 'right', size: 8.5 }),
    text(`A ${formatDate(date, 'longUpperNoPad')}`, { align: 'right', size: 8.5 }),
    space(6),
    ...grid('Datos de Identificación del Contribuyente:', identity),
    space(4),
    ...grid('Datos del domicilio registrado', address),
    ...grid('Datos de contacto', contact),
    space(4),
    {
      t: 'table',
      title: 'Actividades Económicas:',
      headers: ['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'],
      rows: f.chosenActivities.map((act, i) => [String(i + 1), act, `${f.percents[i] ?? ''}%`, since2, '']),
      widths: [0.6, 4.6, 1, 1.1, 1],
      size: 7.5,
    },
    { t: 'table', title: 'Regímenes:', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], rows: f.regimes.map((r) => [r, since2, '']), widths: [5, 1.2, 1], size: 7.5 },
    {
      t: 'table',
      title: 'Obligaciones:',
      headers: ['Descripción de la Obligación', 'Descripción Vencimiento', 'Fecha Inicio', 'Fecha Fin'],
      rows: [
        ['Declaración informativa de IVA con la anual de ISR', 'Conjuntamente con la declaración anual del ejercicio', since2, ''],
        ['Entero de retenciones mensuales de ISR por sueldos y salarios', 'A más tardar el día 17 del mes inmediato posterior', since2, ''],
      ],
      widths: [4, 3.5, 1.1, 1],
      size: 7,
    },
    space(6),
    rule,
    ...satSeal(rng, 'Sello Digital:'),
  ];
  return {
    blocks,
    truth,
    style: { margin: 40, baseSize: 9, footer: (p, n) => `Página [${p}] de [${n}]` },
    title: 'Constancia de Situación Fiscal',
    producer: 'SAT',
    date,
  };
}
