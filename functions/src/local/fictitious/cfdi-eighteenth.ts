/**
 * The 18th CFDI nómina writer (held out from session 12, written without reading the parsers): the copy a payroll ERP
 * archives for viewing in a browser: after the declaration, an 'xml-stylesheet' processing instruction pointing at the
 * ERP's own XSLT (the printed representation), four-space indents, empty elements closed with '/>' and, after the
 * root's end tag, a comment with the ERP's name and version (XML allows comments after the root). The standard
 * prefixes are kept.
 */
export const cfdiEighteenth = 'erp-con-hoja-de-estilo-xslt-sangria-de-cuatro-espacios-comentario-despues-de-la-raiz';

/** The indented document (cfdi.ts serialises it with four-space indents) wrapped as the ERP writes it. */
export function writeCfdiEighteenth(body: string): Buffer {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet type="text/xsl" href="recibo_nomina_cfdi40.xsl"?>\n';
  return Buffer.from(`${head}${body}\n<!-- Exportado por NominaPlus ERP 9.4 -->\n`, 'utf8');
}
