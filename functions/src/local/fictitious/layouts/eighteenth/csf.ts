/**
 * The 18th CSF layout (held out from session 12, written without reading the parsers): the constancia as the SAT's
 * 2025 print lays it out: the identity and the address in headed tables (the field names as column headings, the
 * values in the row under them, the address in two rows of four columns), dates as '03-MARZO-2026', the activities
 * with their percentage written '100 %', and the place and date of issue, labelled, right-aligned under the Cédula's
 * heading.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, satSeal, space, text, title } from '../common';
import type { CsfFacts } from '../eighth/csf';

export const csfEighteenth = 'impresion-2025-tablas-con-encabezados-domicilio-en-dos-filas-de-cuatro-fechas-con-guiones-y-mes-en-mayusculas';

export function csfEighteenthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'longDashUpper');
  const identity: Block =
    supplier.kind === 'fisica'
      ? { t: 'table', title: 'Datos de identificación del contribuyente', headers: ['RFC', 'CURP', 'Nombre (s) y apellidos'], rows: [[supplier.rfc, supplier.curp ?? '', supplier.name]], widths: [1.3, 1.8, 3], size: 8 }
      : { t: 'table', title: 'Datos de identificación del contribuyente', headers: ['RFC', 'Denominación / Razón social', 'Régimen capital'], rows: [[supplier.rfc, supplier.name, supplier.regimenCapital ?? '']], widths: [1.2, 3.4, 1.6], size: 8 };
  const blocks: Block[] = [
    text('SAT  Servicio de Administración Tributaria', { bold: true, size: 10 }),
    space(4),
    title('CÉDULA DE IDENTIFICACIÓN FISCAL', 11),
    text(`idCIF: ${idCif}`, { align: 'center', size: 9 }),
    text(`Lugar y fecha de emisión: ${f.truth.lugarEmision ?? ''} A ${d(date)}`, { align: 'right', size: 8.5 }),
    space(4),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 11),
    space(4),
    identity,
    { t: 'table', headers: ['Inicio de operaciones', 'Estatus en el padrón', 'Último cambio de estado'], rows: [[d(start), 'ACTIVO', d(start)]], size: 8 },
    { t: 'table', title: 'Datos del domicilio registrado', headers: ['Código Postal', 'Tipo de Vialidad', 'Nombre de Vialidad', 'Número Exterior'], rows: [[a.codigoPostal, a.vialidadTipo, a.vialidad, a.numero]], widths: [1, 1, 2, 1], size: 8 },
    { t: 'table', headers: ['Número Interior', 'Nombre de la Colonia', 'Municipio o Demarcación Territorial', 'Entidad Federativa'], rows: [[a.interior ?? '', a.colonia, a.municipio, a.entidad]], widths: [1, 1.6, 1.8, 1.4], size: 8 },
    space(4),
    { t: 'table', title: 'Actividades económicas', headers: ['Actividad económica', 'Porcentaje', 'Inicio'], rows: f.chosenActivities.map((act, i) => [act, `${f.percents[i] ?? ''} %`, d(start)]), widths: [4.6, 0.9, 1.3], size: 7.5 },
    { t: 'table', title: 'Regímenes', headers: ['Régimen', 'Inicio'], rows: f.regimes.map((r) => [r, d(start)]), widths: [5.5, 1.3], size: 7.5 },
    space(6),
    rule,
    ...satSeal(rng, 'Cadena original sello:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Constancia de Situación Fiscal', producer: 'SAT', date };
}
