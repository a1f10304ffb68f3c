/**
 * The 18th ICSOE/SISUB acuse layout (held out from session 12, written without reading the parsers): the acuse as a
 * two-column 'Concepto | Dato' table, one row per datum (folio, RFC, registro patronal, ejercicio, the cuatrimestre as
 * its months 'Enero - Abril', tipo, contracts and workers), with the date and hour of receipt as '03/Marzo/2026
 * 10:15 hrs.' over the table.
 */
import { capitalize, formatDate, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';

export const acuseEighteenth = 'tabla-concepto-dato-un-renglon-por-dato-cuatrimestre-por-sus-meses-fecha-de-recepcion-arriba';

export function acuseEighteenthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const first = (cuatrimestre - 1) * 4 + 1;
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'IMSS  ·  ICSOE' : 'INFONAVIT  ·  SISUB', { bold: true, size: 11 }),
    text(kind === 'icsoe' ? 'Informativa de Contratos de Servicios u Obras Especializadas' : 'Sistema de Información de Subcontratación', { size: 8 }),
    space(8),
    title('Acuse de recibo de la información cuatrimestral', 11.5),
    text(`Recibido el ${formatDate(presented, 'slashMonthNameCap')} ${hhmm} hrs.`, { align: 'center', size: 9 }),
    space(6),
    {
      t: 'table',
      headers: ['Concepto', 'Dato'],
      rows: [
        ['Folio de recepción', folio],
        ['R.F.C. del patrón', supplier.rfc],
        ['Registro patronal', supplier.registroPatronal],
        ['Nombre o razón social', supplier.name],
        ['Ejercicio', year],
        ['Cuatrimestre', `${capitalize(monthName(first))} - ${capitalize(monthName(first + 3))}`],
        ['Tipo de envío', capitalize(tipo.toLowerCase())],
        ['Número de contratos', String(contratos)],
        ['Número de trabajadores', String(trabajadores)],
      ],
      widths: [1.6, 3],
      size: 9,
    },
    space(8),
    text('Este acuse no prejuzga sobre la veracidad de la información presentada.', { size: 7.5 }),
    rule,
    text(`Sello: ${sealNoise(rng, 56)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `${p} / ${n}` }, title: 'Acuse de recibo', producer: kind === 'icsoe' ? 'IMSS ICSOE' : 'Infonavit SISUB', date: presented };
}
