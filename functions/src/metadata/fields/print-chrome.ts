import { fold } from './text';

/**
 * What a web browser adds when a page is printed or saved as PDF (session 14): its header (the print's date and time
 * and the page's title: '12/11/25, 14:03 Opinión del cumplimiento | SAT', or the title first and the date last) and
 * its footer (the page's address and 'n/m', 'Página n de m', 'Page n of m'), on every page; and a phone app's own
 * navigation ('< Regresar  Mis registros  Menú', 'Ver más', 'Ver menos ^'). The print's date is the day someone
 * printed the page, never the document's; the address and the buttons are no field at all. Like the receiving
 * stamps (routing.ts), they are taken out of the text before any field is read.
 */

/** The browser's date and time as it stamps a print: '12/11/25, 14:03', '3/7/2025 9:41 a. m.', '2025-11-12 14:03'. */
const PRINT_STAMP = String.raw`(?:\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2}),?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?\s?m\.?)?`;
/**
 * A page's address as the footer prints it, with or without its scheme; a local file's path as the browser prints it,
 * spaces and all ('file:///C:/Users/ana/Descargas/Opinion IMSS (2).pdf': a file saved twice, session 14).
 */
const ADDRESS = String.raw`(?:file:\/\/\/?[^\s].*?|(?:https?:\/\/|file:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?(?:\/\S*)?)`;
/** The page's number among the print's: '1/2', 'Página 1 de 2', 'Page 1 of 2', 'Pág. 1/2'. */
const PAGE_NUMBER = String.raw`(?:(?:pagina|pag\.|page|hoja)\s*)?\d{1,3}\s*(?:\/|de|of)\s*\d{1,3}`;

/** The header: the stamp then the title, or the title then the stamp; a title with no stamp is the page's own. */
// A saved file's name as the title carries digits ('Recibo_CFE_0123.pdf', 'Opinion (1).pdf'): the title is any text
// without a colon then (session 14).
const HEADER = new RegExp(String.raw`^(?:${PRINT_STAMP}\s+[^:]*\p{L}[^:]*|[^:\d]*\p{L}[^:\d]*\s${PRINT_STAMP}|[^:]*\p{L}[^:]*\.(?:pdf|html?|aspx|php|jsp)\s${PRINT_STAMP})$`, 'u');
/** The footer: the address and the page number (either order), or the address or 'n/m' alone. */
const FOOTER = new RegExp(String.raw`^(?:${ADDRESS}\s+${PAGE_NUMBER}|${PAGE_NUMBER}\s+${ADDRESS}|${ADDRESS}|${PAGE_NUMBER}|${ADDRESS}\s+${PAGE_NUMBER}\s+${PRINT_STAMP}|${PRINT_STAMP}\s+${PAGE_NUMBER})$`);
/** The footer a browser prints when its headers are on: the page's address beside its number. */
const BROWSER_FOOTER = new RegExp(String.raw`^(?:${ADDRESS}\s+${PAGE_NUMBER}|${PAGE_NUMBER}\s+${ADDRESS})`);
/** A phone app's back button bar and its show more or less toggles. */
const APP_NAVIGATION = /^(?:[<←‹]\s*(?:regresar|volver|atras|inicio|back)\b.*|(?:ver|mostrar)\s+(?:mas|menos)(?:\s*[^a-z\d\s]{1,3})?|(?:show|see)\s+(?:more|less))$/;

/** The text without the browser's print header and footer and the app's navigation; the page as it showed. */
export function withoutBrowserPrint(text: string): string {
  return text
    .split('\f')
    .map((page) => {
      const lines = page.split('\n');
      const folded = lines.map((l) => fold(l).trim());
      const filled = folded.map((f, i) => (f ? i : -1)).filter((i) => i >= 0);
      const [first, last] = [filled[0], filled[filled.length - 1]];
      // Only the page's first and last lines can be the browser's: a stamp inside the page is the document's, and a
      // first line is taken for the browser's header only when the browser's footer (an address) closes the page.
      const footer = last !== undefined && FOOTER.test(folded[last]!);
      const header = first !== undefined && footer && BROWSER_FOOTER.test(folded[last!]!) && HEADER.test(folded[first]!);
      const chrome = (i: number) => (i === first && header) || (i === last && footer) || APP_NAVIGATION.test(folded[i]!);
      return lines.filter((_, i) => !chrome(i)).join('\n');
    })
    .join('\f');
}
