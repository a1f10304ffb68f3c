/**
 * The 34th CSF (written in session 14 without reading the parsers): the SAT's Constancia de Situación Fiscal in a
 * fuller boxed arrangement of the cédula: the name, the capital regime and the place of issue in a box across the page,
 * then a band with 'Identificación' (RFC, start of operations, status) beside 'Datos del documento' (idCIF, the date
 * of issue apart from the place) and a narrow column with the QR's caption; the registered address as two boxes side
 * by side (street data | location data, the left one ending before its neighbour); the activities and regimes as the
 * official tables; the official field names kept.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { satSeal, text } from '../common';
import type { CsfFacts } from '../eighth/csf';
import { band, densePage, wideBox } from './formats';

export const csfThirtyfourth = 'constancia-en-recuadros-lado-a-lado-identificacion-y-datos-del-documento-domicilio-en-dos-recuadros-columna-del-qr';

const slash = (iso: string): string => iso.split('-').reverse().join('/');

export function csfThirtyfourthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const fisica = supplier.kind === 'fisica';
  const identity: [string, string][] = [
    ['RFC:', supplier.rfc],
    ...(fisica ? ([['CURP:', supplier.curp ?? '']] as [string, string][]) : []),
    ['Fecha inicio de operaciones:', formatDate(start, 'longUpper')],
    ['Estatus en el padrón:', 'ACTIVO'],
    ['Nombre Comercial:', ''],
  ];
  const blocks: Block[] = [
    text('CONSTANCIA DE SITUACIÓN FISCAL', { bold: true, align: 'center', size: 11 }),
    { t: 'space', h: 4 },
    wideBox('Datos de Identificación del Contribuyente:', [...(fisica ? ([['Nombre:', supplier.name]] as [string, string][]) : ([['Denominación/Razón Social:', supplier.name], ['Régimen Capital:', supplier.regimenCapital ?? '']] as [string, string][])), ['Lugar de Emisión:', f.truth.lugarEmision ?? '']]),
    band(
      [
        { caption: 'Identificación', lines: identity },
        { caption: 'Datos del documento', lines: [['idCIF:', idCif], ['Fecha de Emisión:', formatDate(date, 'longUpper')]] },
      ],
      { widths: [1.7, 1.3], size: 7.5, sidebar: { caption: 'Cédula', lines: ['[código QR]', 'Escanea el código', 'para validar tu', 'información fiscal'] } },
    ),
    { t: 'space', h: 4 },
    text('Datos del domicilio registrado', { bold: true, size: 8.5 }),
    band(
      [
        { caption: 'Vialidad', lines: [['Código Postal:', a.codigoPostal], ['Tipo de Vialidad:', a.vialidadTipo], ['Nombre de Vialidad:', a.vialidad], ['Número Exterior:', a.numero], ['Número Interior:', a.interior ?? '']] },
        { caption: 'Ubicación', lines: [['Nombre de la Colonia:', a.colonia], ['Nombre de la Localidad:', ''], ['Nombre del Municipio o Demarcación Territorial:', a.municipio], ['Nombre de la Entidad Federativa:', a.entidad], ['Entre Calle:', ''], ['Y Calle:', '']] },
      ],
      { size: 7.5 },
    ),
    { t: 'table', title: 'Actividades Económicas:', headers: ['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'], widths: [0.5, 3.8, 0.8, 0.9, 0.8], size: 7, rows: f.chosenActivities.map((act, i) => [String(i + 1), act, String(f.percents[i] ?? ''), slash(start), '']) },
    { t: 'table', title: 'Regímenes:', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], widths: [4, 0.9, 0.8], size: 7, rows: f.regimes.map((r) => [r, slash(start), '']) },
    { t: 'space', h: 4 },
    ...satSeal(rng, 'Sello Digital:'),
  ];
  return { blocks, truth: f.truth, style: densePage(['SERVICIO DE ADMINISTRACIÓN TRIBUTARIA    CÉDULA DE IDENTIFICACIÓN FISCAL'], (p, n) => `Página [${p}] de [${n}]`), title: 'Constancia de Situación Fiscal', producer: 'JasperReports Library version 6.20.0', date };
}
