/**
 * The 29th CSF (written in session 13 without reading the parsers): the constancia's data as the SAT portal's 'Mi
 * perfil' screen exports them to PDF: the breadcrumb and toolbar, the identification and the address as definition
 * lists (caption on one line, value on the next), dates as '05-MAR-2026', the activities and regimes as data grids
 * with their controls, the activities sorted by their order ('Orden (asc.)'), and the export's footer.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { CsfFacts } from '../eighth/csf';
import { chrome, dd, exported, exportStyle, gridBottom, gridTop, oracleDate } from './export';

export const csfTwentyninth = 'exportada-del-portal-sat-mi-perfil-lista-de-definiciones-fechas-dd-mmm-aaaa-y-rejillas-con-controles';

export function csfTwentyninthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const e = exported(rng, date);
  const identity = supplier.kind === 'fisica' ? dd('CURP', supplier.curp ?? '') : dd('Régimen Capital', supplier.regimenCapital ?? '');
  const blocks: Block[] = [
    ...chrome(['Inicio', 'Mi perfil', 'Constancia de situación fiscal']),
    text('Constancia de Situación Fiscal', { bold: true, size: 12 }),
    ...dd('RFC', supplier.rfc),
    ...dd('idCIF', idCif),
    ...dd(supplier.kind === 'fisica' ? 'Nombre (s)' : 'Denominación/Razón Social', supplier.name),
    ...identity,
    ...dd('Fecha inicio de operaciones', oracleDate(start)),
    ...dd('Estatus en el padrón', 'ACTIVO'),
    ...dd('Lugar de emisión', f.truth.lugarEmision ?? ''),
    ...dd('Fecha de emisión', oracleDate(date)),
    space(4),
    text('Domicilio registrado', { bold: true }),
    ...dd('Código Postal', a.codigoPostal),
    ...dd('Tipo de Vialidad', a.vialidadTipo),
    ...dd('Nombre de Vialidad', a.vialidad),
    ...dd('Número Exterior', a.numero),
    ...dd('Número Interior', a.interior ?? ''),
    ...dd('Nombre de la Colonia', a.colonia),
    ...dd('Nombre del Municipio o Demarcación Territorial', a.municipio),
    ...dd('Nombre de la Entidad Federativa', a.entidad),
    text('Actividades Económicas', { bold: true }),
    gridTop,
    { t: 'table', headers: ['Orden (asc.)', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'], widths: [0.7, 3.4, 0.9, 1.2, 0.9], size: 7.5, rows: f.chosenActivities.map((act, i) => [String(i + 1), act, String(f.percents[i] ?? ''), oracleDate(start), '']) },
    ...gridBottom(f.chosenActivities.length),
    text('Regímenes', { bold: true }),
    { t: 'table', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], widths: [3.6, 1.2, 1], size: 7.5, rows: f.regimes.map((r) => [r, oracleDate(start), '']) },
    ...gridBottom(f.regimes.length),
  ];
  return { blocks, truth: f.truth, style: exportStyle(e, 'SAT · Portal de trámites y servicios'), title: 'Constancia de situación fiscal - SAT', producer: 'Microsoft: Print To PDF', date };
}
