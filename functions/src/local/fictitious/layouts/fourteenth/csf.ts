/**
 * The 14th CSF layout (held out from session 11, written after the 13th was measured): the constancia as the SAT's
 * newer 'Genera tu Constancia de Situación Fiscal' print draws it, with the QR block and the cédula beside it, the place
 * and the date of issue on lines of their own ('Lugar de Emisión:', 'Fecha de Emisión: 22/04/2026'), and the sections
 * 'Datos de Identificación del Contribuyente' and 'Datos del domicilio registrado' as headed tables read across, three
 * or four columns a row with the labels as column heads; the activities and régimen tables close the first sheet.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { CsfFacts } from '../eighth/csf';

export const csfFourteenth = 'genera-tu-constancia-qr-y-cedula-secciones-en-tablas-encabezadas-a-lo-ancho-lugar-y-fecha-en-renglones-aparte';

/** A section as headed rows read across: each label heads its column, the value sits under it. */
function across(heading: string, rows: [string, string][][]): Block[] {
  return [
    text(heading, { bold: true, size: 8.5 }),
    ...rows.map((cells): Block => ({ t: 'table', headers: cells.map(([label]) => label), rows: [cells.map(([, value]) => value)], size: 7 })),
  ];
}

export function csfFourteenthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const since = formatDate(start, 'slash');
  const identity: [string, string][][] =
    supplier.kind === 'fisica'
      ? [
          [['RFC', supplier.rfc], ['CURP', supplier.curp ?? ''], ['Nombre completo', supplier.name]],
          [['Fecha inicio de operaciones', since], ['Estatus en el padrón', 'ACTIVO'], ['Nombre Comercial', '']],
        ]
      : [
          [['RFC', supplier.rfc], ['Denominación / Razón Social', supplier.name]],
          [['Régimen Capital', supplier.regimenCapital ?? ''], ['Fecha inicio de operaciones', since], ['Estatus en el padrón', 'ACTIVO']],
        ];
  const address: [string, string][][] = [
    [['Código Postal', a.codigoPostal], ['Tipo de Vialidad', a.vialidadTipo], ['Nombre de Vialidad', a.vialidad], ['Número Exterior', a.numero]],
    [['Número Interior', a.interior ?? ''], ['Nombre de la Colonia', a.colonia], ['Nombre de la Localidad', '']],
    [['Nombre del Municipio o Demarcación Territorial', a.municipio], ['Nombre de la Entidad Federativa', a.entidad]],
  ];
  const blocks: Block[] = [
    {
      t: 'table',
      headers: [],
      rows: [
        ['[Código QR]', 'CÉDULA DE IDENTIFICACIÓN FISCAL'],
        ['', supplier.rfc],
        ['', 'Registro Federal de Contribuyentes'],
        ['', supplier.name],
        ['', 'Nombre, denominación o razón social'],
        ['VALIDA TU INFORMACIÓN FISCAL', `idCIF: ${idCif}`],
      ],
      widths: [1, 2],
      size: 7.5,
    },
    space(4),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 11),
    text(`Lugar de Emisión: ${a.municipio}, ${a.entidad}`, { size: 8 }),
    text(`Fecha de Emisión: ${formatDate(date, 'slash')}`, { size: 8 }),
    ...across('Datos de Identificación del Contribuyente', identity),
    ...across('Datos del domicilio registrado', address),
    {
      t: 'table',
      title: 'Actividades Económicas',
      headers: ['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'],
      rows: f.chosenActivities.map((act, i) => [String(i + 1), act, String(f.percents[i] ?? ''), since, '']),
      widths: [0.6, 4.6, 0.9, 1.1, 1],
      size: 7,
    },
    { t: 'table', title: 'Regímenes', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], rows: f.regimes.map((r) => [r, since, '']), widths: [5, 1.1, 1], size: 7 },
    space(2),
    rule,
    text(`Cadena Original Sello: ||${date.replace(/-/g, '/')}|${supplier.rfc}|CONSTANCIA DE SITUACIÓN FISCAL|${idCif}||`, { size: 6 }),
    ...satSeal(rng, 'Sello Digital:'),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 34, baseSize: 9, header: ['SHCP · Servicio de Administración Tributaria'], footer: (p, n) => `Página ${p} de ${n}` },
    title: 'Constancia de Situación Fiscal',
    producer: 'SAT Genera tu Constancia',
    date,
  };
}
