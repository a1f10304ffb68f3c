/**
 * A tiny page model shared by the text-PDF and the scan renderers: layouts describe blocks (text, label/value pairs,
 * tables, rules), `paginate` places them on A4 pages in points, and each renderer draws the same placed items, so a
 * scan shows exactly what the text PDF says.
 */
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';

export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;

export type TextBlock = { t: 'text'; text: string; size?: number; bold?: boolean; align?: 'left' | 'center' | 'right'; indent?: number };
/** A label and its value: on one line ("RFC: X"), in two columns (label at the margin, value at a tab) or value below. */
export type PairBlock = { t: 'pair'; label: string; value: string; mode: PairMode; size?: number; tab?: number };
export type PairMode = 'inline' | 'tab' | 'below';
/** headers: [] draws a grid without a header row (label/value cells). */
export type TableBlock = { t: 'table'; headers: string[]; rows: string[][]; widths?: number[]; size?: number; title?: string };
export type Block = TextBlock | PairBlock | TableBlock | { t: 'rule' } | { t: 'space'; h: number } | { t: 'box'; lines: string[]; size?: number };

export type PlacedText = { kind: 'text'; x: number; y: number; text: string; size: number; bold: boolean };
export type PlacedLine = { kind: 'line'; x1: number; y1: number; x2: number; y2: number; width: number };
export type PlacedItem = PlacedText | PlacedLine;
/** y is the text baseline measured from the top of the page. */
export type Page = { items: PlacedItem[] };

export type PageStyle = { margin: number; header?: string[]; footer?: (page: number, pages: number) => string; baseSize: number };

// Measured with pdf-lib's own Helvetica metrics, the font the text PDFs use (the scans scale DejaVu to match).
// pdf-lib's StandardFonts and the embedder's FontNames are the same strings under two enum types.
type FontName = Parameters<typeof StandardFontEmbedder.for>[0];
const regular = StandardFontEmbedder.for(StandardFonts.Helvetica as unknown as FontName);
const bold = StandardFontEmbedder.for(StandardFonts.HelveticaBold as unknown as FontName);

export function textWidth(text: string, size: number, isBold = false): number {
  return (isBold ? bold : regular).widthOfTextAtSize(text, size);
}

