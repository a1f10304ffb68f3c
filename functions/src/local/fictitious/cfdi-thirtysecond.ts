/**
 * The 32nd CFDI nómina writer (written in session 14 without reading the parsers): the XML as the payroll system's
 * mailer attaches it to the employee's and the office's e-mail, saved from the mail client as it came: the mailer is
 * a Python service that builds the tree with xml.etree.ElementTree, indents it with ET.indent(space='\t') and writes
 * it with xml_declaration=True, encoding='UTF-8'. So the declaration in single quotes, one tab per level, LF, empty
 * elements closed with ' />', every namespace declaration moved to the root and sorted by prefix (cfdi, nomina12,
 * tfd, xsi) before the root's own attributes, the standard prefixes kept (registered with ET.register_namespace).
 * Wiring: cfdi.ts passes the tree itself: writeCfdiThirtysecond(root).
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiThirtysecond = 'adjunto-del-correo-del-sistema-de-nomina-elementtree-de-python-declaracion-con-comillas-simples-tabuladores-xmlns-en-la-raiz';

// ElementTree's attribute escaping: the markup characters and the whitespace it would otherwise lose.
const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#09;');

const isNs = (k: string): boolean => k === 'xmlns' || k.startsWith('xmlns:');

function namespaces(e: XmlElement, into: Map<string, string>): Map<string, string> {
  for (const [k, v] of e.attrs) if (isNs(k) && v !== undefined) into.set(k, v);
  for (const c of e.children) namespaces(c, into);
  return into;
}

function write(e: XmlElement, depth: number, ns: [string, string][]): string {
  const pad = '\t'.repeat(depth);
  const attrs = [...ns, ...e.attrs.filter((a): a is [string, string] => a[1] !== undefined && !isNs(a[0]))].map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
  if (e.children.length === 0) return `${pad}<${e.name}${attrs} />`;
  return `${pad}<${e.name}${attrs}>\n${e.children.map((c) => write(c, depth + 1, [])).join('\n')}\n${pad}</${e.name}>`;
}

export function writeCfdiThirtysecond(root: XmlElement): Buffer {
  const ns = [...namespaces(root, new Map()).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Buffer.from(`<?xml version='1.0' encoding='UTF-8'?>\n${write(root, 0, ns)}\n`, 'utf8');
}
