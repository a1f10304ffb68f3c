/**
 * What the 27th variants share (written in session 13 without reading the parsers): documents photographed with a
 * phone's scanning app and saved with its text layer (CamScanner, Adobe Scan, Microsoft Lens). The app adds its own
 * line (CamScanner's 'Escaneado con CamScanner' watermark, Adobe Scan's file name with the scan's date, Lens's capture
 * stamp); the OCR gives the text in reading order, a table's cells read row by row separated by single spaces, lines
 * broken where the photographed column ended, and now and then a word hyphenated at a line's end.
 */
import { addDays, monthAbbr, pad2 } from '../../format';
import type { Block, PageStyle } from '../../layout';
import type { Rng } from '../../random';
import { text } from '../common';

export type ScanApp = 'camscanner' | 'adobeScan' | 'lens';

export const scanAppProducer: Record<ScanApp, string> = { camscanner: 'CamScanner', adobeScan: 'Adobe Scan', lens: 'Microsoft Lens' };

/** The app's own lines on every page; the scan is made some days after the document's date. */
export function scanAppStyle(app: ScanApp, rng: Rng, documentDate: string, baseSize = 9): PageStyle {
  const scanned = addDays(documentDate, rng.int(0, 20));
  const [y = '', m = '', d = ''] = scanned.split('-');
  const clock = `${pad2(rng.int(8, 20))}:${pad2(rng.int(0, 59))}`;
  const margin = 36;
  switch (app) {
    case 'camscanner':
      return { margin, baseSize, footer: () => 'Escaneado con CamScanner' };
    case 'adobeScan':
      return { margin, baseSize, header: [`Adobe Scan ${Number(d)} ${(monthAbbr[Number(m) - 1] ?? '').toLowerCase()}. ${y}`], footer: (p, n) => `${p}/${n}` };
    case 'lens':
      return { margin, baseSize, footer: () => `Microsoft Lens  ${d}/${m}/${y} ${clock}` };
  }
}

/** A table's row as the OCR reads it: the cells in order, one space between them, no alignment. */
export const cells = (row: string[], size?: number): Block => text(row.filter((c) => c !== '').join(' '), size ? { size } : {});

const vowel = (c: string | undefined) => c !== undefined && /[aeiouáéíóú]/.test(c);

/**
 * A paragraph broken where the photographed column ended (about `width` characters a line). A lower-case word of eight
 * letters or more that does not fit is hyphenated between syllables (vowel-consonant-vowel), at most once a paragraph:
 * identifiers, amounts, dates and names (upper case or with digits) are never cut.
 */
export function column(paragraph: string, width: number, size?: number): Block[] {
  const lines: string[] = [];
  let line = '';
  let hyphenated = false;
  for (const word of paragraph.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || candidate.length <= width) {
      line = candidate;
      continue;
    }
    const room = width - line.length - 2;
    if (!hyphenated && /^[a-zñáéíóú]{8,}$/.test(word) && room >= 3) {
      let cut = Math.min(room, word.length - 3);
      while (cut >= 3 && !(vowel(word[cut - 1]) && !vowel(word[cut]) && vowel(word[cut + 1]))) cut--;
      if (cut >= 3) {
        lines.push(`${line} ${word.slice(0, cut)}-`);
        line = word.slice(cut);
        hyphenated = true;
        continue;
      }
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines.map((l) => text(l, size ? { size } : {}));
}

/** Dates as these issuers print them and earlier variants do not: '5 MAR 2026', '5/3/26', '5/mar/2026'. */
export type ScanDateStyle = 'monUpperNoPad' | 'slashShortNoPad' | 'monSlashLowerNoPad';

export function scanDate(iso: string, style: ScanDateStyle): string {
  const y = iso.slice(0, 4);
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  const mon = monthAbbr[m - 1] ?? '';
  switch (style) {
    case 'monUpperNoPad':
      return `${d} ${mon} ${y}`;
    case 'slashShortNoPad':
      return `${d}/${m}/${y.slice(2)}`;
    case 'monSlashLowerNoPad':
      return `${d}/${mon.toLowerCase()}/${y}`;
  }
}
