import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Deadline } from './deadline';
import { ReadError, type CfdiNomina, type CfdiRead } from './types';

/**
 * CFDI 4.0 de nómina (TipoDeComprobante N with the Nómina 1.2 complement) with fast-xml-parser. The parser keys
 * elements by the prefix as written, so namespaces are resolved here from the xmlns declarations in scope at each
 * element (the complements usually declare their own prefix on their element) and checked by URI: a file that
 * binds other prefixes to the SAT namespaces reads the same; the usual prefixes bound to other URIs is not a CFDI.
 * A DOCTYPE or ENTITY declaration is refused before parsing: nothing is ever expanded.
 */

export const CFDI_NS = 'http://www.sat.gob.mx/cfd/4';
export const NOMINA_NS = 'http://www.sat.gob.mx/nomina12';
export const TFD_NS = 'http://www.sat.gob.mx/TimbreFiscalDigital';

/** Prefixes used in the text dump, whatever the file used. */
const DUMP_PREFIX: Record<string, string> = { [CFDI_NS]: 'cfdi', [NOMINA_NS]: 'nomina12', [TFD_NS]: 'tfd' };

type Element = { ns: string; local: string; attrs: Record<string, string>; children: Element[] };

const ATTR = '@_';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTR,
  parseAttributeValue: false,
  parseTagValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: false,
  // References are decoded here (xmlText): the parser's own decoding knows no hexadecimal character references
  // unless told to expand HTML's entities too, and a DOCTYPE is refused, so nothing can declare others.
  processEntities: false,
  htmlEntities: false,
});

/**
 * An attribute's text with XML's references decoded in one pass (so '&amp;#xCD;' stays the text '&#xCD;'): the five
 * predefined entities and decimal or hexadecimal character references ('BAJ&#xCD;O', 'BAJ&#205;O', as PHP's DOM and
 * other writers escape what is not ASCII). A reference to no XML character is not well-formed.
 */
