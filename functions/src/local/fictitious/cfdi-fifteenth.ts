/**
 * The 15th CFDI nómina writer (held out from session 12, written without reading the parsers): a Java PAC client that
 * serialises its DOM with the JDK's built-in Transformer and OutputKeys.INDENT "yes" but no indent amount. The JDK then
 * writes the declaration with standalone="no" and puts the root element right after it on the same line, starts every
 * element on a line of its own without any indentation, closes empty elements with '/>', writes a carriage return in a
 * value as '&#13;' and keeps UTF-8 bytes for everything else.
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiFifteenth = 'java-transformer-raiz-en-el-renglon-de-la-declaracion-sin-sangria-standalone-no';

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\r/g, '&#13;');

export function writeCfdiFifteenth(root: XmlElement): Buffer {
  const write = (e: XmlElement): string => {
    const attrs = e.attrs
      .filter((a): a is [string, string] => a[1] !== undefined)
      .map(([k, v]) => ` ${k}="${escape(v)}"`)
      .join('');
    if (e.children.length === 0) return `<${e.name}${attrs}/>`;
    return `<${e.name}${attrs}>\n${e.children.map(write).join('\n')}\n</${e.name}>`;
  };
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>${write(root)}\n`, 'utf8');
}
