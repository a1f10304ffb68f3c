/**
 * The 12th CFDI nómina writer (held out in session 11, measured there and tuned on since): not a PAC's but an ERP's
 * copy of the stamped XML, re-saved by a .NET program through a StringWriter. The declaration therefore says
 * encoding="utf-16" while the file's bytes are UTF-8 (File.WriteAllText writes UTF-8 whatever the declaration says),
 * lines end in CRLF (Windows' newline), two-space indents, double quotes, empty elements closed with ' />', and the
 * namespaces stay where the PAC declared them.
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiTwelfth = 'copia-erp-declaracion-utf16-bytes-utf8-crlf';

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function writeCfdiTwelfth(root: XmlElement): Buffer {
  const write = (e: XmlElement, depth: number): string => {
    const pad = '  '.repeat(depth);
    const attrs = e.attrs
      .filter((a): a is [string, string] => a[1] !== undefined)
      .map(([k, v]) => ` ${k}="${escape(v)}"`)
      .join('');
    if (e.children.length === 0) return `${pad}<${e.name}${attrs} />`;
    return `${pad}<${e.name}${attrs}>\r\n${e.children.map((c) => write(c, depth + 1)).join('\r\n')}\r\n${pad}</${e.name}>`;
  };
  return Buffer.from(`<?xml version="1.0" encoding="utf-16"?>\r\n${write(root, 0)}`, 'utf8');
}
