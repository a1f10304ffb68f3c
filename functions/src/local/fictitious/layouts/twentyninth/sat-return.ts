/**
 * The 29th return acknowledgement (written in session 13 without reading the parsers): the supplier's accounting
 * ERP's 'Declaraciones presentadas' screen exported to PDF: breadcrumb and toolbar, the filing as a definition list,
 * the presentation as an ERP timestamp ('2026-03-05 10:45:12'), the period as 'MAR-2026' (or the year alone for the
 * annual return), the amount as 'MX$12,345.60', and the export's footer.
 */
import { monthAbbr } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';
import { chrome, dd, erpTimestamp, exported, exportStyle, intlPesos, oracleDate } from './export';

export const returnTwentyninth = 'exportado-del-erp-contable-declaraciones-presentadas-lista-de-definiciones-timestamp-periodo-mmm-aaaa-importe-mx';

export function returnTwentyninthDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const e = exported(rng, presented);
  const blocks: Block[] = [
    ...chrome(['Inicio', 'Contabilidad', 'Impuestos', 'Declaraciones presentadas']),
    text(annual ? 'Declaración anual · Personas morales' : 'Declaración provisional o definitiva de impuestos federales', { bold: true, size: 11 }),
    ...dd('RFC', supplier.rfc),
    ...dd('Razón social', supplier.name),
    ...dd('Tipo de declaración', tipo),
    ...dd(annual ? 'Ejercicio' : 'Periodo', annual ? ejercicio : `${monthAbbr[month - 1] ?? ''}-${ejercicio}`),
    ...dd('Fecha de presentación', erpTimestamp(presented, hhmm, seconds)),
    ...dd('Número de operación', numeroOperacion),
    ...dd('Concepto', concept),
    ...dd(annual ? 'Cantidad a cargo' : 'Total a pagar', intlPesos(importe)),
    ...(annual ? [] : [...dd('Línea de captura', lineaCaptura), ...dd('Vigencia de la línea', oracleDate(vigencia))]),
    space(6),
    text('Datos capturados del acuse de recibo del SAT; el PDF del acuse se conserva adjunto al registro.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: exportStyle(e, 'ERP · Módulo fiscal'), title: 'Declaraciones presentadas', producer: 'JasperReports Library version 6.20.0', date: presented };
}
