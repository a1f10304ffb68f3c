/**
 * The 34th CFDI nómina writer (written in session 14 without reading the parsers): the copy a PHP payroll system
 * keeps after writing each receipt with PHP's XMLWriter (libxml2's xmlwriter) with setIndent(true) and its default
 * indent string, one space a level: the declaration '<?xml version="1.0" encoding="UTF-8"?>', LF line ends, empty
 * elements closed with '/>' and no space, the namespaces where the stamped tree declares them, the standard prefixes
 * kept, UTF-8 text as is, and libxml2's escaping of attribute values (tabs and line ends as character references).
 * Wiring: cfdi.ts passes the tree itself: writeCfdiThirtyfourth(root).
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiThirtyfourth = 'escrito-con-xmlwriter-de-php-sangria-de-un-espacio-cierre-sin-espacio-lf';

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');

function write(e: XmlElement, depth: number): string {
  const pad = ' '.repeat(depth);
  const attrs = e.attrs.filter((a): a is [string, string] => a[1] !== undefined).map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
  if (e.children.length === 0) return `${pad}<${e.name}${attrs}/>`;
  return `${pad}<${e.name}${attrs}>\n${e.children.map((c) => write(c, depth + 1)).join('\n')}\n${pad}</${e.name}>`;
}

export function writeCfdiThirtyfourth(root: XmlElement): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${write(root, 0)}\n`, 'utf8');
}
