/**
 * The 11th CFDI nómina writer (held out in session 11, measured there and tuned on since): a .NET PAC library
 * serialising with XmlSerializer. The root declares xsi and xsd first (XmlSerializer always adds both) and then the
 * CFDI prefix; the complements are serialised on their own and appended as XmlElement nodes, so the Nómina and the TFD
 * each declare their namespace as the default one on their own element and their children carry no prefix. Two-space
 * indents, empty elements closed with ' />' and a lower-case 'utf-8' declaration.
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiEleventh = 'xmlserializer-xsd-en-la-raiz-complementos-con-espacio-de-nombres-por-omision';

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const XSD = 'http://www.w3.org/2001/XMLSchema';
const isNs = (k: string) => k === 'xmlns' || k.startsWith('xmlns:');

/** The namespace declarations of the whole tree: prefix → URI. */
function declarations(e: XmlElement, into: Map<string, string>): Map<string, string> {
  for (const [k, v] of e.attrs) if (v !== undefined && k.startsWith('xmlns:') && !into.has(k.slice('xmlns:'.length))) into.set(k.slice('xmlns:'.length), v);
  for (const c of e.children) declarations(c, into);
  return into;
}

export function writeCfdiEleventh(root: XmlElement): Buffer {
  const uris = declarations(root, new Map());
  const rootPrefix = root.name.includes(':') ? (root.name.split(':')[0] ?? '') : '';
  const write = (e: XmlElement, depth: number, defaultPrefix: string): string => {
    const pad = '  '.repeat(depth);
    const [prefix, local] = e.name.includes(':') ? (e.name.split(':') as [string, string]) : ['', e.name];
    // A complement (any prefix other than the CFDI's and xsi) becomes a default-namespace subtree.
    const startsComplement = prefix !== '' && prefix !== rootPrefix && prefix !== defaultPrefix;
    const ownDefault = startsComplement ? prefix : defaultPrefix;
    const name = prefix && prefix === ownDefault ? local : e.name;
    const present = e.attrs.filter((a): a is [string, string] => a[1] !== undefined && !isNs(a[0]));
    const decls: [string, string][] =
      depth === 0
        ? [['xmlns:xsi', uris.get('xsi') ?? ''], ['xmlns:xsd', XSD], ...(rootPrefix ? [[`xmlns:${rootPrefix}`, uris.get(rootPrefix) ?? ''] as [string, string]] : [])]
        : startsComplement
          ? [['xmlns', uris.get(prefix) ?? '']]
          : [];
    const attrs = [...decls, ...present].map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
    if (e.children.length === 0) return `${pad}<${name}${attrs} />`;
    return `${pad}<${name}${attrs}>\n${e.children.map((c) => write(c, depth + 1, ownDefault)).join('\n')}\n${pad}</${name}>`;
  };
  return Buffer.from(`<?xml version="1.0" encoding="utf-8"?>\n${write(root, 0, '')}\n`, 'utf8');
}
