/**
 * The 21st ICSOE / SISUB acuse layout (held out from session 13, written without reading the parsers): the acuse as
 * the IMSS and INFONAVIT portals printed it in 2022-2023, the first years of the informativa: the receipt's data as a
 * headed one-row table (folio, period as 'Cuatrimestre 1 / 2026', type, date and time '12/05/2026 10:41'), the
 * patrón's identification as label lines under it, and the counts in running text ('Se informaron 3 contrato(s) con
 * un total de 12 trabajador(es).').
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';

export const acuseTwentyfirst = 'portal-2022-2023-tabla-de-un-renglon-folio-cuatrimestre-con-diagonal-tipo-fecha-conteos-en-el-texto';

export function acuseTwentyfirstDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const icsoe = kind === 'icsoe';
  const blocks: Block[] = [
    text(icsoe ? 'IMSS' : 'INFONAVIT', { bold: true, size: 14 }),
    text(icsoe ? 'Informativa de Contratos de Servicios u Obras Especializados' : 'Sistema de Información de Subcontratación', { size: 8 }),
    space(8),
    title(icsoe ? 'Acuse de recibo de la ICSOE' : 'Acuse de recibo del SISUB', 12),
    space(4),
    { t: 'table', headers: ['Folio', 'Periodo', 'Tipo', 'Fecha y hora de envío'], rows: [[folio, `Cuatrimestre ${cuatrimestre} / ${year}`, tipo === 'NORMAL' ? 'Normal' : 'Complementaria', `${formatDate(presented, 'slash')} ${hhmm}`]], widths: [1.8, 1.3, 1, 1.3], size: 8.5 },
    space(6),
    pair('Registro patronal:', supplier.registroPatronal, 'inline'),
    pair('RFC:', supplier.rfc, 'inline'),
    pair(icsoe ? 'Nombre, denominación o razón social:' : 'Razón social:', supplier.name, 'inline'),
    space(4),
    text(`Se informaron ${contratos} contrato(s) con un total de ${trabajadores} trabajador(es).`, { size: 9.5 }),
    space(8),
    text('La información presentada es responsabilidad del patrón y podrá ser verificada por el Instituto.', { size: 7.5 }),
    rule,
    text(`Sello: ${sealNoise(rng, 64)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `${p} de ${n}` }, title: icsoe ? 'Acuse ICSOE' : 'Acuse SISUB', producer: icsoe ? 'IMSS ICSOE' : 'Infonavit SISUB', date: presented };
}
