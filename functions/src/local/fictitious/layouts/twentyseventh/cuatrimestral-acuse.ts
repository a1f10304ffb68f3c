/**
 * The 27th ICSOE / SISUB acuse layout (written in session 13 without reading the parsers): the platform's acuse
 * printed and captured with Microsoft Lens (its capture stamp at the foot): the patrón's data in reading order, the
 * informativa's table read row by row ('Cuatrimestre Ejercicio Tipo' then 'Mayo-Agosto 2026 NORMAL'), the counts
 * table likewise, and the sending date as '5/mar/2026' with the hour.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';
import { cells, column, scanAppProducer, scanAppStyle, scanDate } from './scan-app';

export const acuseTwentyseventh = 'acuse-capturado-con-microsoft-lens-informativa-y-cifras-leidas-renglon-a-renglon-meses-del-cuatrimestre';

const spans = ['Enero-Abril', 'Mayo-Agosto', 'Septiembre-Diciembre'];

export function acuseTwentyseventhDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'IMSS' : 'Infonavit', { bold: true, size: 12 }),
    text(kind === 'icsoe' ? 'Acuse de recibo - Informativa de Contratos de Servicios u Obras Especializados (ICSOE)' : 'Acuse de recibo - Sistema de Información de Subcontratación (SISUB)', { bold: true }),
    space(4),
    cells(['Folio:', folio]),
    cells(['Fecha de envío:', `${scanDate(presented, 'monSlashLowerNoPad')} ${hhmm}`]),
    cells(['Registro patronal:', supplier.registroPatronal]),
    cells(['RFC:', supplier.rfc]),
    cells(['Razón social:', supplier.name]),
    space(4),
    cells(['Cuatrimestre', 'Ejercicio', 'Tipo']),
    cells([spans[cuatrimestre - 1] ?? '', year, tipo]),
    space(4),
    cells(['Contratos informados', 'Trabajadores informados']),
    cells([String(contratos), String(trabajadores)]),
    space(6),
    ...column('La información se recibió conforme a lo dispuesto en el artículo 15 A de la Ley del Seguro Social y el artículo 29 Bis de la Ley del Infonavit; su revisión posterior no implica aceptación.', 72, 8),
  ];
  return { blocks, truth: f.truth, style: scanAppStyle('lens', rng, presented), title: 'Microsoft Lens', producer: scanAppProducer.lens, date: presented };
}
