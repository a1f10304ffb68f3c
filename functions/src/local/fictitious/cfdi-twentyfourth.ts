/**
 * The 24th CFDI nómina writer (written in session 13 without reading the parsers): a Java payroll system's copy
 * written by a JAXB marshaller (JAXB_FORMATTED_OUTPUT on) with a NamespacePrefixMapper that keeps the SAT's prefixes:
 * the declaration with standalone="yes", every namespace of the JAXB context pre-declared on the root in the mapper's
 * order (cfdi, nomina12, tfd, then xsi), JAXB_SCHEMA_LOCATION naming the three schemas on the root right after the
 * declarations, so the TimbreFiscalDigital carries neither its own xmlns:tfd nor its xsi:schemaLocation; four-space
 * indents, LF, '/>' for empty elements, and apostrophes left as they are (JAXB's minimum escape handler).
 * Wiring: cfdi.ts passes serialise(root, { indent: true, reverseAttrs: false, unit: '    ' }) with the standard
 * prefixes ('cfdi:', 'nomina12:', 'tfd:') and the standard namespace declarations (variant 0's root and TFD).
 */
export const cfdiTwentyfourth = 'java-jaxb-con-mapeador-de-prefijos-standalone-yes-todos-los-espacios-de-nombres-en-la-raiz-schemalocation-de-tres-esquemas';

const NS = {
  cfdi: 'http://www.sat.gob.mx/cfd/4',
  nomina12: 'http://www.sat.gob.mx/nomina12',
  tfd: 'http://www.sat.gob.mx/TimbreFiscalDigital',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
};
const TFD_XSD = 'http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd';

const attrsOf = (s: string): [string, string][] => [...s.matchAll(/([\w:]+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']);
const write = (attrs: [string, string][]): string => attrs.map(([k, v]) => ` ${k}="${v}"`).join('');

export function writeCfdiTwentyfourth(body: string): Buffer {
  // Nested declarations and the TFD's own schemaLocation go: JAXB declares the context's namespaces once, on the root.
  const inner = body.replace(/(<tfd:TimbreFiscalDigital)((?:\s+[\w:]+="[^"]*")*)/, (_m, open: string, attrs: string) => `${open}${write(attrsOf(attrs).filter(([k]) => !k.startsWith('xmlns') && k !== 'xsi:schemaLocation'))}`);
  const marshalled = inner.replace(/^<([\w:]+)((?:\s+[\w:]+="[^"]*")*)\s*>/, (_tag, name: string, attrs: string) => {
    const all = attrsOf(attrs);
    const schema = all.find(([k]) => k === 'xsi:schemaLocation')?.[1] ?? '';
    const members = all.filter(([k]) => k !== 'xsi:schemaLocation' && !k.startsWith('xmlns'));
    const declared: [string, string][] = [['xmlns:cfdi', NS.cfdi], ['xmlns:nomina12', NS.nomina12], ['xmlns:tfd', NS.tfd], ['xmlns:xsi', NS.xsi]];
    const location: [string, string] = ['xsi:schemaLocation', schema.includes(NS.tfd) ? schema : `${schema} ${NS.tfd} ${TFD_XSD}`];
    return `<${name}${write([...declared, location, ...members])}>`;
  });
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${marshalled.replace(/&apos;/g, "'")}\n`, 'utf8');
}
