/**
 * The 31st CFDI nómina writer (written in session 14 without reading the parsers): the copy a 2026 cloud payroll
 * service (Node.js) keeps of the stamped receipt and offers as 'Descargar XML', written by its XML builder's pretty
 * printer with a column width: two-space indents, LF, the standard prefixes (cfdi:, nomina12:, tfd:); a start tag that
 * fits in 120 columns stays on one line, a longer one (the Comprobante, the Nómina, the timbre with its seals) is
 * wrapped: the element's name alone on its line and every attribute on a line of its own, two levels deeper than
 * the element, the '>' or '/>' right after the last one. Wiring: cfdi.ts passes the tree itself:
 * writeCfdiThirtyfirst(root).
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiThirtyfirst = 'descargado-del-servicio-de-nomina-en-la-nube-etiquetas-largas-partidas-un-atributo-por-linea-sangria-de-dos-espacios';

/** The pretty printer's column width. */
const WIDTH = 120;

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function startTag(e: XmlElement, pad: string, close: string): string {
  const attrs = e.attrs.filter((a): a is [string, string] => a[1] !== undefined).map(([k, v]) => `${k}="${escape(v)}"`);
  const oneLine = `${pad}<${e.name}${attrs.map((a) => ` ${a}`).join('')}${close}`;
  if (oneLine.length <= WIDTH || attrs.length === 0) return oneLine;
  const inner = `${pad}    `;
  return `${pad}<${e.name}\n${attrs.map((a) => `${inner}${a}`).join('\n')}${close}`;
}

function write(e: XmlElement, depth: number): string {
  const pad = '  '.repeat(depth);
  if (e.children.length === 0) return startTag(e, pad, '/>');
  return `${startTag(e, pad, '>')}\n${e.children.map((c) => write(c, depth + 1)).join('\n')}\n${pad}</${e.name}>`;
}

export function writeCfdiThirtyfirst(root: XmlElement): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${write(root, 0)}\n`, 'utf8');
}
