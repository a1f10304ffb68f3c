/**
 * The 17th CFDI nómina writer (held out from session 12, written without reading the parsers): the copy a signing
 * tool archives in its canonical form (XML C14N, as xmlsec and the XAdES libraries write it): no XML declaration, no
 * whitespace between elements (one line), every empty element written with its end tag, and the attributes of each
 * element sorted as C14N sorts them — namespace declarations first by prefix, then the attributes without a prefix by
 * name, then the prefixed ones (xsi:schemaLocation) — with '"' as '&quot;' and no other entity. The standard prefixes
 * are kept.
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiSeventeenth = 'forma-canonica-c14n-sin-declaracion-atributos-ordenados-etiquetas-de-cierre-explicitas-una-linea';

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/\t/g, '&#x9;').replace(/\n/g, '&#xA;').replace(/\r/g, '&#xD;');

const rank = (name: string): number => (name === 'xmlns' || name.startsWith('xmlns:') ? 0 : name.includes(':') ? 2 : 1);

export function writeCfdiSeventeenth(root: XmlElement): Buffer {
  const write = (e: XmlElement): string => {
    const attrs = e.attrs
      .filter((a): a is [string, string] => a[1] !== undefined)
      .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => ` ${k}="${escape(v)}"`)
      .join('');
    return `<${e.name}${attrs}>${e.children.map(write).join('')}</${e.name}>`;
  };
  return Buffer.from(write(root), 'utf8');
}
