/**
 * The 9th CFDI nómina writer (held out in session 11, measured there and tuned on since): a PHP PAC library serialising with
 * DOMDocument without an encoding. The declaration names no encoding, every character outside ASCII in a value is
 * written as a hexadecimal character reference ('BAJ&#xCD;O'), empty elements get an explicit end tag
 * (LIBXML_NOEMPTYTAG), two-space indents, and each element's namespace declarations come after its other attributes
 * (they are set last).
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiNinth = 'php-dom-referencias-hex-sin-encoding-etiquetas-de-cierre';

const escape = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/[^\x20-\x7e]/gu, (ch) => `&#x${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase()};`);

function write(e: XmlElement, depth: number): string {
  const pad = '  '.repeat(depth);
  const present = e.attrs.filter((a): a is [string, string] => a[1] !== undefined);
  const isNs = ([k]: [string, string]) => k === 'xmlns' || k.startsWith('xmlns:');
  const attrs = [...present.filter((a) => !isNs(a)), ...present.filter(isNs)].map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
  if (e.children.length === 0) return `${pad}<${e.name}${attrs}></${e.name}>`;
  return `${pad}<${e.name}${attrs}>\n${e.children.map((c) => write(c, depth + 1)).join('\n')}\n${pad}</${e.name}>`;
}

export function writeCfdiNinth(root: XmlElement): Buffer {
  return Buffer.from(`<?xml version="1.0"?>\n${write(root, 0)}\n`, 'utf8');
}
