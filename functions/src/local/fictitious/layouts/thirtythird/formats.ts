/**
 * What the 33rd variants share (written in session 14 without reading the parsers): what the supplier's staff's
 * office software makes when it saves to PDF. Spreadsheets (Excel, LibreOffice Calc, Google Sheets) printed with the
 * sheet's own header and footer ('Página 1 de 2', the sheet's name, the file's name), merged title cells, short
 * captions, a frozen header row repeated on every page and a wide sheet's right-hand columns printed on a later page
 * after a print-area break; an official PDF printed again from the browser's PDF viewer ('Microsoft Print to PDF',
 * macOS 'Guardar como PDF') with the viewer's header and footer lines; the official data re-typed into the office's
 * word-processor letter template.
 */
import { pad2 } from '../../format';
import { PAGE_HEIGHT, type Block, type PageStyle } from '../../layout';
import type { Rng } from '../../random';
import { text } from '../common';

/** A manual page break of the print area: the right-hand columns start on a new page. */
export const pageBreak: Block = { t: 'space', h: PAGE_HEIGHT };

/** Merged title cells over the sheet: centred, bold, the first one larger. */
export const mergedTitle = (lines: string[]): Block[] => lines.map((l, i) => text(l, { bold: true, align: 'center', size: i === 0 ? 11 : 9 }));

/** A number as a spreadsheet cell with two decimals and no thousands separator prints it. */
export const cell = (n: number): string => n.toFixed(2);

/** A date as Excel prints a date cell in the 'd-mmm-aa' format of its es-MX locale: '5-mar-26'. */
export function excelShort(iso: string): string {
  const m = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'][Number(iso.slice(5, 7)) - 1] ?? '';
  return `${Number(iso.slice(8, 10))}-${m}-${iso.slice(2, 4)}`;
}

/** A date cell holding midnight as Google Sheets prints a value imported with its time: '2026-03-05 0:00:00'. */
export const sheetsDateTime = (iso: string): string => `${iso} 0:00:00`;

/** The spreadsheet that prints: its name, the file's or the sheet's, and how it numbers pages. */
export type SheetApp = 'excel' | 'calc' | 'sheets';

/**
 * The page of a printed sheet. Excel: the file's name in the header ('&[Archivo]'), 'Página 1 de 2' in the footer;
 * LibreOffice Calc: its default header (the sheet's name) and footer ('Página 1'); Google Sheets: the workbook's title
 * and the sheet's name on top, the print date and the page number at the foot.
 */
export function sheetStyle(app: SheetApp, name: string, sheet = 'Hoja1', printed = ''): PageStyle {
  if (app === 'excel') return { margin: 36, baseSize: 8.5, header: [name], footer: (p, n) => `Página ${p} de ${n}` };
  if (app === 'calc') return { margin: 40, baseSize: 8.5, header: [sheet], footer: (p) => `Página ${p}` };
  return { margin: 30, baseSize: 8.5, header: [`${name}    ${sheet}`], footer: (p) => `${printed}    ${p}` };
}

/** The browser whose PDF viewer printed the document again. */
export type Viewer = 'edge' | 'safari' | 'firefox';

/** A print date as the viewer's header writes it: Edge '5/3/2026, 10:36', Safari and Firefox '5/3/26, 10:36'. */
export function printStamp(rng: Rng, iso: string, viewer: Viewer): string {
  const y = viewer === 'edge' ? iso.slice(0, 4) : iso.slice(2, 4);
  return `${Number(iso.slice(8, 10))}/${Number(iso.slice(5, 7))}/${y}, ${rng.int(8, 18)}:${pad2(rng.int(0, 59))}`;
}

/**
 * The page of a PDF printed from a browser's viewer with 'Ajustar al tamaño de página' (the document shrinks a
 * little inside the printer's margins). Edge to 'Microsoft Print to PDF': the print date and the file's name on top,
 * the file's address and 'n/m' at the foot; Safari's 'Guardar como PDF' on a Mac: the file's name and the date on top,
 * the address and 'Página n de m' at the foot; Firefox: the name on top, 'Página n de m' and the date at the foot.
 */
export function viewerStyle(rng: Rng, viewer: Viewer, file: string, printed: string): PageStyle {
  const stamp = printStamp(rng, printed, viewer);
  if (viewer === 'edge') {
    const url = `file:///C:/Users/${rng.pick(['Contabilidad', 'Compras', 'RH', 'Recepcion'])}/Downloads/${file}`;
    return { margin: 34, baseSize: 8.5, header: [`${stamp}    ${file}`], footer: (p, n) => `${url}    ${p}/${n}` };
  }
  if (viewer === 'safari') {
    const url = `file:///Users/${rng.pick(['oficina', 'admin', 'contador'])}/Downloads/${file}`;
    return { margin: 34, baseSize: 8.5, header: [`${file}    ${stamp}`], footer: (p, n) => `${url}    Página ${p} de ${n}` };
  }
  return { margin: 34, baseSize: 8.5, header: [file], footer: (p, n) => `Página ${p} de ${n}    ${stamp}` };
}

/** The office's word-processor letter template: a logo (no text), the page number and the company's address at the foot. */
export const letterStyle = (footerLine: string): PageStyle => ({ margin: 56, baseSize: 10.5, footer: (p, n) => `${footerLine}    ${p}/${n}` });

/** The letter's opening: the place and date on the right, the addressee in bold and the greeting under it. */
export const letterOpening = (placeAndDate: string, addressee: string, greeting: string): Block[] => [
  text(placeAndDate, { align: 'right' }),
  { t: 'space', h: 18 },
  text(addressee, { bold: true }),
  text(greeting),
  { t: 'space', h: 12 },
];

/** The letter's caption/value lines: the caption with a colon at the margin, the value at a tab stop, as Word tabs them. */
export const tabbed = (caption: string, value: string, tab = 200): Block => ({ t: 'pair', label: `${caption}:`, value, mode: 'tab', size: 10.5, tab });

/** The letter's closing: 'Atentamente', the signature line, the signer and the role. */
export const letterClosing = (signer: string, role: string): Block[] => [
  { t: 'space', h: 14 },
  text('Atentamente,'),
  { t: 'space', h: 34 },
  text('_______________________________'),
  text(signer, { bold: true }),
  text(role),
];

/** Who signs for the supplier: a company's legal representative, or the office's administrator for a persona física. */
export const signerRole = (kind: 'moral' | 'fisica'): string => (kind === 'moral' ? 'Representante legal' : 'Administración, por el contribuyente');

/** The persons who sign the supplier's letters. */
export const signerOf = (rng: Rng): string => rng.pick(['Lic. Adriana Ponce Villalobos', 'Ing. Héctor Manuel Ríos Garza', 'C.P. Silvia Estrada Luna', 'Lic. Mauricio Téllez Ocampo']);
