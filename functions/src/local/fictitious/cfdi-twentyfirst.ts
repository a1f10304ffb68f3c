/**
 * The 21st CFDI writer (held out from session 13, written without reading the parsers): an older PHP ERP's copy of
 * the stamped XML, written by its own string-building library rather than DOMDocument: every namespace (cfdi,
 * nomina12, tfd, xsi) declared on the root, the declaration and the attributes in single quotes, no indentation but
 * each element on a line of its own, CRLF line ends (the ERP ran on Windows servers), and a lower-case 'utf-8' in
 * the declaration without 'standalone'.
 */
export const cfdiTwentyfirst = 'erp-php-propio-espacios-de-nombres-en-la-raiz-comillas-simples-sin-sangria-crlf';

/** The root's namespace declarations, all of them (cfdi.ts passes its NS table). */
export const twentyfirstRootNamespaces = (ns: { cfdi: string; nomina: string; tfd: string; xsi: string }): [string, string][] => [
  ['xmlns:cfdi', ns.cfdi],
  ['xmlns:nomina12', ns.nomina],
  ['xmlns:tfd', ns.tfd],
  ['xmlns:xsi', ns.xsi],
];

/** The body cfdi.ts serialises one element a line (no indent unit, CRLF, single quotes), under the ERP's declaration. */
export function writeCfdiTwentyfirst(body: string): Buffer {
  return Buffer.from(`<?xml version='1.0' encoding='utf-8'?>\r\n${body}\r\n`, 'utf8');
}
