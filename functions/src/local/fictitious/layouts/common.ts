/** Pieces several layouts share: label/value pairs, long noise strings, issue dates inside a period. */
import type { Block, PairMode } from '../layout';
import type { Rng } from '../random';
import { addDays, pad2 } from '../format';
import type { Period } from '../types';

export const pair = (label: string, value: string, mode: PairMode, tab?: number): Block => ({ t: 'pair', label, value, mode, ...(tab ? { tab } : {}) });
export const text = (s: string, options: Omit<Extract<Block, { t: 'text' }>, 't' | 'text'> = {}): Block => ({ t: 'text', text: s, ...options });
export const title = (s: string, size = 13): Block => ({ t: 'text', text: s, size, bold: true, align: 'center' });
export const space = (h = 8): Block => ({ t: 'space', h });
export const rule: Block = { t: 'rule' };
/** A label in small capitals on its own line, the value on the next (the 6th variants' re-typed forms). */
export const stacked = (label: string, value: string): Block[] => [text(label.toUpperCase(), { size: 7, bold: true }), text(value)];

/** A digital seal or original chain: noise every SAT and IMSS document carries at its foot. */
export function sealNoise(rng: Rng, length: number): string {
  const b64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  return rng.chars(length, b64);
}

/** The digital seal at the foot of SAT documents: its caption, then the seal's noise in small type. */
export const satSeal = (rng: Rng, caption = 'Sello digital:'): Block[] => [text(caption, { size: 7, bold: true }), text(sealNoise(rng, 172), { size: 7 })];

/** An issue date inside the period (or within the last two years for initial types), never in the future of 2026-11. */
export function issueDate(rng: Rng, period: Period | undefined): string {
  if (period) {
    const span = Math.max(0, Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000));
    return addDays(period.from, rng.int(0, Math.min(span, 27)));
  }
  return `${rng.int(2025, 2026)}-${pad2(rng.int(1, 10))}-${pad2(rng.int(1, 28))}`;
}

/** A date after the period (returns and payments are filed in the following month, up to the 17th). */
export function afterPeriod(rng: Rng, period: Period): string {
  return addDays(period.to, rng.int(1, 17));
}

export function time(rng: Rng): string {
  return `${pad2(rng.int(8, 19))}:${pad2(rng.int(0, 59))}`;
}

/** How the truth keeps a date with a printed time. */
export const dateTime = (date: string, hhmm: string): string => `${date}T${hhmm}`;

export const romanRisk = ['I', 'II', 'III', 'IV', 'V'] as const;

/** A value with its caption below it in small type, the way printed forms label filled-in boxes (the 7th variants). */
export const captioned = (value: string, caption: string): Block[] => [text(value, { bold: true }), text(caption, { size: 7 })];

/** The IMSS way of spacing a NSS: subdelegación, year of affiliation, year of birth, serial, check digit. */
export const spacedNss = (nss: string): string => `${nss.slice(0, 2)} ${nss.slice(2, 4)} ${nss.slice(4, 6)} ${nss.slice(6, 10)} ${nss.slice(10)}`;
/** The same groups joined by dashes, as SUA and desktop payroll programs print a NSS. */
export const dashedNss = (nss: string): string => `${nss.slice(0, 2)}-${nss.slice(2, 4)}-${nss.slice(4, 6)}-${nss.slice(6, 10)}-${nss.slice(10)}`;

/** A label and its value joined by dots to a common column, as fixed-width system receipts print them. */
export const leader = (label: string, value: string, column = 34, size = 9): Block => text(`${label} ${'.'.repeat(Math.max(3, column - label.length))} ${value}`, { size });
