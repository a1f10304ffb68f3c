/**
 * The 27th CFDI nómina writer (written in session 13 without reading the parsers): the PAC's XML opened and re-saved in
 * Visual Studio's XML editor with 'Align attributes each on a separate line': the first attribute stays on the
 * element's line and every next one goes on a line of its own, aligned under the first; two-space indents, CRLF line
 * ends, the byte order mark Visual Studio writes ('UTF-8 with signature'), the declaration as the PAC wrote it.
 * Wiring: cfdi.ts passes the tree itself, as for the 11th: writeCfdiTwentyseventh(root).
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiTwentyseventh = 'resguardado-en-editor-xml-de-escritorio-atributos-alineados-uno-por-renglon-bajo-el-primero-crlf-bom';

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function writeCfdiTwentyseventh(root: XmlElement): Buffer {
  const nl = '\r\n';
  const write = (e: XmlElement, depth: number): string => {
    const pad = '  '.repeat(depth);
    const attrs = e.attrs.filter((a): a is [string, string] => a[1] !== undefined).map(([k, v]) => `${k}="${escape(v)}"`);
    // Each attribute after the first starts under the first one's column.
    const align = `${nl}${pad}${' '.repeat(e.name.length + 2)}`;
    const open = `${pad}<${e.name}${attrs.length ? ` ${attrs.join(align)}` : ''}`;
    if (e.children.length === 0) return `${open} />`;
    return `${open}>${nl}${e.children.map((c) => write(c, depth + 1)).join(nl)}${nl}${pad}</${e.name}>`;
  };
  return Buffer.from(`\uFEFF<?xml version="1.0" encoding="UTF-8"?>${nl}${write(root, 0)}${nl}`, 'utf8');
}
