/**
 * The 16th CSF layout (held out from session 12, written without reading the parsers): the constancia printed from the
 * SAT portal with the browser's own 'Imprimir' instead of downloading the PDF, so every sheet carries the browser's
 * header (the print's date and hour and the page's title) and footer (the address of the page and 'n/m'). The cédula
 * is a framed box (RFC, name, idCIF); the identity fields are label and value at a common tab; the address is two
 * headed rows of four columns each, as the portal's screen lays it out; regímenes and activities are headed tables with
 * dd/mm/aaaa dates.
 */
import { clock12, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, satSeal, space, text, title } from '../common';
import type { CsfFacts } from '../eighth/csf';

export const csfSixteenth = 'impresa-desde-el-navegador-encabezado-y-pie-del-navegador-cedula-en-recuadro-domicilio-en-dos-filas-de-cuatro-columnas';

export function csfSixteenthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const since = formatDate(start, 'longUpper');
  const table = (iso: string) => formatDate(iso, 'slash');
  const tab = 190;
  // The browser prints when the page is printed: the issue date, at another hour (a 12-hour clock, as Chrome's es-MX).
  const printed = `${formatDate(date, 'slashNoPad')}, ${clock12(`${String(rng.int(8, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`)}`;
  const identity: Block[] =
    supplier.kind === 'fisica'
      ? [pair('CURP:', supplier.curp ?? '', 'tab', tab), pair('Nombre Comercial:', '', 'tab', tab)]
      : [pair('Régimen Capital:', supplier.regimenCapital ?? '', 'tab', tab), pair('Nombre Comercial:', '', 'tab', tab)];
  const blocks: Block[] = [
    { t: 'box', lines: ['CÉDULA DE IDENTIFICACIÓN FISCAL', `RFC: ${supplier.rfc}`, supplier.name, `idCIF: ${idCif}`], size: 9 },
    space(6),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 12),
    text(`Lugar y Fecha de Emisión: ${a.municipio} , ${a.entidad} A ${formatDate(date, 'longUpper')}`, { size: 8.5, align: 'center' }),
    space(6),
    text('Datos de Identificación del Contribuyente:', { bold: true, size: 9.5 }),
    ...identity,
    pair('Fecha inicio de operaciones:', since, 'tab', tab),
    pair('Estatus en el padrón:', 'ACTIVO', 'tab', tab),
    pair('Fecha de último cambio de estado:', since, 'tab', tab),
    space(4),
    text('Datos del domicilio registrado', { bold: true, size: 9.5 }),
    { t: 'table', headers: ['Código Postal', 'Tipo de Vialidad', 'Nombre de Vialidad', 'Número Exterior'], rows: [[a.codigoPostal, a.vialidadTipo, a.vialidad, a.numero]], widths: [0.9, 1.3, 2.4, 1.7], size: 7.5 },
    {
      t: 'table',
      headers: ['Número Interior', 'Nombre de la Colonia', 'Nombre del Municipio o Demarcación Territorial', 'Nombre de la Entidad Federativa'],
      rows: [[a.interior ?? '', a.colonia, a.municipio, a.entidad]],
      widths: [0.9, 1.3, 2.4, 1.7],
      size: 7.5,
    },
    space(4),
    { t: 'table', title: 'Regímenes:', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], rows: f.regimes.map((r) => [r, table(start), '']), widths: [5, 1.1, 1], size: 7.5 },
    {
      t: 'table',
      title: 'Actividades Económicas:',
      headers: ['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'],
      rows: f.chosenActivities.map((act, i) => [String(i + 1), act, String(f.percents[i] ?? ''), table(start), '']),
      widths: [0.6, 4.6, 0.9, 1.1, 1],
      size: 7.5,
    },
    space(4),
    ...satSeal(rng, 'Sello Digital:'),
  ];
  return {
    blocks,
    truth: f.truth,
    style: {
      margin: 30,
      baseSize: 9,
      header: [`${printed}                                        Constancia de Situación Fiscal`],
      footer: (p, n) => `https://wwwmat.sat.gob.mx/aplicacion/53027/genera-tu-constancia-de-situacion-fiscal                 ${p}/${n}`,
    },
    title: 'Constancia de Situación Fiscal',
    producer: 'Chromium',
    date,
  };
}
