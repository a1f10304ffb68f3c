/**
 * The 14th CFDI nómina writer (held out from session 11, written after the 13th was measured): an ERP written in Delphi
 * that keeps its own copy of the stamped XML and saves it with its Windows code page. The declaration says
 * encoding="ISO-8859-1" and the bytes are Latin-1 (the 'Á' of a name is one byte), characters Latin-1 lacks are written
 * as decimal character references; tab indents, LF line ends, double quotes, empty elements closed with '/>' and the
 * namespaces where the PAC declared them.
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiFourteenth = 'erp-delphi-iso-8859-1-bytes-latin1-tabuladores';

const escape = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/[\u0100-\u{10ffff}]/gu, (ch) => `&#${ch.codePointAt(0) ?? 0};`);

export function writeCfdiFourteenth(root: XmlElement): Buffer {
  const write = (e: XmlElement, depth: number): string => {
    const pad = '\t'.repeat(depth);
    const attrs = e.attrs
      .filter((a): a is [string, string] => a[1] !== undefined)
      .map(([k, v]) => ` ${k}="${escape(v)}"`)
      .join('');
    if (e.children.length === 0) return `${pad}<${e.name}${attrs}/>`;
    return `${pad}<${e.name}${attrs}>\n${e.children.map((c) => write(c, depth + 1)).join('\n')}\n${pad}</${e.name}>`;
  };
  return Buffer.from(`<?xml version="1.0" encoding="ISO-8859-1"?>\n${write(root, 0)}\n`, 'latin1');
}
