/**
 * The 23rd CFDI nómina writer (written in session 13 without reading the parsers): a .NET payroll system's copy
 * written by XmlSerializer from classes generated from the SAT's XSD: the file opens with a UTF-8 BOM and
 * '<?xml version="1.0" encoding="utf-8"?>', lines end in CRLF with two-space indents, the root's start tag carries
 * xsi:schemaLocation first (the class's first member), then the class's attributes in their order, then the namespace
 * declarations with XmlSerializer's own xmlns:xsd, and empty elements end with ' />'.
 * Wiring: cfdi.ts passes serialise(root, { indent: true, reverseAttrs: false, unit: '  ', newline: '\r\n' }) with the
 * standard prefixes ('cfdi:', 'nomina12:', 'tfd:') and the standard namespace declarations on the root.
 */
export const cfdiTwentythird = 'dotnet-xmlserializer-bom-crlf-schemalocation-primero-espacios-de-nombres-al-final-con-xsd-cierre-con-espacio';

const XSD = 'http://www.w3.org/2001/XMLSchema';

/** The root's start tag reordered as XmlSerializer writes it: schemaLocation, the class's attributes, then xmlns. */
function reorderRoot(body: string): string {
  return body.replace(/^<([\w:]+)((?:\s+[\w:]+="[^"]*")*)\s*>/, (_tag, name: string, attrs: string) => {
    const all = [...attrs.matchAll(/([\w:]+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? ''] as const);
    const schema = all.filter(([k]) => k === 'xsi:schemaLocation');
    const declarations = all.filter(([k]) => k.startsWith('xmlns'));
    const members = all.filter(([k]) => k !== 'xsi:schemaLocation' && !k.startsWith('xmlns'));
    const ordered = [...schema, ...members, ...declarations, ['xmlns:xsd', XSD] as const];
    return `<${name}${ordered.map(([k, v]) => ` ${k}="${v}"`).join('')}>`;
  });
}

export function writeCfdiTwentythird(body: string): Buffer {
  const closed = reorderRoot(body).replace(/"\/>/g, '" />');
  return Buffer.from(`\uFEFF<?xml version="1.0" encoding="utf-8"?>\r\n${closed}\r\n`, 'utf8');
}
