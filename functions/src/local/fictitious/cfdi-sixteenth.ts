/**
 * The 16th CFDI nómina writer (held out from session 12, written without reading the parsers): a Go payroll service
 * that marshals its structs with encoding/xml's MarshalIndent("", "  ") after writing xml.Header. Go never closes an
 * element with '/>' (every empty element gets its end tag right after the start tag), escapes quotes in values as
 * '&#34;' and apostrophes as '&#39;' (and tabs and line ends as '&#x9;', '&#xA;', '&#xD;'), keeps other characters as
 * UTF-8, and ends the document at the root's end tag with no final newline. The struct tags carry the standard
 * prefixes.
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiSixteenth = 'go-encoding-xml-marshalindent-etiquetas-de-cierre-explicitas-comillas-como-referencia-numerica-sin-salto-final';

const escape = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;');

export function writeCfdiSixteenth(root: XmlElement): Buffer {
  const write = (e: XmlElement, depth: number): string => {
    const pad = '  '.repeat(depth);
    const attrs = e.attrs
      .filter((a): a is [string, string] => a[1] !== undefined)
      .map(([k, v]) => ` ${k}="${escape(v)}"`)
      .join('');
    if (e.children.length === 0) return `${pad}<${e.name}${attrs}></${e.name}>`;
    return `${pad}<${e.name}${attrs}>\n${e.children.map((c) => write(c, depth + 1)).join('\n')}\n${pad}</${e.name}>`;
  };
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${write(root, 0)}`, 'utf8');
}
