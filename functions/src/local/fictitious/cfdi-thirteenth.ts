/**
 * The 13th CFDI nómina writer (held out from session 11, after the 12th was measured): a Python PAC library that builds
 * the tree with lxml and writes it with etree.tostring(xml_declaration=True, encoding='UTF-8', pretty_print=True). The
 * declaration therefore comes in single quotes while the attributes keep double ones; every namespace the document uses
 * sits in the root's nsmap, so the Nómina and TFD elements declare none; two-space indents and empty elements closed
 * with '/>'. The library keeps the complement's amounts as Decimals with six places ('12345.600000', which the Nómina
 * 1.2 schema allows), while the CFDI's own amounts keep the currency's two.
 */
import type { XmlElement } from './cfdi-eighth';
import { declarations, escape, isNs } from './cfdi-tenth';

export const cfdiThirteenth = 'python-lxml-declaracion-comillas-simples-nsmap-en-la-raiz-importes-de-nomina-con-seis-decimales';

export function writeCfdiThirteenth(root: XmlElement): Buffer {
  const nsmap = [...declarations(root, new Map())];
  const nominaPrefix = nsmap.find(([, uri]) => uri === 'http://www.sat.gob.mx/nomina12')?.[0].slice('xmlns:'.length);
  const write = (e: XmlElement, depth: number): string => {
    const pad = '  '.repeat(depth);
    const inNomina = nominaPrefix !== undefined && e.name.startsWith(`${nominaPrefix}:`);
    const present = e.attrs
      .filter((a): a is [string, string] => a[1] !== undefined && !isNs(a[0]))
      // The complement's money as a six-place Decimal; days, codes and the version are left as they are.
      .map(([k, v]): [string, string] => [k, inNomina && /^\d+\.\d{2}$/.test(v) ? `${v}0000` : v]);
    const attrs = [...(depth === 0 ? nsmap : []), ...present].map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
    if (e.children.length === 0) return `${pad}<${e.name}${attrs}/>`;
    return `${pad}<${e.name}${attrs}>\n${e.children.map((c) => write(c, depth + 1)).join('\n')}\n${pad}</${e.name}>`;
  };
  return Buffer.from(`<?xml version='1.0' encoding='UTF-8'?>\n${write(root, 0)}\n`, 'utf8');
}
