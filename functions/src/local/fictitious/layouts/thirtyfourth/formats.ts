/**
 * What the 34th variants share (written in session 14 without reading the parsers): dense pages of ruled boxes side
 * by side, as statements, bills and the fuller official forms print them to fit a lot on one page. A band holds two or
 * three boxes, each with its caption and its own caption/value lines, so one line of the page carries pieces of two or
 * three boxes; a box may end while its neighbour goes on; a narrow sidebar column (contact numbers, a QR's caption, a
 * legend) may run beside them. The page model draws a band as one grid (rules above and below, no vertical frames).
 */
import type { Block, PageStyle } from '../../layout';

/** One framed box: its caption and its caption/value lines ('' as caption for a value that continues the line above). */
export type Box = { caption: string; lines: [string, string][]; split?: number };
/** A box across the page, for the lines too long to share a band (the taxpayer's name, the capital regime). */
export const wideBox = (caption: string, lines: [string, string][], size = 7.5): Block => band([{ caption, lines, split: 0.3 }], { size });

/** The narrow column beside the boxes: its caption and its lines of small print. */
export type Sidebar = { caption: string; lines: string[] };

/**
 * A band of boxes side by side (and an optional sidebar): one grid whose header row holds the boxes' captions and
 * whose lines hold each box's caption and value, blank where a shorter box has ended. widths: each box's share of the
 * page; a box's split: the share of its captions inside it.
 */
export function band(boxes: Box[], options: { widths?: number[]; size?: number; sidebar?: Sidebar } = {}): Block {
  const size = options.size ?? 7.5;
  const shares = options.widths ?? boxes.map(() => 1);
  const side = options.sidebar;
  const widths = [...shares.flatMap((w, j) => [w * (boxes[j]?.split ?? 0.45), w * (1 - (boxes[j]?.split ?? 0.45))]), ...(side ? [0.9] : [])];
  const height = Math.max(...boxes.map((b) => b.lines.length), side ? side.lines.length : 0);
  const rows: string[][] = [];
  for (let i = 0; i < height; i++) {
    const row = boxes.flatMap((b) => b.lines[i] ?? ['', '']);
    if (side) row.push(side.lines[i] ?? '');
    rows.push(row);
  }
  return { t: 'table', headers: [...boxes.flatMap((b) => [b.caption, '']), ...(side ? [side.caption] : [])], rows, widths, size };
}

/** The dense page of an issuer's system: narrow margins, small type, the issuer's line on top and its page count below. */
export const densePage = (header: string[], footer: (p: number, n: number) => string, baseSize = 8): PageStyle => ({ margin: 26, baseSize, header, footer });

const mon = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];

/** '05-MAR-2026', as bank statements and the SUA's reports print dates. */
export const dashMon = (iso: string): string => `${iso.slice(8, 10)}-${mon[Number(iso.slice(5, 7)) - 1] ?? ''}-${iso.slice(0, 4)}`;
/** '05MAR26', as bill headers print dates in a narrow cell. */
export const packedMon = (iso: string): string => `${iso.slice(8, 10)}${mon[Number(iso.slice(5, 7)) - 1] ?? ''}${iso.slice(2, 4)}`;
/** '05 Mar 2026', as the government portals' newer forms print dates. */
export const spacedMonTitle = (iso: string): string => {
  const m = mon[Number(iso.slice(5, 7)) - 1] ?? '';
  return `${iso.slice(8, 10)} ${m.charAt(0)}${m.slice(1).toLowerCase()} ${iso.slice(0, 4)}`;
};
/** '05.03.26', as bank receipts' narrow cells print dates. */
export const dotShort = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(2, 4)}`;