function wrap(text: string, size: number, isBold: boolean, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words: string[] = [];
  // Seals and original chains are one long "word": cut them where the line ends.
  for (const w of text.split(' ')) {
    let rest = w;
    while (textWidth(rest, size, isBold) > width) {
      let n = rest.length - 1;
      while (n > 1 && textWidth(rest.slice(0, n), size, isBold) > width) n--;
      words.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    words.push(rest);
  }
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, isBold) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export function paginate(blocks: Block[], style: PageStyle): Page[] {
  const pages: Page[] = [];
  const left = style.margin;
  const right = PAGE_WIDTH - style.margin;
  const bottom = PAGE_HEIGHT - style.margin - 24;
  let page: Page = { items: [] };
  let y = 0;
  const newPage = () => {
    page = { items: [] };
    pages.push(page);
    y = style.margin;
    for (const h of style.header ?? []) {
      y += 9;
      page.items.push({ kind: 'text', x: left, y, text: h, size: 7, bold: false });
    }
    if (style.header?.length) y += 8;
  };
  const ensure = (h: number) => {
    if (y + h > bottom) newPage();
  };
  const text = (x: number, t: string, size: number, isBold: boolean) => page.items.push({ kind: 'text', x, y, text: t, size, bold: isBold });
  newPage();

  let prevSize = 0;
  for (const block of blocks) {
    if (block.t !== 'text') prevSize = 0;
    switch (block.t) {
      case 'text': {
        const size = block.size ?? style.baseSize;
        const isBold = block.bold ?? false;
        const indent = block.indent ?? 0;
        for (const line of wrap(block.text, size, isBold, right - left - indent)) {
          // After a big heading the next line keeps clear of it (text extractors merge lines that overlap).
          const step = Math.max(size * 1.35, prevSize * 1.1);
          ensure(step);
          y += step;
          prevSize = size;
          const w = textWidth(line, size, isBold);
          const x = block.align === 'center' ? (left + right - w) / 2 : block.align === 'right' ? right - w : left + indent;
          text(x, line, size, isBold);
        }
        break;
      }
      case 'pair': {
        const size = block.size ?? style.baseSize;
        if (block.mode === 'below') {
          ensure(size * 2.8);
          y += size * 1.35;
          text(left, block.label, size, true);
          for (const line of wrap(block.value, size, false, right - left)) {
            y += size * 1.3;
            text(left, line, size, false);
          }
        } else {
          const labelW = textWidth(block.label, size, true);
          const x = block.mode === 'tab' ? left + Math.max(block.tab ?? 170, labelW + 8) : left + labelW + size * 0.3;
          const lines = wrap(block.value, size, false, right - x);
          ensure(size * 1.35 * lines.length);
          y += size * 1.35;
          text(left, block.label, size, true);
          lines.forEach((line, i) => {
            if (i > 0) y += size * 1.3;
            text(x, line, size, false);
          });
        }
        break;
      }
      case 'table': {
        const size = block.size ?? style.baseSize - 1;
        const widths = block.widths ?? block.headers.map(() => 1);
        const total = widths.reduce((a, b) => a + b, 0);
        const xs: number[] = [];
        let acc = left;
        for (const w of widths) {
          xs.push(acc);
          acc += ((right - left) * w) / total;
        }
        const header = () => {
          ensure(size * 3);
          y += size * 0.6;
          page.items.push({ kind: 'line', x1: left, y1: y, x2: right, y2: y, width: 0.8 });
          // A grid of label/value cells has no header row: the top rule alone.
          if (block.headers.length === 0) return;
          y += size * 1.3;
          block.headers.forEach((h, i) => text((xs[i] ?? left) + 2, h, size, true));
          y += size * 0.5;
          page.items.push({ kind: 'line', x1: left, y1: y, x2: right, y2: y, width: 0.5 });
        };
        if (block.title) {
          ensure(size * 5);
          y += size * 1.6;
          text(left, block.title, size + 1, true);
        }
        header();
        const colWidth = (i: number) => (i + 1 < xs.length ? (xs[i + 1] ?? right) : right) - (xs[i] ?? left) - 6;
        for (const row of block.rows) {
          // Long cells (activity names) wrap inside their column; the row is as tall as its tallest cell.
          const cells = row.map((cell, i) => wrap(cell, size, false, colWidth(i)));
          const lines = Math.max(1, ...cells.map((c) => c.length));
          if (y + size * 1.4 * lines > bottom) {
            newPage();
            header();
          }
          y += size * 1.4;
          const top = y;
          cells.forEach((cellLines, i) =>
            cellLines.forEach((line, j) => page.items.push({ kind: 'text', x: (xs[i] ?? left) + 2, y: top + j * size * 1.25, text: line, size, bold: false })),
          );
          y += (lines - 1) * size * 1.25;
        }
        y += size * 0.5;
        page.items.push({ kind: 'line', x1: left, y1: y, x2: right, y2: y, width: 0.5 });
        break;
      }
      case 'box': {
        const size = block.size ?? style.baseSize - 1;
        ensure(size * 1.35 * (block.lines.length + 1));
        const top = y + size * 0.4;
        for (const l of block.lines) for (const line of wrap(l, size, false, right - left - 12)) {
          y += size * 1.3;
          text(left + 6, line, size, false);
        }
        y += size * 0.6;
        page.items.push({ kind: 'line', x1: left, y1: top, x2: right, y2: top, width: 0.6 });
        page.items.push({ kind: 'line', x1: left, y1: y, x2: right, y2: y, width: 0.6 });
        page.items.push({ kind: 'line', x1: left, y1: top, x2: left, y2: y, width: 0.6 });
        page.items.push({ kind: 'line', x1: right, y1: top, x2: right, y2: y, width: 0.6 });
        break;
      }
      case 'rule':
        ensure(8);
        y += 6;
        page.items.push({ kind: 'line', x1: left, y1: y, x2: right, y2: y, width: 0.8 });
        break;
      case 'space':
        y += block.h;
        break;
    }
  }
  if (style.footer) {
    pages.forEach((p, i) => p.items.push({ kind: 'text', x: left, y: PAGE_HEIGHT - style.margin + 6, text: style.footer?.(i + 1, pages.length) ?? '', size: 7, bold: false }));
  }
  return pages;
}
