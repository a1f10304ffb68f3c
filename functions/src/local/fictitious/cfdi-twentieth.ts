/**
 * The 20th CFDI writer (held out from session 12, written without reading the parsers): a Python integration script's
 * copy re-printed with xml.dom.minidom's toprettyxml() at its defaults: the declaration '<?xml version="1.0" ?>' with
 * a space before its end and no encoding, tab indents, LF, UTF-8 text as is.
 */
export const cfdiTwentieth = 'python-minidom-toprettyxml-declaracion-con-espacio-sin-codificacion-sangria-con-tabuladores';

/** The indented document (cfdi.ts serialises it with tab indents) as toprettyxml() writes it. */
export function writeCfdiTwentieth(body: string): Buffer {
  return Buffer.from(`<?xml version="1.0" ?>\n${body}\n`, 'utf8');
}
