/**
 * The 10th CSF layout (held out in session 11, measured there and tuned on since): the SAT's 2025 web print in which
 * the cédula at the top carries the RFC, the name and the idCIF (as a label/value grid beside the QR) and the sections
 * below carry only the rest, each section a header-less two-column grid with the form's labels in capitals and without
 * colons. The place of issue and the date come as two rows of the cédula ('3 de marzo de 2026', no leading zero), the
 * start of operations likewise; the address has its cross streets; the regímenes precede the activities, whose
 * percentage comes last.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { CsfFacts } from '../eighth/csf';

export const csfTenth = 'cedula-con-rfc-nombre-idcif-secciones-rejilla-mayusculas-sin-dos-puntos';

const crossStreets = ['ALDAMA', 'MATAMOROS', 'GALEANA', 'RAYÓN', 'OCAMPO', 'NEGRETE'];

/** A section as the print draws it: its heading, then one label/value pair a row without a header line. */
function section(heading: string, rows: [string, string][]): Block[] {
  return [text(heading, { bold: true, size: 9 }), { t: 'table', headers: [], rows, widths: [2.4, 4], size: 8.5 }];
}

export function csfTenthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const since = formatDate(start, 'longNoPad');
  const tableDate = formatDate(start, 'slash');
  const [entre = '', y = ''] = rng.shuffle(crossStreets);
  const identity: [string, string][] =
    supplier.kind === 'fisica'
      ? [['CURP', supplier.curp ?? ''], ['FECHA INICIO DE OPERACIONES', since], ['ESTATUS EN EL PADRÓN', 'ACTIVO'], ['FECHA DE ÚLTIMO CAMBIO DE ESTADO', since], ['NOMBRE COMERCIAL', '']]
      : [['RÉGIMEN CAPITAL', supplier.regimenCapital ?? ''], ['NOMBRE COMERCIAL', ''], ['FECHA INICIO DE OPERACIONES', since], ['ESTATUS EN EL PADRÓN', 'ACTIVO'], ['FECHA DE ÚLTIMO CAMBIO DE ESTADO', since]];
  const address: [string, string][] = [
    ['CÓDIGO POSTAL', a.codigoPostal],
    ['TIPO DE VIALIDAD', a.vialidadTipo],
    ['NOMBRE DE VIALIDAD', a.vialidad],
    ['NÚMERO EXTERIOR', a.numero],
    ['NÚMERO INTERIOR', a.interior ?? ''],
    ['NOMBRE DE LA COLONIA', a.colonia],
    ['NOMBRE DEL MUNICIPIO O DEMARCACIÓN TERRITORIAL', a.municipio],
    ['NOMBRE DE LA ENTIDAD FEDERATIVA', a.entidad],
    ['ENTRE CALLE', entre],
    ['Y CALLE', y],
  ];
  const blocks: Block[] = [
    text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { bold: true, size: 9 }),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 13),
    space(6),
    text('CÉDULA DE IDENTIFICACIÓN FISCAL', { bold: true, size: 9 }),
    {
      t: 'table',
      headers: [],
      rows: [
        ['[código QR]', 'RFC', supplier.rfc],
        ['', supplier.kind === 'fisica' ? 'NOMBRE (S) Y APELLIDOS' : 'DENOMINACIÓN O RAZÓN SOCIAL', supplier.name],
        ['', 'idCIF', idCif],
        ['', 'LUGAR DE EMISIÓN', `${a.municipio}, ${a.entidad}`],
        ['', 'FECHA DE EMISIÓN', formatDate(date, 'longNoPad')],
      ],
      widths: [1.2, 2, 4],
      size: 8.5,
    },
    text('VALIDA TU INFORMACIÓN FISCAL escaneando el código QR', { size: 7 }),
    space(8),
    ...section('DATOS DE IDENTIFICACIÓN DEL CONTRIBUYENTE', identity),
    space(6),
    ...section('DATOS DEL DOMICILIO REGISTRADO', address),
    space(6),
    { t: 'table', title: 'REGÍMENES', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], rows: f.regimes.map((r) => [r, tableDate, '']), widths: [5, 1.3, 1], size: 8 },
    {
      t: 'table',
      title: 'ACTIVIDADES ECONÓMICAS',
      headers: ['Orden', 'Actividad Económica', 'Fecha Inicio', 'Fecha Fin', 'Porcentaje'],
      rows: f.chosenActivities.map((act, i) => [String(i + 1), act, tableDate, '', String(f.percents[i] ?? '')]),
      widths: [0.6, 5, 1.3, 1, 1],
      size: 8,
    },
    space(8),
    rule,
    text('Cadena Original Sello:', { size: 7, bold: true }),
    text(`||CONSTANCIA DE SITUACIÓN FISCAL|${sealNoise(rng, 48)}||`, { size: 7 }),
    text('Sello Digital:', { size: 7, bold: true }),
    text(sealNoise(rng, 172), { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 42, baseSize: 9, header: ['Constancia de Situación Fiscal'], footer: (p, n) => `Página ${p} de ${n} · Atención telefónica: MarcaSAT 55 627 22 728` },
    title: 'Constancia de Situación Fiscal',
    producer: 'SAT Constancia Web',
    date,
  };
}
