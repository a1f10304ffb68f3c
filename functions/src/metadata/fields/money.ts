import { fixDigits, withoutDates } from './dates';

/**
 * Amounts as Mexican forms print them ('$ 12,345.67', '12345.67', 'MXN 1,200'), normalised to '12345.67'.
 * Comma thousands and dot decimals are the Mexican convention; a lone comma before exactly two final digits is
 * read as a decimal comma (some bank slips and OCR).
 */
// '1.234,56' (dots for thousands, a decimal comma) comes first: some banks and foreign templates print it.
const AMOUNT = /()(\$|mxn|m\.n\.)?\s*(?<![\d.,])(\d{1,3}(?:\.\d{3})+,\d{2}|\d{1,3}(?:,\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?![\d])/gi;

export function parseMoney(text: string): string | undefined {
  const candidates: { value: string; strong: boolean }[] = [];
  for (const m of fixDigits(text).matchAll(AMOUNT)) {
    const raw = m[3]!;
    let int = raw;
    let dec = '';
    const last = Math.max(raw.lastIndexOf('.'), raw.lastIndexOf(','));
    if (last >= 0 && raw.length - last - 1 <= 2 && !/^\d{1,3}(,\d{3})+$/.test(raw)) {
      int = raw.slice(0, last);
      dec = raw.slice(last + 1);
    }
    int = int.replace(/[,.\s]/g, '');
    if (!/^\d+$/.test(int)) continue;
    const value = `${m[1] ? '-' : ''}${String(BigInt(int))}.${dec.padEnd(2, '0')}`;
    candidates.push({ value, strong: Boolean(m[2]) || dec.length > 0 });
  }
  return (candidates.find((c) => c.strong) ?? candidates[0])?.value;
}

/** An amount, never the pieces of a date ('22/06/2026' is no amount of 22). */
export const moneyExtractor = (text: string) => parseMoney(withoutDates(text));
