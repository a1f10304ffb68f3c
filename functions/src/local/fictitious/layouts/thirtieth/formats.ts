/**
 * The 30th variants' value formats (written in session 14 without reading the parsers): what thermal ticket printers
 * and phone apps write that the earlier variants do not.
 */
import { formatMoney, monthAbbr, pad2 } from '../../format';

const weekdayAbbr = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];

/** A bank ticket's date without separators and with the full year: '05MAR2026'. */
export const ticketDate = (iso: string): string => `${iso.slice(8, 10)}${monthAbbr[Number(iso.slice(5, 7)) - 1] ?? ''}${iso.slice(0, 4)}`;

/** A phone app's date as Android's es-MX short weekday writes it: 'jue, 05 mar 2026'. */
export function appDate(iso: string): string {
  const day = new Date(`${iso.slice(0, 10)}T12:00:00Z`).getUTCDay();
  return `${weekdayAbbr[day] ?? ''}, ${iso.slice(8, 10)} ${(monthAbbr[Number(iso.slice(5, 7)) - 1] ?? '').toLowerCase()} ${iso.slice(0, 4)}`;
}

/** A kiosk's date with dots around the month: '05.MAR.2026'. */
export const dotMonth = (iso: string): string => `${iso.slice(8, 10)}.${monthAbbr[Number(iso.slice(5, 7)) - 1] ?? ''}.${iso.slice(0, 4)}`;

/** A ticket's amount: '$' then the figure right-aligned in a fixed field, as 40-column printers pad it: '$    12,345.60'. */
export const paddedPesos = (amount: number, width = 13): string => `$${formatMoney(amount, 'plain').padStart(width)}`;

/** A ticket's guarded amount: asterisks fill the field before the figure, as cheque-protect printing does: '$****12,345.60'. */
export const guardedPesos = (amount: number, width = 13): string => `$${formatMoney(amount, 'plain').padStart(width, '*')}`;

/** A phone app's amount: separators, the currency code after. */
export const appPesos = (amount: number): string => formatMoney(amount, 'mxn');

/** A phone app's amount without separators, the currency code after: '12345.60 MXN'. */
export const barePesos = (amount: number): string => `${amount.toFixed(2)} MXN`;

/** A ticket's time with seconds: '14:05:33'. */
export const clock = (hhmm: string, seconds: number): string => `${hhmm}:${pad2(seconds)}`;
