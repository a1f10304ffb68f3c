/**
 * The 17th CSF layout (held out from session 12, written without reading the parsers): the constancia as an older
 * (2020-2021) SAT print: the identity is a headerless grid of label and value cells, the address a dotted listing (one
 * 'label .... value' line per part, as the print of that generation), and the regímenes and activities headed tables
 * with dates as '03 MAR. 2026'. The place and date of issue close the document instead of opening it.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { leader, rule, satSeal, space, text, title } from '../common';
import type { CsfFacts } from '../eighth/csf';

export const csfSeventeenth = 'impresion-2020-cuadricula-sin-encabezados-domicilio-con-puntos-fechas-mes-abreviado-en-mayusculas-lugar-y-fecha-al-final';

export function csfSeventeenthDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'monDotUpper');
  const identity: string[][] =
    supplier.kind === 'fisica'
      ? [
          ['RFC:', supplier.rfc, 'CURP:', supplier.curp ?? ''],
          ['Nombre (s), Primer y Segundo Apellido:', supplier.name, 'idCIF:', idCif],
        ]
      : [
          ['RFC:', supplier.rfc, 'idCIF:', idCif],
          ['Denominación/Razón Social:', supplier.name, 'Régimen Capital:', supplier.regimenCapital ?? ''],
        ];
  const blocks: Block[] = [
    text('HACIENDA  |  SAT', { bold: true, size: 12 }),
    space(4),
    title('CONSTANCIA DE SITUACIÓN FISCAL', 12.5),
    space(6),
    { t: 'table', headers: [], rows: [...identity, ['Fecha inicio de operaciones:', d(start), 'Estatus en el padrón:', 'ACTIVO']], widths: [1.5, 2.4, 1.1, 1.6], size: 8 },
    space(6),
    text('Datos de Ubicación (domicilio fiscal, vigente)', { bold: true, size: 9 }),
    leader('Código Postal', a.codigoPostal, 44, 8.5),
    leader('Tipo de Vialidad', a.vialidadTipo, 44, 8.5),
    leader('Nombre de Vialidad', a.vialidad, 44, 8.5),
    leader('Número Exterior', a.numero, 44, 8.5),
    leader('Número Interior', a.interior ?? '', 44, 8.5),
    leader('Nombre de la Colonia', a.colonia, 44, 8.5),
    leader('Nombre del Municipio o Demarcación Territorial', a.municipio, 50, 8.5),
    leader('Nombre de la Entidad Federativa', a.entidad, 44, 8.5),
    space(6),
    { t: 'table', title: 'Actividades Económicas', headers: ['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'], rows: f.chosenActivities.map((act, i) => [String(i + 1), act, String(f.percents[i] ?? ''), d(start), '']), widths: [0.6, 4.4, 0.9, 1.2, 1], size: 7.5 },
    { t: 'table', title: 'Regímenes', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], rows: f.regimes.map((r) => [r, d(start), '']), widths: [5, 1.2, 1], size: 7.5 },
    space(6),
    text('Obligaciones: consulte el detalle en el Portal del SAT.', { size: 7.5 }),
    rule,
    text(`Lugar y fecha de emisión: ${a.municipio}, ${a.entidad}, a ${d(date)}`, { size: 8.5 }),
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 9, footer: (p, n) => `Página [${p}] de [${n}]` }, title: 'Constancia de Situación Fiscal', producer: 'SAT Constancia', date };
}
