/**
 * The 10th CFDI nómina writer (held out in session 11, measured there and tuned on since): a Java PAC library
 * marshalling with JAXB and no prefix mapper. Every namespace is declared on the root under JAXB's generated prefixes
 * (ns2 for the CFDI, ns3 for the Nómina, ns4 for the TFD, in the order they are met; xsi keeps its name), the
 * declarations come first and xsi:schemaLocation right after them, four-space indents, empty elements closed with '/>'
 * and a declaration with standalone="yes".
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiTenth = 'jaxb-prefijos-ns2-ns3-ns4-en-la-raiz-standalone';

export const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const isNs = (k: string) => k === 'xmlns' || k.startsWith('xmlns:');

/** The namespace declarations of the whole tree, in document order: prefix → URI. */
export function declarations(e: XmlElement, into: Map<string, string>): Map<string, string> {
  for (const [k, v] of e.attrs) if (v !== undefined && isNs(k) && !into.has(k)) into.set(k, v);
  for (const c of e.children) declarations(c, into);
  return into;
}

export function writeCfdiTenth(root: XmlElement): Buffer {
  const declared = declarations(root, new Map());
  // JAXB numbers the namespaces from ns2 as it meets them; the element's own prefix is met first.
  const renamed = new Map<string, string>();
  const rootPrefix = root.name.split(':')[0] ?? '';
  for (const prefix of [rootPrefix, ...[...declared.keys()].map((k) => k.slice('xmlns:'.length))]) {
    if (prefix === 'xsi' || renamed.has(prefix)) continue;
    renamed.set(prefix, `ns${renamed.size + 2}`);
  }
  const rename = (name: string) => {
    const [prefix, local] = name.includes(':') ? (name.split(':') as [string, string]) : ['', name];
    return prefix && renamed.has(prefix) ? `${renamed.get(prefix) ?? prefix}:${local}` : name;
  };
  const rootDecls: [string, string][] = [...declared].map(([k, uri]) => {
    const prefix = k.slice('xmlns:'.length);
    return [prefix === 'xsi' ? k : `xmlns:${renamed.get(prefix) ?? prefix}`, uri];
  });
  const write = (e: XmlElement, depth: number): string => {
    const pad = '    '.repeat(depth);
    const present = e.attrs.filter((a): a is [string, string] => a[1] !== undefined && !isNs(a[0]));
    const schema = present.filter(([k]) => k === 'xsi:schemaLocation');
    const rest = present.filter(([k]) => k !== 'xsi:schemaLocation');
    const attrs = [...(depth === 0 ? rootDecls : []), ...schema, ...rest].map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
    const name = rename(e.name);
    if (e.children.length === 0) return `${pad}<${name}${attrs}/>`;
    return `${pad}<${name}${attrs}>\n${e.children.map((c) => write(c, depth + 1)).join('\n')}\n${pad}</${name}>`;
  };
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${write(root, 0)}\n`, 'utf8');
}
