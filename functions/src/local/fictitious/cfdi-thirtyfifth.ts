/**
 * The 35th CFDI nómina writer (written in session 14 without reading the parsers): the copy a fintech platform serves
 * after re-serialising the XML it fetched (the SAT's bulk download) with the Node library fast-xml-parser, parsed with
 * preserveOrder and attributes kept, built back with XMLBuilder's format and suppressEmptyNode: the declaration as
 * parsed ('<?xml version="1.0" encoding="UTF-8"?>'), two-space indents, LF, empty elements closed with '/>' and no
 * space, no newline after the root's end tag, the namespaces where the stamped tree declares them, the standard
 * prefixes kept, UTF-8 text as is, and the builder's escaping of attribute values (an apostrophe as '&apos;').
 * Wiring: cfdi.ts passes the tree itself: writeCfdiThirtyfifth(root).
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiThirtyfifth = 'reserializado-por-plataforma-fintech-con-fast-xml-parser-sangria-de-dos-espacios-apos-sin-salto-final';

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;').replace(/"/g, '&quot;');

function write(e: XmlElement, depth: number): string {
  const pad = '  '.repeat(depth);
  const attrs = e.attrs.filter((a): a is [string, string] => a[1] !== undefined).map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
  if (e.children.length === 0) return `${pad}<${e.name}${attrs}/>`;
  return `${pad}<${e.name}${attrs}>\n${e.children.map((c) => write(c, depth + 1)).join('\n')}\n${pad}</${e.name}>`;
}

export function writeCfdiThirtyfifth(root: XmlElement): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${write(root, 0)}`, 'utf8');
}
