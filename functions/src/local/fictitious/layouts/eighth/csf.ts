/**
 * The 8th CSF layout (held out in session 10, tuned on since session 11): the SAT's form field names in a label/value
 * grid two pairs wide (numbered sections), the address in the same grid, the place and date of issue at the foot above
 * the original chain, régimen and activities with their own column orders and dates as dd-mm-aaaa.
 */
import { formatDate } from '../../format';
import type { Address, Supplier } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, space, text, title } from '../common';

export const csfEighth = 'rejilla-dos-pares-por-fila-lugar-fecha-al-pie';

export type CsfFacts = {
  supplier: Supplier;
  truth: Record<string, string>;
  date: string;
  idCif: string;
  start: string;
  chosenActivities: string[];
  percents: number[];
  regimes: string[];
};

/** A grid of label/value pairs, two pairs a row, without a header line (the old CSF's boxed sections). */
function grid(heading: string, cells: [string, string][]): Block[] {
  const rows: string[][] = [];
  for (let i = 0; i < cells.length; i += 2) {
    const [l1 = '', v1 = ''] = cells[i] ?? [];
    const [l2 = '', v2 = ''] = cells[i + 1] ?? [];
    rows.push([l1, v1, l2, v2]);
  }
  return [text(heading, { bold: true, size: 9 }), { t: 'table', headers: [], rows, widths: [1.8, 1.9, 1.8, 1.9], size: 8 }];
}

/** The identification fields by the form's names; a persona física's name comes split as on the form. */
export function csfIdentityFields(supplier: Supplier, idCif: string, since: string): [string, string][] {
  const [nombres = '', primero = '', segundo = ''] = supplier.name.split(' ');
  return supplier.kind === 'fisica'
    ? [
        ['RFC:', supplier.rfc],
        ['CURP:', supplier.curp ?? ''],
        ['Nombre (s):', nombres],
        ['Primer Apellido:', primero],
        ['Segundo Apellido:', segundo],
        ['idCIF:', idCif],
        ['Fecha inicio de operaciones:', since],
        ['Estatus en el padrón:', 'ACTIVO'],
      ]
    : [
        ['RFC:', supplier.rfc],
        ['idCIF:', idCif],
        ['Denominación/Razón Social:', supplier.name],
        ['Régimen Capital:', supplier.regimenCapital ?? ''],
        ['Fecha inicio de operaciones:', since],
        ['Estatus en el padrón:', 'ACTIVO'],
      ];
}

/** The address fields by the form's names. */
export function csfAddressFields(a: Address): [string, string][] {
  return [
    ['Código Postal:', a.codigoPostal],
    ['Tipo de Vialidad:', a.vialidadTipo],
    ['Nombre de Vialidad:', a.vialidad],
    ['Número Exterior:', a.numero],
    ['Número Interior:', a.interior ?? ''],
    ['Nombre de la Colonia:', a.colonia],
    ['Nombre del Municipio o Demarcación Territorial:', a.municipio],
    ['Nombre de la Entidad Federativa:', a.entidad],
  ];
}

export function csfEighthDocument(f: CsfFacts): BuiltDocument {
  const { supplier, date, idCif, start } = f;
  const a: Address = supplier.address;
  const since = formatDate(start, 'dash');
  // The SAT keeps the form's field names across templates.
  const identity = csfIdentityFields(supplier, idCif, since);
  const address = csfAddressFields(a);
  const blocks: Block[] = [
    text('HACIENDA', { bold: true, size: 11 }),
    text('Servicio de Administración Tributaria', { size: 8 }),
    space(6),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 13),
    text('Cédula de identificación fiscal', { align: 'center', size: 8 }),
    space(8),
    ...grid('1. Datos de identificación del contribuyente', identity),
    space(6),
    ...grid('2. Datos del domicilio registrado', address),
    space(6),
    text('3. Actividades económicas', { bold: true, size: 9 }),
    { t: 'table', headers: ['Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Orden'], rows: f.chosenActivities.map((act, i) => [act, String(f.percents[i] ?? ''), since, String(i + 1)]), widths: [5, 1.1, 1.3, 0.6], size: 8 },
    space(4),
    text('4. Regímenes', { bold: true, size: 9 }),
    { t: 'table', headers: ['Fecha Inicio', 'Fecha Fin', 'Régimen'], rows: f.regimes.map((r) => [since, '', r]), widths: [1.3, 1.1, 5], size: 8 },
    space(12),
    text(`Lugar y fecha de emisión: ${a.municipio}, ${a.entidad}, ${formatDate(date, 'longCap')}`, { size: 9 }),
    rule,
    text('Cadena original del sello', { size: 7, bold: true }),
    text(`||${supplier.rfc}|${idCif}|${formatDate(date, 'slash')}|CSF||`, { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 42, baseSize: 9, header: ['Constancia de Situación Fiscal · SAT'], footer: (p, n) => `Pág. ${p}/${n} · MarcaSAT 55 627 22 728` },
    title: 'Constancia de Situación Fiscal',
    producer: 'SAT Constancias',
    date,
  };
}
