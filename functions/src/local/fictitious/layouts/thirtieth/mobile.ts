/**
 * What the 30th mobile views share (written in session 14 without reading the parsers): an authority's or a company's
 * app screen as the phone's browser prints it ('Imprimir' from the share menu): a narrow page, the browser's print
 * header (print date and the page's title) and footer (the address and the page count), the app's bar, then cards
 * one under another, each a title and its lines (a caption over its value, or a caption beside it as the apps' list
 * rows), the lists a card per row with 'Ver más' expanded ('Ver menos' under them).
 */
import { addDays, pad2, formatDate } from '../../format';
import type { Supplier } from '../../identities';
import type { Block, PageStyle } from '../../layout';
import type { Rng } from '../../random';
import { space, text } from '../common';

/** A phone's screen width on A4: about 110 mm of print. */
const MARGIN = 140;
const SIZE = 8.5;

/** The phone browser's print header and footer; it printed some days after the document's date. */
export function mobileStyle(rng: Rng, documentDate: string, pageTitle: string, url: string): PageStyle {
  const printed = addDays(documentDate, rng.int(0, 20));
  const stamp = `${formatDate(printed, 'slashNoPad').replace(/\d{2}(\d{2})$/, '$1')}, ${pad2(rng.int(8, 20))}:${pad2(rng.int(0, 59))}`;
  return { margin: MARGIN, baseSize: SIZE, header: [`${stamp}    ${pageTitle}`], footer: (p, n) => `${url}    ${p}/${n}` };
}

/** The app's top bar as printed: the back arrow's caption, the screen's title and the menu. */
export const appBar = (screen: string): Block[] => [text(`< Regresar          ${screen}          Menú`, { size: 7.5 }), space(4)];

/** A card's title, with the gap the card's border leaves above it. */
export const card = (title: string): Block[] => [space(6), text(title, { bold: true, size: 9.5 })];

/** A caption over its value, the value in bold and wrapping on the narrow page. */
export const field = (caption: string, value: string): Block[] => [text(caption, { size: 7.5 }), text(value, { size: SIZE, bold: true })];

/** The employer's card the payroll app puts over its screens. */
export const employerCard = (s: Supplier): Block[] => [...card('Patrón'), ...field('Reg. patronal', s.registroPatronal), ...field('RFC', s.rfc), ...field('Razón social', s.name)];

/** A caption and its value on one row, the value at a tab and wrapping under itself (the apps' list rows). */
export const row = (caption: string, value: string): Block => ({ t: 'pair', label: caption, value, mode: 'tab', tab: 112, size: 8 });

/** The expanded list's end. */
export const seeLess: Block = text('Ver menos ^', { size: 7.5, align: 'center' });
