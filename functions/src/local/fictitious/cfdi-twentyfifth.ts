/**
 * The 25th CFDI nómina writer (session 13, written without reading the parsers): a Rust payroll service's copy written
 * with quick-xml from attribute maps kept in a BTreeMap, so every start tag's attributes come in byte order (capitals
 * before 'xmlns:' and 'xsi:'); tab indents, LF, '/>' without a space for empty elements, and no final newline.
 * Wiring: cfdi.ts passes serialise(root, { indent: true, reverseAttrs: false, unit: '\t' }) with the standard prefixes
 * ('cfdi:', 'nomina12:', 'tfd:') and the standard namespace declarations (variant 0's root and TFD).
 */
export const cfdiTwentyfifth = 'rust-quick-xml-atributos-en-orden-alfabetico-sangria-con-tabuladores-sin-salto-final';

const byteOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function writeCfdiTwentyfifth(body: string): Buffer {
  // Attribute names as XML allows them, accents included ('Antigüedad' in nomina12:Receptor).
  const sorted = body.replace(/<([\w:]+)((?:\s+[^\s=<>/"]+="[^"]*")+)(\s*\/?>)/g, (_tag, name: string, attrs: string, end: string) => {
    const all = [...attrs.matchAll(/([^\s=<>/"]+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? ''] as const);
    return `<${name}${[...all].sort((x, y) => byteOrder(x[0], y[0])).map(([k, v]) => ` ${k}="${v}"`).join('')}${end.trim()}`;
  });
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${sorted}`, 'utf8');
}
