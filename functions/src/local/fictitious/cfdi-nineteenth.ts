/**
 * The 19th CFDI nómina writer (held out from session 12, written without reading the parsers): a .NET payroll system
 * that writes its copy of the stamped XML with XmlWriter (Indent = true, NewLineOnAttributes = true, Encoding.UTF8) to
 * a file. So the file opens with a UTF-8 BOM, the declaration names the encoding in lower case ('utf-8'), lines end in
 * CRLF, every attribute after the first goes on a line of its own indented one level deeper than its element, and
 * empty elements end with ' />' (XmlWriter's space before the slash). The standard prefixes are kept.
 */
export const cfdiNineteenth = 'dotnet-xmlwriter-bom-utf8-minusculas-crlf-un-atributo-por-renglon-cierre-con-espacio';

/**
 * The body cfdi.ts serialises with one attribute a line and CRLF, written as XmlWriter writes it: XmlWriter keeps the
 * first attribute on the element's line, and only the ends of tags carry '/>' (values escape '<' and '>').
 */
export function writeCfdiNineteenth(body: string): Buffer {
  const firstOnTagLine = body.replace(/(<[A-Za-z][\w:.-]*)\r\n[ ]+(?=[\w:]+=")/g, '$1 ');
  const closed = firstOnTagLine.replace(/"\/>/g, '" />');
  return Buffer.from(`\uFEFF<?xml version="1.0" encoding="utf-8"?>\r\n${closed}\r\n`, 'utf8');
}
