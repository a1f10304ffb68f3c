/**
 * The 28th CSF (written in session 13 without reading the parsers): the constancia as the supplier's office files it.
 * The official page keeps the SAT's sections with each label at the margin and its value at a tab, the place and date
 * of issue as 'LUGAR, A 5 DE MARZO DEL 2026', the activities and regimes in tables whose long cells wrap; the DMS
 * stamps every page, a reviewer's note sits beside the date, and a second page is the supplier's own 'ficha de datos
 * fiscales' restating the RFC, the name, the postal code and the regime.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, rule, space, text } from '../common';
import type { CsfFacts } from '../eighth/csf';
import { cotejo, note, office, officeDate, officeStyle, pageBreak } from './office';

export const csfTwentyeighth = 'expediente-del-proveedor-sello-del-gestor-documental-nota-de-revision-y-ficha-de-datos-fiscales-en-la-segunda-pagina';

export function csfTwentyeighthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const o = office(rng, date, 'Expediente Proveedor');
  const tab = (label: string, value: string) => pair(label, value, 'tab', 190);
  const identity = supplier.kind === 'fisica' ? [tab('CURP:', supplier.curp ?? '')] : [tab('Régimen Capital:', supplier.regimenCapital ?? '')];
  const blocks: Block[] = [
    cotejo(o),
    text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { bold: true, size: 10 }),
    text('CONSTANCIA DE SITUACIÓN FISCAL', { bold: true, size: 12 }),
    space(4),
    tab('RFC:', supplier.rfc),
    tab('idCIF:', idCif),
    tab(supplier.kind === 'fisica' ? 'Nombre (s) y apellidos:' : 'Denominación/Razón Social:', supplier.name),
    ...identity,
    tab('Fecha inicio de operaciones:', formatDate(start, 'longDelUpper')),
    tab('Estatus en el padrón:', 'ACTIVO'),
    tab('Lugar y Fecha de Emisión:', `${f.truth.lugarEmision ?? ''}, A ${formatDate(date, 'longDelUpper')}`),
    note(o, 'Vigente — revisado, menos de 3 meses'),
    rule,
    text('Datos del domicilio registrado', { bold: true }),
    tab('Código Postal:', a.codigoPostal),
    tab('Tipo de Vialidad:', a.vialidadTipo),
    tab('Nombre de Vialidad:', a.vialidad),
    tab('Número Exterior:', a.numero),
    tab('Número Interior:', a.interior ?? ''),
    tab('Nombre de la Colonia:', a.colonia),
    tab('Nombre del Municipio o Demarcación Territorial:', a.municipio),
    tab('Nombre de la Entidad Federativa:', a.entidad),
    { t: 'table', title: 'Actividades Económicas', headers: ['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'], widths: [0.6, 3.4, 0.9, 1.1, 0.9], rows: f.chosenActivities.map((act, i) => [String(i + 1), act, String(f.percents[i] ?? ''), formatDate(start, 'slash'), '']) },
    { t: 'table', title: 'Regímenes', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], widths: [3.6, 1.2, 1], rows: f.regimes.map((r) => [r, formatDate(start, 'slash'), '']) },
    space(4),
    text(`Cadena Original Sello: ||${formatDate(date, 'isoSlash')}|${supplier.rfc}|CONSTANCIA DE SITUACIÓN FISCAL|${rng.digits(12)}||`, { size: 6.5 }),
    pageBreak,
    text(supplier.name, { bold: true, size: 10 }),
    text('FICHA DE DATOS FISCALES DEL PROVEEDOR (resumen de la constancia anexa)', { bold: true }),
    space(6),
    { t: 'table', headers: ['Dato', 'Según constancia'], widths: [1.4, 3], rows: [['R.F.C.', supplier.rfc], ['Razón social', supplier.name], ['C.P. fiscal', a.codigoPostal], ['Régimen', f.regimes.join('; ')], ['Constancia emitida', officeDate(date, 'commaYear')]] },
    space(6),
    text('Elaboró: Área de Cumplimiento. Se anexa la constancia emitida por el SAT para alta en el padrón de proveedores.', { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: officeStyle(o), title: `${o.docId} Constancia de situación fiscal`, producer: 'DocuWare', date };
}
