/**
 * What the 29th variants share (written in session 13 without reading the parsers): the page a portal or an ERP
 * writes with its 'Exportar a PDF' button. The export carries the screen's chrome: the breadcrumb ('Inicio > Trámites >
 * Consulta'), the toolbar ('Imprimir · Descargar · Compartir'), definition lists (each caption on its own line, its
 * value on the next, no colon), data grids with their controls ('Mostrar 10 registros', 'Buscar:', 'Mostrando 1 a 7 de
 * 7 registros', 'Anterior 1 Siguiente') and the sorted column's state in its header ('Nombre (asc.)', as an export
 * whose font has no arrow glyphs writes it), and the export's own footer naming the person of the supplier's office
 * who exported it and when (never the document's date).
 */
import { addDays, clock12, formatDate, formatMoney, pad2 } from '../../format';
import { personIdentity } from '../../identities';
import type { Block, PageStyle } from '../../layout';
import type { Rng } from '../../random';
import { text } from '../common';

/** Oracle-based ERPs' default date: '05-MAR-2026'. */
export const oracleDate = (iso: string): string => formatDate(iso, 'mon');

/** A web portal's timestamp as its date library writes 'DD/MM/YYYY, hh:mm:ss a' in Spanish: '05/03/2026, 02:45:12 p. m.'. */
export const portalDateTime = (iso: string, hhmm: string, seconds: string): string => `${formatDate(iso, 'slash')}, ${clock12(hhmm, seconds)}`;

/** An ERP grid's timestamp: '2026-03-05 10:45:12'. */
export const erpTimestamp = (iso: string, hhmm: string, seconds: string): string => `${iso} ${hhmm}:${seconds}`;

/** Amounts as an English-locale Intl currency format writes pesos: 'MX$12,345.60'. */
export const intlPesos = (amount: number): string => `MX${formatMoney(amount, 'dollar')}`;

export type Export = { user: string; stamp: string };

/** Who in the supplier's office pressed 'Exportar a PDF', and when (days after the document). */
export function exported(rng: Rng, documentDate: string): Export {
  const when = addDays(documentDate, rng.int(1, 40));
  const stamp = `${when.slice(8, 10)}/${when.slice(5, 7)}/${when.slice(0, 4)} ${pad2(rng.int(8, 19))}:${pad2(rng.int(0, 59))}`;
  return { user: personIdentity(rng).fullName, stamp };
}

/** The export's page: the portal's name over every page, the export's footer under it. */
export const exportStyle = (e: Export, site: string, baseSize = 9): PageStyle => ({ margin: 36, baseSize, header: [site], footer: (p, n) => `Exportado por ${e.user} el ${e.stamp} · ${p}/${n}` });

/** The breadcrumb and the toolbar the export keeps from the screen. */
export const chrome = (path: string[]): Block[] => [text(path.join(' > '), { size: 7.5 }), text('Imprimir · Descargar · Compartir', { size: 7.5, align: 'right' })];

/** A definition list's entry: the caption on its own line, the value on the next, no colon. */
export const dd = (caption: string, value: string): Block[] => [text(caption, { size: 7.5 }), text(value, { bold: true })];

/** The data grid's controls over the table. */
export const gridTop: Block = text('Mostrar 10 registros          Buscar:', { size: 7.5 });

/** The data grid's count and pager under the table. */
export const gridBottom = (n: number): Block[] => [text(`Mostrando 1 a ${n} de ${n} registros`, { size: 7.5 }), text('Anterior 1 Siguiente', { size: 7.5, align: 'right' })];
