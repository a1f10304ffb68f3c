/**
 * The 23rd CSF layout (written in session 13 without reading the parsers): the 2025-2026 SAT print of the constancia:
 * the cédula's box at the top (QR code, RFC and idCIF, no name), the place and date of issue in one line
 * ('MUNICIPIO, ENTIDAD A 05 DE MARZO DE 2026'), the identification and address data two pairs to a line as the SAT's
 * PDF sets them, the activities in a table led by their order with the percentage as a bare number, the regimes and
 * the obligations in their own tables, and the original chain and the seal at the foot.
 */
import { addDays, formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import { chainAndSeal } from './formats';
import type { CsfFacts } from '../eighth/csf';

export const csfTwentythird = 'sat-2025-cedula-con-qr-rfc-e-idcif-arriba-lugar-y-fecha-en-un-renglon-dos-pares-por-renglon-actividades-con-orden-y-porcentaje-sin-signo';

export function csfTwentythirdDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'slash');
  // Two label/value pairs on one printed line, as the SAT's own PDF lays out its data sections.
  const twoPairs = (l1: string, v1: string, l2?: string, v2?: string): Block => text(l2 === undefined ? `${l1}: ${v1}` : `${l1}: ${v1}      ${l2}: ${v2 ?? ''}`, { size: 8.5 });
  const heading = (s: string): Block => text(s, { bold: true, size: 8.5 });
  const identity: Block[] =
    supplier.kind === 'fisica'
      ? [twoPairs('CURP', supplier.curp ?? ''), twoPairs('Nombre (s) y apellidos', supplier.name)]
      : [twoPairs('Denominación/Razón Social', supplier.name), twoPairs('Régimen Capital', supplier.regimenCapital ?? '')];
  const blocks: Block[] = [
    {
      t: 'box',
      lines: ['CÉDULA DE IDENTIFICACIÓN FISCAL', '[ Código QR ]', `RFC: ${supplier.rfc}`, `idCIF: ${idCif}`, 'VALIDA TU INFORMACIÓN FISCAL'],
      size: 8,
    },
    space(4),
    text('CONSTANCIA DE SITUACIÓN FISCAL', { bold: true, size: 11, align: 'center' }),
    text(`Lugar y Fecha de Emisión: ${f.truth.lugarEmision ?? ''} A ${formatDate(date, 'longUpper')}`, { size: 8.5, align: 'center' }),
    space(4),
    heading('Datos de Identificación del Contribuyente:'),
    ...identity,
    twoPairs('Fecha inicio de operaciones', formatDate(start, 'longUpper'), 'Estatus en el padrón', 'ACTIVO'),
    space(3),
    heading('Datos del domicilio registrado'),
    twoPairs('Código Postal', a.codigoPostal, 'Tipo de Vialidad', a.vialidadTipo),
    twoPairs('Nombre de Vialidad', a.vialidad, 'Número Exterior', a.numero),
    twoPairs('Número Interior', a.interior ?? '', 'Nombre de la Colonia', a.colonia),
    twoPairs('Nombre del Municipio o Demarcación Territorial', a.municipio),
    twoPairs('Nombre de la Entidad Federativa', a.entidad),
    space(3),
    {
      t: 'table',
      title: 'Actividades Económicas:',
      headers: ['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'],
      rows: f.chosenActivities.map((act, i) => [String(i + 1), act, String(f.percents[i] ?? ''), d(start), '']),
      widths: [0.5, 4, 0.8, 0.9, 0.8],
      size: 7.5,
    },
    { t: 'table', title: 'Regímenes:', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], rows: f.regimes.map((r) => [r, d(start), '']), widths: [4.7, 0.9, 0.8], size: 7.5 },
    {
      t: 'table',
      title: 'Obligaciones:',
      headers: ['Descripción de la Obligación', 'Descripción Vencimiento', 'Fecha Inicio', 'Fecha Fin'],
      // Obligations are registered after the taxpayer's start, each on its own date.
      rows: [
        ['Declaración informativa de IVA con terceros.', 'A más tardar el último día del mes inmediato posterior.', d(addDays(start, 31)), ''],
        ['Entero de retenciones mensuales de ISR por sueldos y salarios.', 'A más tardar el día 17 del mes inmediato posterior.', d(addDays(start, 45)), ''],
      ],
      widths: [2.6, 2.6, 0.9, 0.8],
      size: 7,
    },
    space(4),
    ...chainAndSeal(rng, '', ['Cadena Original Sello:', 'Sello Digital:']),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9, footer: (p, n) => `Página [${p}] de [${n}]` }, title: 'Constancia de Situación Fiscal', producer: 'SAT', date };
}
