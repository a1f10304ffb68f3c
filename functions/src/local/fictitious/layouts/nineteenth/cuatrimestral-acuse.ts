/**
 * The 19th ICSOE/SISUB acuse layout (held out from session 12, written without reading the parsers): the acuse laid
 * out as three headed rows (folio, date of presentation as 'Mayo 09 de 2026' and the send's type; RFC, registro
 * patronal and name; ejercicio, the cuatrimestre as its ordinal word ('Segundo'), contracts and workers), the hour of
 * receipt on a line of its own under the rows.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';

export const acuseNineteenth = 'tres-filas-con-encabezados-cuatrimestre-ordinal-en-palabra-fecha-mes-primero-con-de';

const ordinal = ['Primero', 'Segundo', 'Tercero'];

export function acuseNineteenthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'INSTITUTO MEXICANO DEL SEGURO SOCIAL' : 'INSTITUTO DEL FONDO NACIONAL DE LA VIVIENDA PARA LOS TRABAJADORES', { bold: true, size: 9.5 }),
    text(kind === 'icsoe' ? 'Informativa de Contratos de Servicios u Obras Especializadas (ICSOE)' : 'Sistema de Subcontratación (SISUB)', { size: 8 }),
    space(8),
    title('ACUSE DE PRESENTACIÓN', 12),
    space(6),
    { t: 'table', headers: ['Folio', 'Fecha de presentación', 'Tipo'], rows: [[folio, formatDate(presented, 'monthFirstDe'), tipo]], widths: [2, 1.5, 1.1], size: 8.5 },
    { t: 'table', headers: ['RFC', 'Registro patronal', 'Nombre o razón social'], rows: [[supplier.rfc, supplier.registroPatronal, supplier.name]], widths: [1.2, 1.2, 3], size: 8.5 },
    { t: 'table', headers: ['Ejercicio', 'Cuatrimestre', 'Contratos informados', 'Trabajadores informados'], rows: [[year, ordinal[cuatrimestre - 1] ?? '', String(contratos), String(trabajadores)]], widths: [1, 1.2, 1.4, 1.5], size: 8.5 },
    text(`Hora de recepción: ${hhmm} h`, { size: 8.5 }),
    space(8),
    text('La información presentada es responsabilidad del patrón; el Instituto podrá verificarla en cualquier momento.', { size: 7.5 }),
    rule,
    text(`Cadena de verificación: ${sealNoise(rng, 60)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Acuse de presentación', producer: kind === 'icsoe' ? 'IMSS ICSOE' : 'Infonavit SISUB', date: presented };
}
