/**
 * The 8th CFDI nómina writer (held out in session 10, tuned on since session 11): a sixth PAC's, canonical-XML style.
 * Every namespace declared on the root and sorted by prefix, the attributes of each element sorted by name with
 * xsi:schemaLocation last, one space of indentation, empty elements closed with ' />', the Nómina prefix 'nomina', a
 * schemaLocation that also names the TFD schema, no BOM and a declaration in lower case ending with a blank line.
 */
export const cfdiEighth = 'canonico-atributos-ordenados-prefijo-nomina';

export type XmlElement = { name: string; attrs: [string, string | undefined][]; children: XmlElement[] };

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function order(attrs: [string, string][]): [string, string][] {
  const ns = attrs.filter(([k]) => k === 'xmlns' || k.startsWith('xmlns:')).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const plain = attrs.filter(([k]) => !k.includes(':') && k !== 'xmlns').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const qualified = attrs.filter(([k]) => k.includes(':') && !k.startsWith('xmlns'));
  return [...ns, ...plain, ...qualified];
}

function write(e: XmlElement, depth: number): string {
  const pad = ' '.repeat(depth);
  const attrs = order(e.attrs.filter((a): a is [string, string] => a[1] !== undefined))
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join('');
  if (e.children.length === 0) return `${pad}<${e.name}${attrs} />`;
  return `${pad}<${e.name}${attrs}>\n${e.children.map((c) => write(c, depth + 1)).join('\n')}\n${pad}</${e.name}>`;
}

export function writeCfdiEighth(root: XmlElement): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="utf-8"?>\n\n${write(root, 0)}\n`, 'utf8');
}
