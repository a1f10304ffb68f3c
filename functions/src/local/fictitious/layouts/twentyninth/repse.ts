/**
 * The 29th REPSE registration (written in session 13 without reading the parsers): the STPS REPSE platform's 'Mi
 * registro' screen exported to PDF: breadcrumb and toolbar, the registration as a definition list (caption on one
 * line, value on the next), dates as '05-MAR-2026', and the authorised services as a data grid with its controls and
 * the export's footer.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { RepseFacts } from '../eighth/repse';
import { chrome, dd, exported, exportStyle, gridBottom, gridTop, oracleDate } from './export';

export const repseTwentyninth = 'exportado-de-la-plataforma-repse-mi-registro-lista-de-definiciones-fechas-dd-mmm-aaaa-servicios-en-rejilla';

export function repseTwentyninthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const e = exported(rng, date);
  const blocks: Block[] = [
    ...chrome(['Inicio', 'Mi registro', 'Aviso de registro']),
    text('Registro de Prestadoras de Servicios Especializados u Obras Especializadas', { bold: true, size: 11 }),
    ...dd('Razón social', supplier.name),
    ...dd('RFC', supplier.rfc),
    ...dd('Folio del aviso', aviso),
    ...dd('Número de registro', numeroRegistro),
    ...dd('Fecha de registro', oracleDate(date)),
    ...dd('Fecha de vencimiento', oracleDate(end)),
    ...dd('Estatus', 'Vigente'),
    space(4),
    text('Servicios u obras especializadas', { bold: true }),
    gridTop,
    { t: 'table', headers: ['# (asc.)', 'Descripción del servicio u obra especializada'], widths: [0.5, 5], size: 7.5, rows: chosen.map((s, i) => [String(i + 1), s]) },
    ...gridBottom(chosen.length),
  ];
  return { blocks, truth: f.truth, style: exportStyle(e, 'STPS · REPSE'), title: 'Mi registro - REPSE', producer: 'Skia/PDF m120', date };
}
