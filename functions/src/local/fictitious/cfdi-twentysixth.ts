/**
 * The 26th CFDI nómina writer (written in session 13 without reading the parsers): the copy a legacy Delphi / VB6
 * stamping component writes: each namespace declared on the element that first uses it rather than on the root
 * (cfdi and xsi on the Comprobante, nomina12 on the Nómina, tfd on the TimbreFiscalDigital), the attributes in the
 * component's alphabetical order with the declarations after them, every character outside ASCII written as a decimal
 * character reference ('BAJ&#205;O'), no indentation and CRLF after every element, in UTF-8 as Anexo 20 requires.
 * Wiring: cfdi.ts passes the tree itself, as for the 11th: writeCfdiTwentysixth(root).
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiTwentysixth = 'componente-delphi-vb6-espacios-de-nombres-en-cada-elemento-atributos-alfabeticos-referencias-decimales-crlf';

const escape = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/[^\x20-\x7e]/gu, (ch) => `&#${ch.codePointAt(0) ?? 0};`);

const isNs = (k: string) => k === 'xmlns' || k.startsWith('xmlns:');
const prefixOf = (name: string) => (name.includes(':') ? (name.split(':')[0] ?? '') : '');

function declarations(e: XmlElement, into: Map<string, string>): Map<string, string> {
  for (const [k, v] of e.attrs) if (v !== undefined && k.startsWith('xmlns:') && !into.has(k.slice(6))) into.set(k.slice(6), v);
  for (const c of e.children) declarations(c, into);
  return into;
}

export function writeCfdiTwentysixth(root: XmlElement): Buffer {
  const uris = declarations(root, new Map());
  const write = (e: XmlElement, inScope: Set<string>): string => {
    const present = e.attrs.filter((a): a is [string, string] => a[1] !== undefined && !isNs(a[0]));
    present.sort(([a], [b]) => a.toLowerCase().localeCompare(b.toLowerCase()));
    // Declare the prefixes this element and its attributes use that no ancestor declared.
    const used = [prefixOf(e.name), ...present.map(([k]) => prefixOf(k))].filter((p) => p && !inScope.has(p));
    const fresh = [...new Set(used)];
    const scope = new Set([...inScope, ...fresh]);
    const decls = fresh.map((p): [string, string] => [`xmlns:${p}`, uris.get(p) ?? '']);
    const attrs = [...present, ...decls].map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
    if (e.children.length === 0) return `<${e.name}${attrs}/>`;
    return `<${e.name}${attrs}>\r\n${e.children.map((c) => write(c, scope)).join('\r\n')}\r\n</${e.name}>`;
  };
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\r\n${write(root, new Set(['xml']))}\r\n`, 'utf8');
}
