/**
 * The 29th CFDI nómina writer (written in session 13 without reading the parsers): the XML as a payroll ERP's
 * 'Exportar XML' button writes it from its own copy of the stamped receipt: the standard prefixes (cfdi:, nomina12:,
 * tfd:), no indentation, one element a line (LF), and the ERP's own catalogue names for the payroll concepts, whose
 * '&' and quotes it writes as entities ('Sueldo &amp; salarios (nómina &quot;ordinaria&quot;)'), as it writes
 * apostrophes ('&apos;') anywhere in a value. Wiring: cfdi.ts passes the tree itself: writeCfdiTwentyninth(root).
 */
import type { XmlElement } from './cfdi-eighth';

export const cfdiTwentyninth = 'exportado-del-erp-de-nomina-un-elemento-por-linea-sin-sangria-conceptos-del-catalogo-con-entidades';

/** The ERP catalogue's names for the payroll concepts (nómina 1.2 leaves Concepto to the issuer). */
const catalogue: Record<string, string> = {
  P001: 'Sueldo & salarios (nómina "ordinaria")',
  D002: 'ISR retenido "art. 96 LISR"',
  D001: 'Cuota obrera IMSS & RCV',
};

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

function write(e: XmlElement): string {
  const key = e.attrs.find(([k]) => k === 'Clave')?.[1];
  const attrs = e.attrs
    .filter((a): a is [string, string] => a[1] !== undefined)
    .map(([k, v]) => ` ${k}="${escape(k === 'Concepto' && key && catalogue[key] ? catalogue[key] : v)}"`)
    .join('');
  if (e.children.length === 0) return `<${e.name}${attrs}/>`;
  return `<${e.name}${attrs}>\n${e.children.map(write).join('\n')}\n</${e.name}>`;
}

export function writeCfdiTwentyninth(root: XmlElement): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${write(root)}\n`, 'utf8');
}
