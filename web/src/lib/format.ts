/**
 * es-MX formatters (part 2 §2.4): dates as dd-MMM-yyyy with the Spanish month abbreviation in lower case and no
 * trailing dot, date-times in Mexico City time, money in MXN. The month names are fixed here rather than taken
 * from Intl, whose abbreviations change between ICU versions ('sep' / 'sept', with or without a dot).
 */

export const notAvailableDate = 'Fecha no disponible';
export const mexicoCityTimeZone = 'America/Mexico_City';

const monthAbbreviations = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;

export type DateInput = Date | string | number | null | undefined;

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

type Parts = { year: number; month: number; day: number; hour: number; minute: number };

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: mexicoCityTimeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function toParts(value: DateInput): Parts | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  // A bare calendar date has no time zone: show that day, not the day it is in Mexico City at UTC midnight.
  if (typeof value === 'string') {
    const match = dateOnly.exec(value.trim());
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const check = new Date(Date.UTC(year, month - 1, day));
      if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
      return { year, month, day, hour: 0, minute: 0 };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const formatted = partsFormatter.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(formatted.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** '05-ene-2026'; 'Fecha no disponible' for null, empty or invalid input. */
export function formatDate(value: DateInput): string {
  const parts = toParts(value);
  if (!parts) return notAvailableDate;
  return `${pad(parts.day)}-${monthAbbreviations[parts.month - 1] ?? ''}-${parts.year}`;
}

/** '05-ene-2026 14:30' in Mexico City time (24-hour clock); 'Fecha no disponible' for null or invalid input. */
export function formatDateTime(value: DateInput): string {
  const parts = toParts(value);
  if (!parts) return notAvailableDate;
  return `${formatDate(value)} ${pad(parts.hour)}:${pad(parts.minute)}`;
}

const currencyFormatter = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** '$1,234.50' (MXN in es-MX); an empty string when there is no amount. */
export function formatCurrency(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return currencyFormatter.format(value);
}

/** '1,234,567.89' in es-MX; an empty string when there is no number. */
export function formatNumber(value: number | null | undefined, options?: Intl.NumberFormatOptions): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat('es-MX', options).format(value);
}
