/**
 * The 30th CFDI nómina writer (written in session 14 without reading the parsers): the XML as the supplier's office
 * re-saves it after opening it in a code editor that formats XML with Prettier's XML plugin (printWidth 80, two-space
 * indents): an element whose start tag fits in 80 columns keeps its attributes on one line and closes with ' />';
 * one that does not puts each attribute on its own line, two spaces deeper, and its '>' or '/>' on a line of its own
 * under the tag. The standard prefixes (cfdi:, nomina12:, tfd:) and the namespaces where the stamp put them, LF, a
 * final newline. Wiring: cfdi.ts passes the tree itself: writeCfdiThirtieth(root).
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiThirtieth = 'reformateado-con-prettier-xml-ancho-80-atributos-en-una-linea-o-uno-por-linea-cierre-aparte';

const WIDTH = 80;
const UNIT = '  ';

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function write(e: XmlElement, depth: number): string[] {
  const pad = UNIT.repeat(depth);
  const attrs = e.attrs.filter((a): a is [string, string] => a[1] !== undefined).map(([k, v]) => `${k}="${escape(v)}"`);
  const empty = e.children.length === 0;
  const oneLine = `${pad}<${[e.name, ...attrs].join(' ')}${empty ? ' />' : '>'}`;
  const open = oneLine.length <= WIDTH || attrs.length === 0 ? [oneLine] : [`${pad}<${e.name}`, ...attrs.map((a) => `${pad}${UNIT}${a}`), `${pad}${empty ? '/>' : '>'}`];
  if (empty) return open;
  return [...open, ...e.children.flatMap((c) => write(c, depth + 1)), `${pad}</${e.name}>`];
}

export function writeCfdiThirtieth(root: XmlElement): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${write(root, 0).join('\n')}\n`, 'utf8');
}
