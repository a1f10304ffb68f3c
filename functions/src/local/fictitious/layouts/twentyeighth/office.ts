/**
 * What the 28th variants share (written in session 13 without reading the parsers): the document as the supplier's
 * own office sends it in its compliance package. Its document-management system stamps every page ('Expediente REPSE
 * 2026 / Carpeta 03' over the page, 'DOC-2026-00123 · Pág. 1 de 2' under it); a reviewer's sticky notes are flattened
 * into the text ('Nota (revisó L. Ortiz, 12/03): Vigente — OK'); a 'copia cotejada' legend; the legal representative's
 * statement 'bajo protesta de decir verdad' at the end, signed by a person, not by the company; and, for some types, a
 * second page with the supplier's own summary restating a few of the official page's values (never other values).
 */
import { addDays, monthNames, pad2 } from '../../format';
import { personIdentity } from '../../identities';
import type { Block, PageStyle } from '../../layout';
import type { Rng } from '../../random';
import { space, text } from '../common';

/** The page break before the supplier's own summary page (a gap taller than the page). */
export const pageBreak: Block = { t: 'space', h: 2000 };

const romanMonths = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/** Dates as Mexican legal offices write them: '5/III/2026' (the month in Roman numerals). */
export const romanDate = (iso: string): string => `${Number(iso.slice(8, 10))}/${romanMonths[Number(iso.slice(5, 7)) - 1] ?? ''}/${iso.slice(0, 4)}`;

/**
 * Dates these offices and issuers print that earlier variants do not: '5/III/2026' (Roman month, the notarial habit),
 * '5 de marzo, 2026' (a letter's date) and 'MARZO 5, 2026' (an upper-case month first).
 */
export type OfficeDateStyle = 'roman' | 'commaYear' | 'upperMonthFirst';

export function officeDate(iso: string, style: OfficeDateStyle): string {
  const d = Number(iso.slice(8, 10));
  const month = monthNames[Number(iso.slice(5, 7)) - 1] ?? '';
  switch (style) {
    case 'roman':
      return romanDate(iso);
    case 'commaYear':
      return `${d} de ${month}, ${iso.slice(0, 4)}`;
    case 'upperMonthFirst':
      return `${month.toUpperCase()} ${d}, ${iso.slice(0, 4)}`;
  }
}

/** The reviewer's date as a sticky note writes it, day and month only ('12/03'). */
const noteDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

export type Office = { folder: string; docId: string; reviewer: string; reviewed: string; representative: string };

/** The office's filing data: the DMS's document number, the reviewer and the representative who signs. */
export function office(rng: Rng, documentDate: string, folder: string): Office {
  const year = documentDate.slice(0, 4);
  const reviewer = personIdentity(rng).fullName.split(' ');
  return {
    folder: `${folder} ${year} / Carpeta ${pad2(rng.int(1, 12))}`,
    docId: `DOC-${year}-${String(rng.int(1, 99999)).padStart(5, '0')}`,
    reviewer: `${(reviewer[0] ?? '').slice(0, 1)}. ${reviewer[1] ?? ''}`,
    reviewed: addDays(documentDate, rng.int(1, 25)),
    representative: personIdentity(rng).fullName,
  };
}

/** The DMS's stamp over and under every page. */
export const officeStyle = (o: Office, baseSize = 9): PageStyle => ({ margin: 42, baseSize, header: [o.folder], footer: (p, n) => `${o.docId} · Pág. ${p} de ${n}` });

/** A sticky note flattened into the page where the reviewer put it. */
export const note = (o: Office, comment: string): Block => text(`[Nota — ${o.reviewer}, ${noteDay(o.reviewed)}] ${comment}`, { size: 7.5, indent: 220 });

/** The copy's legend, as the office stamps it on the official page. */
export const cotejo = (o: Office): Block => text(`COPIA COTEJADA CON SU ORIGINAL · ${o.reviewer} · ${noteDay(o.reviewed)}`, { size: 7.5, bold: true, align: 'right' });

/** The legal representative's statement at the end of the copy, signed by the person, on behalf of the company. */
export function protesta(o: Office, company: string, place: string, what: string): Block[] {
  return [
    space(14),
    text(
      `Bajo protesta de decir verdad, el que suscribe ${o.representative}, en mi carácter de representante legal de ${company}, declaro que el presente documento (${what}) es copia fiel del original que obra en los archivos de mi representada.`,
      { size: 8 },
    ),
    text(`${place}, a ${romanDate(o.reviewed)}`, { size: 8 }),
    space(18),
    text('_______________________________', { size: 8 }),
    text(o.representative, { size: 8, bold: true }),
    text('Representante legal', { size: 7.5 }),
  ];
}