export function xmlText(raw: string): string {
  return raw.replace(/&(?:#x([0-9a-fA-F]{1,6})|#(\d{1,7})|(lt|gt|amp|quot|apos));/g, (ref, hex?: string, dec?: string, name?: string) => {
    if (name) return PREDEFINED[name]!;
    const code = hex ? parseInt(hex, 16) : Number(dec);
    const char = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
    if (!char) throw new ReadError('bad-xml', `the XML refers to no character: ${ref}`);
    return String.fromCodePoint(code);
  });
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function readCfdi(bytes: Uint8Array, deadline: Deadline): CfdiRead {
  const xml = decode(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new ReadError('bad-xml', 'the XML declares a DOCTYPE or entities (refused, never expanded)');
  try {
    return readWellFormed(xml, deadline);
  } catch (error) {
    // The validator is a second full pass that costs three times the parse (bench/extraction): it runs only to
    // say why a file did not read. What it would refuse in a file that reads as a complete CFDI is cosmetic there.
    if (error instanceof ReadError && error.code === 'timeout') throw error;
    const valid = XMLValidator.validate(xml);
    if (valid !== true) throw new ReadError('bad-xml', `the XML is not well-formed: ${valid.err.msg} (line ${valid.err.line})`.slice(0, 300));
    throw error;
  }
}

function readWellFormed(xml: string, deadline: Deadline): CfdiRead {
  let parsed: Record<string, unknown>;
  try {
    parsed = parser.parse(xml) as Record<string, unknown>;
  } catch (error) {
    throw new ReadError('bad-xml', `the XML could not be parsed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
  }
  deadline.check();

  const roots = elements(parsed, new Map([['xml', 'http://www.w3.org/XML/1998/namespace']]));
  const root = roots[0];
  if (roots.length !== 1 || !root) throw new ReadError('bad-xml', 'the XML has no single root element');
  if (root.local !== 'Comprobante' || root.ns !== CFDI_NS) {
    throw new ReadError('not-cfdi', `the root element is {${root.ns}}${root.local}, not {${CFDI_NS}}Comprobante`);
  }
  const cfdi = toNomina(root);
  return { kind: 'cfdi', method: 'xml', cfdi, text: dump(cfdi, root), confidence: 1 };
}

/**
 * The text by the encoding the file declares: a UTF-16 byte order mark, else the XML declaration's `encoding`
 * (read in ASCII, which every allowed encoding shares), else UTF-8. Older ERPs still write ISO-8859-1 or
 * windows-1252; these and UTF-8 are the short allow-list, anything else is refused rather than misread.
 */
function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const head = new TextDecoder('latin1').decode(bytes.subarray(bom ? 3 : 0, 200));
  const declared = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
  const encoding = declared === undefined ? 'utf-8' : ALLOWED_ENCODINGS[declared.toLowerCase()];
  if (encoding === undefined) throw new ReadError('bad-xml', `the XML declares the encoding ${declared}, not UTF-8, ISO-8859-1 or windows-1252`);
  if (bom && encoding !== 'utf-8') throw new ReadError('bad-xml', `the XML has a UTF-8 byte order mark but declares ${declared}`);
  // TextDecoder drops a UTF-8 BOM by default. WHATWG decodes 'latin1' as windows-1252, which only differs from
  // ISO-8859-1 in the C1 controls (0x80-0x9F), printable in windows-1252 and never text in ISO-8859-1.
  return new TextDecoder(encoding).decode(bytes);
}

const ALLOWED_ENCODINGS: Record<string, string> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'iso-8859-1': 'latin1',
  'iso8859-1': 'latin1',
  'iso_8859-1': 'latin1',
  latin1: 'latin1',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
  // .NET's StringWriter declares UTF-16 whatever the bytes saved; UTF-16 itself has a byte order mark (read above)
  // and would not show the declaration in single bytes, so a file that does is UTF-8.
  'utf-16': 'utf-8',
  utf16: 'utf-8',
};

/** The parser's object for one level, as elements with their namespace URIs resolved in `scope`. */
function elements(level: Record<string, unknown>, scope: Map<string, string>): Element[] {
  const out: Element[] = [];
  for (const [name, value] of Object.entries(level)) {
    if (name.startsWith(ATTR) || name === '#text') continue;
    for (const node of Array.isArray(value) ? value : [value]) {
      const object = node !== null && typeof node === 'object' ? (node as Record<string, unknown>) : {};
      const inner = new Map(scope);
      const attrs: Record<string, string> = {};
      for (const [key, attr] of Object.entries(object)) {
        if (!key.startsWith(ATTR)) continue;
        const attrName = key.slice(ATTR.length);
        const text = xmlText(typeof attr === 'string' ? attr : String(attr));
        if (attrName === 'xmlns') inner.set('', text);
        else if (attrName.startsWith('xmlns:')) inner.set(attrName.slice(6), text);
        else attrs[attrName] = text;
      }
      const colon = name.indexOf(':');
      const prefix = colon >= 0 ? name.slice(0, colon) : '';
      const local = colon >= 0 ? name.slice(colon + 1) : name;
      // An undeclared prefix is not namespace-well-formed XML.
      if (prefix && !inner.has(prefix)) throw new ReadError('bad-xml', `the prefix '${prefix}' of <${name}> is not declared`);
      // A bare name is in the default namespace, or in none: an xmlns:cfdi declared but unused does not make a bare
      // <Comprobante> a CFDI (a writer that drops the prefix has written something else, and the checks say so).
      out.push({ ns: inner.get(prefix) ?? '', local, attrs, children: elements(object, inner) });
    }
  }
  return out;
}

function child(parent: Element | undefined, ns: string, local: string): Element | undefined {
  return parent?.children.find((c) => c.ns === ns && c.local === local);
}

function required(element: Element, name: string): string {
  const value = element.attrs[name];
  if (value === undefined || value === '') throw new ReadError('not-cfdi', `{${element.ns}}${element.local} has no ${name}`);
  return value;
}

function toNomina(root: Element): CfdiNomina {
  const version = required(root, 'Version');
  if (version !== '4.0') throw new ReadError('not-cfdi', `CFDI version ${version}, not 4.0`);
  const tipo = required(root, 'TipoDeComprobante');
  if (tipo !== 'N') throw new ReadError('not-cfdi', `TipoDeComprobante ${tipo}, not N (nómina)`);
  const emisor = child(root, CFDI_NS, 'Emisor');
  const receptor = child(root, CFDI_NS, 'Receptor');
  if (!emisor || !receptor) throw new ReadError('not-cfdi', 'the CFDI has no cfdi:Emisor or cfdi:Receptor');
  const complemento = root.children.filter((c) => c.ns === CFDI_NS && c.local === 'Complemento');
  const nomina = complemento.flatMap((c) => c.children).find((c) => c.ns === NOMINA_NS && c.local === 'Nomina');
  if (!nomina) throw new ReadError('not-cfdi', `the CFDI has no Nómina complement ({${NOMINA_NS}}Nomina)`);
  const nominaVersion = required(nomina, 'Version');
  if (nominaVersion !== '1.2') throw new ReadError('not-cfdi', `Nómina version ${nominaVersion}, not 1.2`);
  const timbre = complemento.flatMap((c) => c.children).find((c) => c.ns === TFD_NS && c.local === 'TimbreFiscalDigital');
  const nEmisor = child(nomina, NOMINA_NS, 'Emisor');
  const nReceptor = child(nomina, NOMINA_NS, 'Receptor');

  return {
    version,
    tipoDeComprobante: tipo,
    fecha: required(root, 'Fecha'),
    emisor: { rfc: required(emisor, 'Rfc'), nombre: emisor.attrs.Nombre ?? '', registroPatronal: nEmisor?.attrs.RegistroPatronal },
    receptor: {
      rfc: required(receptor, 'Rfc'),
      nombre: receptor.attrs.Nombre ?? '',
      curp: nReceptor?.attrs.Curp,
      nss: nReceptor?.attrs.NumSeguridadSocial,
      periodicidadPago: nReceptor?.attrs.PeriodicidadPago,
    },
    nomina: {
      version: nominaVersion,
      tipoNomina: nomina.attrs.TipoNomina,
      fechaPago: required(nomina, 'FechaPago'),
      fechaInicialPago: required(nomina, 'FechaInicialPago'),
      fechaFinalPago: required(nomina, 'FechaFinalPago'),
      numDiasPagados: required(nomina, 'NumDiasPagados'),
      totalPercepciones: nomina.attrs.TotalPercepciones,
      totalDeducciones: nomina.attrs.TotalDeducciones,
    },
    timbre: timbre ? { uuid: required(timbre, 'UUID'), fechaTimbrado: required(timbre, 'FechaTimbrado') } : undefined,
  };
}

/**
 * A readable text of the CFDI (for people and the chat): the main values with Spanish labels, then every element
 * with its attributes, one per line, indented by depth. Certificates and seals are left out (long base64, no use).
 */
function dump(cfdi: CfdiNomina, root: Element): string {
  const line = (label: string, value: string | undefined) => (value ? [`${label}: ${value}`] : []);
  const head = [
    `CFDI ${cfdi.version} de nómina (TipoDeComprobante ${cfdi.tipoDeComprobante})`,
    ...line('Fecha', cfdi.fecha),
    ...line('RFC emisor', cfdi.emisor.rfc),
    ...line('Nombre emisor', cfdi.emisor.nombre),
    ...line('Registro patronal', cfdi.emisor.registroPatronal),
    ...line('RFC receptor', cfdi.receptor.rfc),
    ...line('Nombre receptor', cfdi.receptor.nombre),
    ...line('CURP', cfdi.receptor.curp),
    ...line('NSS', cfdi.receptor.nss),
    ...line('Periodicidad de pago', cfdi.receptor.periodicidadPago),
    ...line('Tipo de nómina', cfdi.nomina.tipoNomina),
    ...line('Fecha de pago', cfdi.nomina.fechaPago),
    `Periodo: ${cfdi.nomina.fechaInicialPago} a ${cfdi.nomina.fechaFinalPago}`,
    ...line('Días pagados', cfdi.nomina.numDiasPagados),
    ...line('Total percepciones', cfdi.nomina.totalPercepciones),
    ...line('Total deducciones', cfdi.nomina.totalDeducciones),
    ...line('UUID', cfdi.timbre?.uuid),
    ...line('Fecha de timbrado', cfdi.timbre?.fechaTimbrado),
  ];
  const body: string[] = [];
  const walk = (element: Element, depth: number) => {
    const prefix = DUMP_PREFIX[element.ns];
    const attrs = Object.entries(element.attrs)
      .filter(([name]) => !/^(Certificado|Sello|SelloCFD|SelloSAT|xsi:schemaLocation)$/.test(name))
      .map(([name, value]) => `${name}=${value}`);
    body.push(`${'  '.repeat(depth)}${prefix ? `${prefix}:` : ''}${element.local}${attrs.length ? ` ${attrs.join(' ')}` : ''}`);
    for (const c of element.children) walk(c, depth + 1);
  };
  walk(root, 0);
  return [...head, '', ...body].join('\n');
}
