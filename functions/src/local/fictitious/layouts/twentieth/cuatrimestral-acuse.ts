/**
 * The 20th ICSOE / SISUB acuse layout (held out from session 12, written without reading the parsers): the 'Acuse de
 * recibo' as the platforms' 2024 download prints it: the period informed as the cuatrimestre's months with the year
 * ('Enero - Abril de 2026'), the patrón's data as label lines with the registro first, the counts in a headed table,
 * the date written '05 de marzo del 2026 10:41 hrs' and the folio with the verification chain at the foot.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';

export const acuseTwentieth = 'descarga-2024-periodo-por-meses-del-cuatrimestre-registro-primero-conteos-en-tabla-folio-al-pie';

const months = ['Enero - Abril', 'Mayo - Agosto', 'Septiembre - Diciembre'];

export function acuseTwentiethDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const row = (label: string, value: string): Block => pair(label, value, 'inline');
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'IMSS  ·  Informativa de Contratos de Servicios u Obras Especializadas' : 'INFONAVIT  ·  Sistema de Subcontratación', { bold: true, size: 9.5 }),
    space(8),
    title('ACUSE DE RECIBO', 12),
    text(`Periodo que se informa: ${months[cuatrimestre - 1] ?? ''} de ${year}`, { align: 'center', size: 9.5 }),
    space(8),
    row('Registro patronal:', supplier.registroPatronal),
    row('RFC:', supplier.rfc),
    row('Nombre o razón social:', supplier.name),
    row('Tipo de informativa:', tipo),
    row('Fecha de envío:', `${formatDate(presented, 'longDelPad')} ${hhmm} hrs`),
    space(6),
    { t: 'table', headers: ['Contratos', 'Trabajadores'], rows: [[String(contratos), String(trabajadores)]], widths: [1, 1], size: 9 },
    space(8),
    text('Se recibió la información de los contratos de servicios u obras especializadas celebrados en el periodo.', { size: 8 }),
    rule,
    text(`Folio: ${folio}`, { bold: true, size: 9 }),
    text(`Cadena de verificación: ${sealNoise(rng, 56)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 48, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Acuse de recibo', producer: kind === 'icsoe' ? 'IMSS ICSOE' : 'Infonavit SISUB', date: presented };
}
