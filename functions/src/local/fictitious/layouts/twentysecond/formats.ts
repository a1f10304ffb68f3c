/**
 * Date and money forms the 22nd variants' issuers print that format.ts does not have (kept apart: format.ts is being
 * edited for the 21st). The truth keeps its normalised forms.
 */
import { formatMoney, monthAbbr, monthName } from '../../format';

const weekdayAbbr = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];

/** 2026-03-05 as 'jue 05 mar 2026': mobile apps (SAT Móvil, bank apps) with the weekday's abbreviation. */
export function weekdayShortDate(iso: string): string {
  const day = new Date(`${iso.slice(0, 10)}T12:00:00Z`).getUTCDay();
  return `${weekdayAbbr[day] ?? ''} ${iso.slice(8, 10)} ${(monthAbbr[Number(iso.slice(5, 7)) - 1] ?? '').toLowerCase()} ${iso.slice(0, 4)}`;
}

/** 2026-03-05 as '05 de marzo, 2026': web platforms (JavaScript 'long' dates joined with a comma before the year). */
export function longCommaDate(iso: string): string {
  return `${iso.slice(8, 10)} de ${monthName(Number(iso.slice(5, 7)))}, ${iso.slice(0, 4)}`;
}

/** 12345.6 as 'MX$12,345.60': fintech apps formatting pesos with the international currency symbol. */
export const mxDollar = (amount: number): string => `MX${formatMoney(amount, 'dollar')}`;

/** A CLABE as bank apps show it: bank, plaza, account, check digit ('012 180 01234567891 2'). */
export const spacedClabe = (clabe: string): string => `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`;
