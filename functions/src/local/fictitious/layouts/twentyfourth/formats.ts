/**
 * Date forms and page furniture the 24th variants' issuers print that format.ts does not have (kept apart: format.ts is
 * being edited by another helper). The truth keeps its normalised forms.
 */
import { monthAbbr, monthName } from '../../format';

const month = (iso: string): number => Number(iso.slice(5, 7));
const day = (iso: string): number => Number(iso.slice(8, 10));
const abbr = (iso: string): string => monthAbbr[month(iso) - 1] ?? '';

/** 2026-03-05 as '05MAR2026': the date field of a bank's branch-teller ticket (four-digit year, no separators). */
export const monCompactFull = (iso: string): string => `${iso.slice(8, 10)}${abbr(iso)}${iso.slice(0, 4)}`;

/** 2026-03-05 as '5-mar-2026': a cooperative's core system (day unpadded, month in lower case). */
export const monLowerNoPad = (iso: string): string => `${day(iso)}-${abbr(iso).toLowerCase()}-${iso.slice(0, 4)}`;

/** 2026-03 as 'MAR/2026': the period column of a payroll outsourcer's reports. */
export const periodMonSlash = (iso: string): string => `${abbr(iso)}/${iso.slice(0, 4)}`;

/** 2026-03-05 as 'Marzo 5 de 2026' on a letter, month first and the day unpadded. */
export const monthFirstNoPadDe = (iso: string): string => `${monthName(month(iso)).charAt(0).toUpperCase()}${monthName(month(iso)).slice(1)} ${day(iso)} de ${iso.slice(0, 4)}`;

/**
 * Firefox's own lines when a portal page is printed with the page zoomed: the page's title at the top left and its
 * address at the top right, 'Página n de N' at the foot (no date, which Firefox leaves out when the user clears it).
 */
export function firefoxPrint(pageTitle: string, url: string): { header: string[]; footer: (p: number, n: number) => string } {
  return { header: [`${pageTitle}                                        ${url}`], footer: (p, n) => `Página ${p} de ${n}` };
}
