/**
 * Date forms and page furniture the 24th variants' issuers print that format.ts does not have (kept apart: format.ts is
 * being edited by another helper). The truth keeps its normalised forms.
 */
import { monthAbbr, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import { rule, text } from '../common';

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

/** 2026-03-05 as '5/3/26', the short es-MX date Chrome stamps on the pages it prints. */
const chromeDate = (iso: string): string => `${day(iso)}/${month(iso)}/${iso.slice(2, 4)}`;

/**
 * Chrome's own lines when a portal page is printed with 'Encabezados y pies de página' on: the print date and time and
 * the page's title at the top, its address and 'n/N' at the foot.
 */
export function chromePrint(printed: string, hhmm: string, pageTitle: string, url: string): { header: string[]; footer: (p: number, n: number) => string } {
  return { header: [`${chromeDate(printed)}, ${hhmm}                              ${pageTitle}`], footer: (p, n) => `${url}                              ${p}/${n}` };
}

/** Regional payroll outsourcers ('maquiladoras de nómina') whose letterhead tops the SUA reports they export. */
const outsourcers = [
  { name: 'Servicios Administrativos del Bajío, S.C.', rfc: 'SAB0905127K3', place: 'Blvd. Adolfo López Mateos 2105 Ote., León, Gto. · Tel. 477 712 4410' },
  { name: 'Despacho Contable Laguna, S.C.', rfc: 'DCL1102213N8', place: 'Av. Morelos 845 Pte., Torreón, Coah. · Tel. 871 716 2290' },
  { name: 'Nóminas y Seguridad Social del Sureste, S.A. de C.V.', rfc: 'NSS1407301B5', place: 'Calle 60 No. 418 x 47 y 49, Centro, Mérida, Yuc. · Tel. 999 923 5108' },
];

/** An outsourcer's letterhead: its name, RFC and address above a rule, and the client's number in its books. */
export function outsourcerLetterhead(rng: Rng): { lines: Block[]; name: string } {
  const o = rng.pick(outsourcers);
  return {
    name: o.name,
    lines: [text(o.name, { bold: true, size: 12 }), text(`R.F.C. ${o.rfc} · ${o.place}`, { size: 7.5 }), text(`Maquila de nómina y seguridad social · Cliente núm. ${rng.digits(4)}`, { size: 7.5 }), rule],
  };
}
