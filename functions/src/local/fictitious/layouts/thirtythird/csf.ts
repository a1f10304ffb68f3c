/**
 * The 33rd CSF (written in session 14 without reading the parsers): the SAT's constancia PDF opened in Edge and printed
 * to 'Microsoft Print to PDF' with 'Ajustar al tamaño de página', two pages a sheet and the headers on: the print date
 * and the file's name (the office's copy, 'Constancia.pdf') on top, the file's address and 'n/m' at the foot, so the
 * constancia's two pages, each closed by its own 'Página [n] de [2]', come on one printed page. Inside it the
 * constancia: the cédula (R.F.C., name, idCIF), 'Lugar y Fecha de Emisión' in capitals, the identification without the
 * R.F.C. again, the address as the SAT's two-column grid, the activities' and regimes' tables with 'dd/mm/aaaa' dates.
 */
import { addDays, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, text } from '../common';
import type { CsfFacts } from '../eighth/csf';
import { viewerStyle } from './formats';

export const csfThirtythird = 'pdf-del-sat-impreso-desde-edge-a-microsoft-print-to-pdf-encabezado-fecha-y-archivo-cedula-sin-rfc-repetido-domicilio-en-rejilla';

const slash = (iso: string): string => iso.split('-').reverse().join('/');

export function csfThirtythirdDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const fisica = supplier.kind === 'fisica';
  const printed = addDays(date, rng.int(0, 10));
  const blocks: Block[] = [
    text('CÉDULA DE IDENTIFICACIÓN FISCAL', { bold: true, size: 10 }),
    { t: 'table', headers: [], widths: [1, 2.4], size: 8.5, rows: [['RFC', supplier.rfc], [fisica ? 'Nombre' : 'Denominación o razón social', supplier.name], ['idCIF', idCif]] },
    text('VALIDA TU INFORMACIÓN FISCAL', { size: 7 }),
    { t: 'space', h: 6 },
    text('CONSTANCIA DE SITUACIÓN FISCAL', { bold: true, align: 'center', size: 11 }),
    pair('Lugar y Fecha de Emisión:', `${f.truth.lugarEmision ?? ''} A ${formatDate(date, 'longUpper')}`, 'below'),
    { t: 'space', h: 4 },
    text('Datos de Identificación del Contribuyente:', { bold: true, size: 9 }),
    {
      t: 'table',
      headers: [],
      widths: [1.5, 2.5],
      size: 8.5,
      rows: [
        fisica ? ['CURP:', supplier.curp ?? ''] : ['Régimen Capital:', supplier.regimenCapital ?? ''],
        ['Fecha inicio de operaciones:', formatDate(start, 'longUpper')],
        ['Estatus en el padrón:', 'ACTIVO'],
        ['Nombre Comercial:', ''],
      ],
    },
    text('Datos del domicilio registrado', { bold: true, size: 9 }),
    {
      t: 'table',
      headers: [],
      widths: [1.1, 1.4, 1.1, 1.4],
      size: 8,
      rows: [
        ['Código Postal:', a.codigoPostal, 'Tipo de Vialidad:', a.vialidadTipo],
        ['Nombre de Vialidad:', a.vialidad, 'Número Exterior:', a.numero],
        ['Número Interior:', a.interior ?? '', 'Nombre de la Colonia:', a.colonia],
        ['Nombre del Municipio o Demarcación Territorial:', a.municipio, 'Nombre de la Localidad:', ''],
        ['Nombre de la Entidad Federativa:', a.entidad, 'Entre Calle:', ''],
      ],
    },
    text('Página [1] de [2]', { align: 'right', size: 7 }),
    { t: 'table', title: 'Actividades Económicas:', headers: ['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'], widths: [0.6, 3.6, 0.9, 1, 0.9], size: 7.5, rows: f.chosenActivities.map((act, i) => [String(i + 1), act, String(f.percents[i] ?? ''), slash(start), '']) },
    { t: 'table', title: 'Regímenes:', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], widths: [3.8, 1, 0.9], size: 7.5, rows: f.regimes.map((r) => [r, slash(start), '']) },
    text('Página [2] de [2]', { align: 'right', size: 7 }),
  ];
  return { blocks, truth: f.truth, style: viewerStyle(rng, 'edge', 'Constancia.pdf', printed), title: 'Constancia.pdf', producer: 'Microsoft: Print To PDF', date: printed };
}
