/**
 * The 33rd CFDI nómina writer (written in session 14 without reading the parsers): the copy the supplier's office
 * keeps after its Excel workbook's macro (VBA) downloads the month's receipts and saves each one through MSXML's SAX
 * writer (MSXML2.MXXMLWriter60 with indent = True, encoding 'UTF-8', standalone = True, byteOrderMark = False). So
 * the declaration carries standalone="yes", lines end in CRLF (Windows), one tab per level, empty elements closed with
 * '/>' and no space, the namespaces declared where the stamped tree declares them, the standard prefixes kept, UTF-8
 * text as is. Wiring: cfdi.ts passes the tree itself: writeCfdiThirtythird(root).
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiThirtythird = 'guardado-por-la-macro-de-excel-con-mxxmlwriter-de-msxml-standalone-yes-tabuladores-y-crlf';

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function write(e: XmlElement, depth: number): string {
  const pad = '\t'.repeat(depth);
  const attrs = e.attrs.filter((a): a is [string, string] => a[1] !== undefined).map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
  if (e.children.length === 0) return `${pad}<${e.name}${attrs}/>`;
  return `${pad}<${e.name}${attrs}>\r\n${e.children.map((c) => write(c, depth + 1)).join('\r\n')}\r\n${pad}</${e.name}>`;
}

export function writeCfdiThirtythird(root: XmlElement): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n${write(root, 0)}\r\n`, 'utf8');
}
