/**
 * Date forms and page furniture the 23rd variants' issuers print that format.ts does not have (kept apart: format.ts is
 * being edited by another helper). The truth keeps its normalised forms.
 */
import { monthAbbr, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import { rule, sealNoise, text } from '../common';

const month = (iso: string): number => Number(iso.slice(5, 7));
const day = (iso: string): number => Number(iso.slice(8, 10));

/** 2026-03-05 with 10:41:07 as '5 mar 2026, 10:41:07': Angular's 'medium' date pipe in es-MX (the 2025 IMSS portals). */
export const angularMedium = (iso: string, hhmm: string, ss: string): string =>
  `${day(iso)} ${(monthAbbr[month(iso) - 1] ?? '').toLowerCase()} ${iso.slice(0, 4)}, ${hhmm}:${ss}`;

/** 2026-03-05 as '05/MAR/26': the CFE billing mainframe's short date. */
export const monSlashUpperShort = (iso: string): string => `${iso.slice(8, 10)}/${monthAbbr[month(iso) - 1] ?? ''}/${iso.slice(2, 4)}`;

/** 2026-03-05 as 'Jueves 5 de Marzo de 2026': portals that title-case the weekday and the month. */
export function weekdayTitleDate(iso: string): string {
  const weekdays = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
  const name = monthName(month(iso));
  const weekday = weekdays[new Date(`${iso.slice(0, 10)}T12:00:00Z`).getUTCDay()] ?? '';
  return `${weekday} ${day(iso)} de ${name.charAt(0).toUpperCase()}${name.slice(1)} de ${iso.slice(0, 4)}`;
}

/** 2026-03-05 as '5 de marzo de 2026 a las 10:41 hrs.': a banker's letter typed in a word processor. */
export const letterDateTime = (iso: string, hhmm: string): string => `${day(iso)} de ${monthName(month(iso))} de ${iso.slice(0, 4)} a las ${hhmm} hrs.`;

/**
 * The browser's own lines when a portal page is saved with 'Guardar como PDF' (Chrome in es-MX): the date and time
 * the page was printed with the page's title at the top, its address and 'n/N' at the foot of every page.
 */
export function browserPrint(printed: string, hhmm: string, pageTitle: string, url: string): { header: string[]; footer: (p: number, n: number) => string } {
  const stamp = `${day(printed)}/${month(printed)}/${printed.slice(2, 4)}, ${hhmm}`;
  return { header: [`${stamp}                                        ${pageTitle}`], footer: (p, n) => `${url}                                                            ${p}/${n}` };
}

/** hh:mm a few minutes later (the browser prints the page after the portal produced it). */
export function laterTime(hhmm: string, minutes: number): string {
  const total = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The foot of the 2025-2026 SAT and IMSS prints: the original chain and the digital seal, each under its caption. The
 * chain starts with the issuer's own pieces (never the taxpayer's data, which the document prints once above).
 */
export function chainAndSeal(rng: Rng, head: string, captions: [string, string] = ['Cadena original', 'Sello digital'], sealLength = 172): Block[] {
  return [rule, text(captions[0], { bold: true, size: 7 }), text(`||${head}${sealNoise(rng, 56)}||`, { size: 6 }), text(captions[1], { bold: true, size: 7 }), text(sealNoise(rng, sealLength), { size: 6 })];
}
