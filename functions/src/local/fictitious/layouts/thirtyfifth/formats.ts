/**
 * What the 35th variants share (written in session 14 without reading the parsers): reports that compliance
 * platforms, accounting SaaS and open-finance aggregators print after fetching the official data through an API: the
 * fields under the keys the API spells ('rfc', 'razon_social', 'taxId', 'address.zip_code'), the values as the API
 * returns them (ISO dates, timestamps with their zone, plain decimals, lower-case status words), and the report's own
 * metadata (request id, fetched at, source) apart from the document's fields.
 */
import { addDays, pad2 } from '../../format';
import type { Block, PageStyle } from '../../layout';
import type { Rng } from '../../random';
import { text } from '../common';

/** An amount as a JSON number prints it: '12345.6', '184894' (no separators, no trailing zeros). */
export const plain = (x: number): string => String(Math.round(x * 100) / 100);

/** A local timestamp with its zone, as the APIs return it: '2026-03-05T14:03:27-06:00'. */
export const zoned = (date: string, hhmm: string, seconds: string): string => `${date}T${hhmm}:${seconds}-06:00`;

/** A month as the APIs key it: '2026-03'. */
export const yearMonth = (iso: string): string => iso.slice(0, 7);

/** The report's own metadata: a request id and the fetch's UTC timestamp (a day or more after the document's date). */
export function fetchMeta(rng: Rng, after: string): { requestId: string; fetchedAt: string } {
  const hex = Array.from({ length: 4 }, () => rng.int(0, 0xffff).toString(16).padStart(4, '0')).join('');
  return { requestId: `req_${hex}`, fetchedAt: `${addDays(after, rng.int(1, 6))}T${pad2(rng.int(0, 23))}:${pad2(rng.int(0, 59))}:${pad2(rng.int(0, 59))}Z` };
}

/** A key/value grid as the platforms print an object: the key (dotted for nested ones) and its value. */
export const fieldTable = (rows: [string, string][], headers: [string, string] = ['Campo', 'Valor'], title?: string): Block => ({ t: 'table', headers, rows, widths: [1.6, 3.4], size: 8, ...(title ? { title } : {}) });

/** An object printed as indented 'key: value' lines (nested sections one level further in), as a JSON viewer does. */
export type Node = [string, string | Node[]];
export function indented(nodes: Node[], depth = 0): Block[] {
  return nodes.flatMap(([k, v]): Block[] => (typeof v === 'string' ? [text(`${k}: ${v}`, { size: 8.5, indent: depth * 14 })] : [text(`${k}:`, { size: 8.5, bold: true, indent: depth * 14 }), ...indented(v, depth + 1)]));
}

/** The platform's page: its name on top, the report's metadata at the foot of every page. */
export const platformPage = (platform: string, meta: string): PageStyle => ({ margin: 40, baseSize: 8.5, header: [platform], footer: (p, n) => `${meta}    ${p}/${n}` });
