import { checkRfc, documentFieldCatalogue, instantExtractionTypes, isValidClabe, isValidCurp, isValidNss } from '@expediente/contracts';
import { XMLParser } from 'fast-xml-parser';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { clock12, formatDate, formatMoney, type DateStyle } from '../format';
import { longCommaDate, weekdayShortDate } from '../layouts/twentysecond/formats';
import { monSlashUpperShort, weekdayTitleDate } from '../layouts/twentythird/formats';
import { monCompactFull, monLowerNoPad, monthFirstNoPadDe } from '../layouts/twentyfourth/formats';
import { dateInWords } from '../layouts/twentyfifth/formats';
import { legacyDate, type LegacyDateStyle } from '../layouts/twentysixth/formats';
import { scanDate, type ScanDateStyle } from '../layouts/twentyseventh/scan-app';
import { officeDate, type OfficeDateStyle } from '../layouts/twentyeighth/office';
import { oracleDate } from '../layouts/twentyninth/export';
import { appDate, dotMonth, ticketDate } from '../layouts/thirtieth/formats';
import { excelShort } from '../layouts/thirtythird/formats';
import { dashMon, dotShort, packedMon, spacedMonTitle } from '../layouts/thirtyfourth/formats';
import { EIGHTEENTH_VARIANT, eighteenthVariantFor, EIGHTH_VARIANT, eighthVariantFor, ELEVENTH_VARIANT, eleventhVariantFor, FIFTEENTH_VARIANT, fifteenthVariantFor, FIFTH_VARIANT, fifthVariantFor, FOURTEENTH_VARIANT, fourteenthVariantFor, FOURTH_VARIANT, fourthVariantFor, generateDocument, generateSet, HELD_OUT_VARIANT, heldOutVariantFor, kindsFor, NINETEENTH_VARIANT, nineteenthVariantFor, NINTH_VARIANT, ninthVariantFor, scanTypes, SEVENTEENTH_VARIANT, seventeenthVariantFor, SEVENTH_VARIANT, seventhVariantFor, SIXTEENTH_VARIANT, sixteenthVariantFor, SIXTH_VARIANT, sixthVariantFor, TENTH_VARIANT, tenthVariantFor, THIRTIETH_VARIANT, thirtiethVariantFor, THIRTYFIRST_VARIANT, thirtyfirstVariantFor, THIRTYSECOND_VARIANT, thirtysecondVariantFor, THIRTYTHIRD_VARIANT, thirtythirdVariantFor, THIRTEENTH_VARIANT, thirteenthVariantFor, TWELFTH_VARIANT, twelfthVariantFor, TWENTIETH_VARIANT, twentiethVariantFor, TWENTYFIRST_VARIANT, twentyfirstVariantFor, TWENTYSECOND_VARIANT, twentysecondVariantFor, TWENTYTHIRD_VARIANT, twentythirdVariantFor, TWENTYFOURTH_VARIANT, twentyfourthVariantFor, TWENTYFIFTH_VARIANT, twentyfifthVariantFor, TWENTYSIXTH_VARIANT, twentysixthVariantFor, TWENTYSEVENTH_VARIANT, twentyseventhVariantFor, TWENTYEIGHTH_VARIANT, twentyeighthVariantFor, TWENTYNINTH_VARIANT, twentyninthVariantFor, variantNameFor, variantsFor, type FictitiousDocument } from '../index';

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** The catalogue's keys a truth key may use: top-level keys and group children (`group[i].child`, `domicilio.child`). */
function catalogueKeys(code: string): Set<string> {
  const keys = new Set<string>();
  for (const f of documentFieldCatalogue[code] ?? []) {
    if (f.jsonDisplayConfig.children) for (const c of f.jsonDisplayConfig.children) keys.add(`${f.key}.${c.key}`);
    else keys.add(f.key);
  }
  return keys;
}
const truthKeyShape = (key: string) => key.replace(/\[\d+\]/, '');

const dateStyles: DateStyle[] = ['long', 'longUpper', 'slash', 'iso', 'mon', 'dash', 'dots', 'abbrSlash', 'dayMonth', 'longDel', 'monthFirst', 'isoSlash', 'monLower', 'weekday', 'monSpaced', 'legalDays', 'monSlashUpper', 'compact', 'longCap', 'shortYear', 'monDot', 'slashNoPad', 'monTitleDash', 'monSpacedShort', 'longDelUpper', 'dashShortYear', 'isoDots', 'monDashShort', 'monSpacedTitle', 'longNoPad', 'monSlashLower', 'monCompactShort', 'monthFirstUpperDe', 'longDash', 'weekdayUpper', 'slashMonthName', 'intlMedium', 'longUpperNoPad', 'enMedium', 'dayMonthUpper', 'monDotDe', 'weekdayPad', 'slashMonthNameUpper', 'monLowerShort', 'dotsShortYear', 'longDelPad', 'monDotUpper', 'weekdayAbbrSlash', 'longDashUpper', 'slashMonthNameCap', 'monthFirstPad', 'longDelCap', 'monthFirstDe', 'monSpacedLower', 'longUpperDelNoPad'];
const legacyDateStyles: LegacyDateStyle[] = ['ddmmyyyy', 'monSlashShortUpper', 'monDotUpperFull', 'boxes'];
const scanDateStyles: ScanDateStyle[] = ['monUpperNoPad', 'slashShortNoPad', 'monSlashLowerNoPad'];
const officeDateStyles: OfficeDateStyle[] = ['roman', 'commaYear', 'upperMonthFirst'];
/** A date in one of format.ts's styles, or in the 22nd's to 34th's own forms (layouts/twentysecond|…|twentysixth/formats.ts, twentyseventh/scan-app.ts, twentyeighth/office.ts, twentyninth/export.ts, thirtieth/formats.ts, thirtythird/formats.ts, thirtyfourth/formats.ts). */
const printsDate = (text: string, date: string) => dateStyles.some((s) => text.includes(formatDate(date, s))) || [longCommaDate, weekdayShortDate, monSlashUpperShort, weekdayTitleDate, monCompactFull, monLowerNoPad, monthFirstNoPadDe, dateInWords].some((f) => text.includes(f(date))) || legacyDateStyles.some((s) => text.includes(legacyDate(date, s))) || scanDateStyles.some((s) => text.includes(scanDate(date, s))) || officeDateStyles.some((s) => text.includes(officeDate(date, s))) || [oracleDate, ticketDate, appDate, dotMonth, excelShort, dashMon, packedMon, spacedMonTitle, dotShort].some((f) => text.includes(f(date)));
/** The drawn variants' indexes, the 4th's to the 33rd's and the held-out one's (0-33). */
const allVariants = (code: string) => [...variantsFor(code).map((_, v) => v), FOURTH_VARIANT, FIFTH_VARIANT, SIXTH_VARIANT, SEVENTH_VARIANT, EIGHTH_VARIANT, NINTH_VARIANT, TENTH_VARIANT, ELEVENTH_VARIANT, TWELFTH_VARIANT, THIRTEENTH_VARIANT, FOURTEENTH_VARIANT, FIFTEENTH_VARIANT, SIXTEENTH_VARIANT, SEVENTEENTH_VARIANT, EIGHTEENTH_VARIANT, NINETEENTH_VARIANT, TWENTIETH_VARIANT, TWENTYFIRST_VARIANT, TWENTYSECOND_VARIANT, TWENTYTHIRD_VARIANT, TWENTYFOURTH_VARIANT, TWENTYFIFTH_VARIANT, TWENTYSIXTH_VARIANT, TWENTYSEVENTH_VARIANT, TWENTYEIGHTH_VARIANT, TWENTYNINTH_VARIANT, THIRTIETH_VARIANT, THIRTYFIRST_VARIANT, THIRTYSECOND_VARIANT, THIRTYTHIRD_VARIANT, HELD_OUT_VARIANT];
const variantName = variantNameFor;
const compact = (s: string) => s.replace(/[\s-]/g, '').toUpperCase();
const idKeys = /(^|\.)(rfc|curp|nss|clabe|cuenta|folio|uuid|registroPatronal|nrp|lineaCaptura|numeroOperacion|aviso|numeroRegistro|idCif|emisorRfc|receptorRfc|receptorCurp|receptorNss)$/;
const dateKeys = /(^|\.)(fecha\w*|vigencia)$/;
const moneyKeys = /(^|\.)(importe|sbc|totalPercepciones|totalDeducciones)$/;

function checkIdentifiers(doc: FictitiousDocument) {
  for (const [key, value] of Object.entries(doc.truth)) {
    const leaf = key.split('.').pop() ?? key;
    if (/rfc$/i.test(leaf)) expect(checkRfc(value), `${doc.documentTypeCode} ${key}=${value}`).toEqual(expect.objectContaining({ valid: true, checkDigitMismatch: false }));
    if (/curp$/i.test(leaf)) expect(isValidCurp(value), `${key}=${value}`).toBe(true);
    if (/nss$/i.test(leaf)) expect(isValidNss(value), `${key}=${value}`).toBe(true);
    if (leaf === 'clabe') expect(isValidClabe(value), `${key}=${value}`).toBe(true);
    if (leaf === 'uuid') expect(value).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
    if (leaf === 'registroPatronal' || leaf === 'nrp') expect(value).toMatch(/^[A-Z]\d{10}$/);
    if (dateKeys.test(key)) expect(value, key).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/);
    if (moneyKeys.test(key)) expect(value, key).toMatch(/^\d+\.\d{2}$/);
  }
}

/** Width and height from a PNG's IHDR or a JPEG's SOF0. */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] === 0x89) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  return { width: bytes.readUInt16BE(sof + 7), height: bytes.readUInt16BE(sof + 5) };
}

describe('fictitious documents: text PDFs', () => {
  const types = instantExtractionTypes.filter((t) => t !== 'mxcfdinomina');
  it.each(types.flatMap((t) => allVariants(t).map((v) => [t, v] as const)))('%s variant %i prints its true values', async (code, variant) => {
    const doc = await generateDocument({ documentTypeCode: code, kind: 'pdf-text', seed: 11 + variant, variant });
    expect(doc.ext).toBe('pdf');
    expect(doc.variant).toBe(variantName(code, variant));
    const text = await pdfText(doc.bytes);
    const flat = compact(text);
    const allowed = catalogueKeys(code);
    expect(Object.keys(doc.truth).length).toBeGreaterThan(3);
    for (const [key, value] of Object.entries(doc.truth)) {
      expect(allowed.has(truthKeyShape(key)), `${code}: ${key} is not a catalogue field`).toBe(true);
      if (idKeys.test(key)) expect(flat, `${code} ${key}=${value}`).toContain(compact(value));
      if (dateKeys.test(key)) {
        const [date = '', hhmm] = value.split('T');
        // Or in a form's three boxes, day, month and year (the 16th registro patronal's aviso de inscripción).
        const boxes = new RegExp(`${date.slice(8, 10)}\\s+${date.slice(5, 7)}\\s+${date.slice(0, 4)}`);
        expect(printsDate(text, date) || boxes.test(text), `${code} ${key}=${value} printed`).toBe(true);
        // The time as printed, or on a 12-hour clock ('02:05:22 p. m.' for 14:05).
        const twelve = clock12(hhmm ?? '00:00');
        if (hhmm) expect(text.includes(hhmm) || new RegExp(`${twelve.slice(0, 5)}(:\\d{2})? ${twelve.slice(6).replace(/\./g, '\\.')}`).test(text), `${code} ${key} time`).toBe(true);
      }
      // Whole amounts may be printed without cents ('$12,345', as SAT acuses do, or '12,345' in their tables), and
      // payroll exports print amounts without thousands separators ('12345.60').
      if (moneyKeys.test(key)) expect([formatMoney(Number(value), 'plain'), formatMoney(Number(value), 'bare'), ...(value.endsWith('.00') ? [formatMoney(Number(value), 'wholePesos'), formatMoney(Number(value), 'wholeBare')] : [])].some((m) => text.includes(m)), `${code} ${key}`).toBe(true);
    }
    if (doc.truth.rfc) expect(flat).toContain(doc.truth.rfc);
    checkIdentifiers(doc);
    if (code !== 'mxcsf' && code !== 'mxrepse' && code !== 'mxregpatronal' && code !== 'mxcaratulabancaria' && code !== 'mxdomicilio') expect(doc.period).toBeDefined();
  });
});

describe('fictitious documents: scans and images', () => {
  const cases = scanTypes.flatMap((t) => (['pdf-scan', 'image'] as const).map((k) => [t, k] as const));
  it.each(cases)('%s as %s has pixels and no text layer', async (code, kind) => {
    const doc = await generateDocument({ documentTypeCode: code, kind, seed: 5, scanDpi: 50 });
    checkIdentifiers(doc);
    if (kind === 'pdf-scan') {
      expect(doc.ext).toBe('pdf');
      expect((await pdfText(doc.bytes)).trim()).toBe('');
      expect(doc.bytes.includes(Buffer.from('/DCTDecode'))).toBe(true);
    } else if (doc.ext === 'png') {
      expect(doc.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    } else {
      expect(doc.ext).toBe('jpg');
      expect(doc.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
  });

  // Photos and one-page scans carry the first page only, so the latest layouts keep their fields on it.
  it.each(scanTypes)('%s 12th to 33rd and held out keep their identifiers and dates on the first page', async (code) => {
    for (const [seed, variant] of [[3, TWELFTH_VARIANT], [4, TWELFTH_VARIANT], [3, THIRTEENTH_VARIANT], [4, THIRTEENTH_VARIANT], [3, FOURTEENTH_VARIANT], [4, FOURTEENTH_VARIANT], [3, FIFTEENTH_VARIANT], [4, FIFTEENTH_VARIANT], [3, SIXTEENTH_VARIANT], [4, SIXTEENTH_VARIANT], [3, SEVENTEENTH_VARIANT], [4, SEVENTEENTH_VARIANT], [5, SEVENTEENTH_VARIANT], [6, SEVENTEENTH_VARIANT], [3, EIGHTEENTH_VARIANT], [4, EIGHTEENTH_VARIANT], [5, EIGHTEENTH_VARIANT], [6, EIGHTEENTH_VARIANT], [3, NINETEENTH_VARIANT], [4, NINETEENTH_VARIANT], [5, NINETEENTH_VARIANT], [6, NINETEENTH_VARIANT], [3, TWENTIETH_VARIANT], [4, TWENTIETH_VARIANT], [5, TWENTIETH_VARIANT], [6, TWENTIETH_VARIANT], [3, TWENTYFIRST_VARIANT], [4, TWENTYFIRST_VARIANT], [5, TWENTYFIRST_VARIANT], [6, TWENTYFIRST_VARIANT], [3, TWENTYSECOND_VARIANT], [4, TWENTYSECOND_VARIANT], [5, TWENTYSECOND_VARIANT], [6, TWENTYSECOND_VARIANT], [3, TWENTYTHIRD_VARIANT], [4, TWENTYTHIRD_VARIANT], [5, TWENTYTHIRD_VARIANT], [6, TWENTYTHIRD_VARIANT], [3, TWENTYFOURTH_VARIANT], [4, TWENTYFOURTH_VARIANT], [5, TWENTYFOURTH_VARIANT], [6, TWENTYFOURTH_VARIANT], [3, TWENTYFIFTH_VARIANT], [4, TWENTYFIFTH_VARIANT], [5, TWENTYFIFTH_VARIANT], [6, TWENTYFIFTH_VARIANT], [3, TWENTYSIXTH_VARIANT], [4, TWENTYSIXTH_VARIANT], [5, TWENTYSIXTH_VARIANT], [6, TWENTYSIXTH_VARIANT], [3, TWENTYSEVENTH_VARIANT], [4, TWENTYSEVENTH_VARIANT], [5, TWENTYSEVENTH_VARIANT], [6, TWENTYSEVENTH_VARIANT], [3, TWENTYEIGHTH_VARIANT], [4, TWENTYEIGHTH_VARIANT], [5, TWENTYEIGHTH_VARIANT], [6, TWENTYEIGHTH_VARIANT], [3, TWENTYNINTH_VARIANT], [4, TWENTYNINTH_VARIANT], [5, TWENTYNINTH_VARIANT], [6, TWENTYNINTH_VARIANT], [3, THIRTIETH_VARIANT], [4, THIRTIETH_VARIANT], [5, THIRTIETH_VARIANT], [6, THIRTIETH_VARIANT], [3, THIRTYFIRST_VARIANT], [4, THIRTYFIRST_VARIANT], [5, THIRTYFIRST_VARIANT], [6, THIRTYFIRST_VARIANT], [3, THIRTYSECOND_VARIANT], [4, THIRTYSECOND_VARIANT], [5, THIRTYSECOND_VARIANT], [6, THIRTYSECOND_VARIANT], [3, THIRTYTHIRD_VARIANT], [4, THIRTYTHIRD_VARIANT], [5, THIRTYTHIRD_VARIANT], [6, THIRTYTHIRD_VARIANT], [3, HELD_OUT_VARIANT], [4, HELD_OUT_VARIANT], [5, HELD_OUT_VARIANT], [6, HELD_OUT_VARIANT]] as const) {
      const doc = await generateDocument({ documentTypeCode: code, kind: 'pdf-text', seed, variant });
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(doc.bytes)), { mergePages: false });
      const first = text[0] ?? '';
      for (const [key, value] of Object.entries(doc.truth)) {
        if (idKeys.test(key)) expect(compact(first), `${code} ${key}`).toContain(compact(value));
        if (dateKeys.test(key)) expect(printsDate(first, value.slice(0, 10)), `${code} ${key}`).toBe(true);
      }
    }
  });

  it('renders at 200 dpi by default: an A4 page of 1654 × 2339 pixels', async () => {
    const doc = await generateDocument({ documentTypeCode: 'mxrepse', kind: 'image', seed: 9 });
    expect(imageSize(doc.bytes)).toEqual({ width: 1654, height: 2339 });
  });

  it('gives the same pixels for the same seed', async () => {
    const a = await generateDocument({ documentTypeCode: 'mxcsf', kind: 'pdf-scan', seed: 9, scanDpi: 50 });
    const b = await generateDocument({ documentTypeCode: 'mxcsf', kind: 'pdf-scan', seed: 9, scanDpi: 50 });
    expect(a.bytes.equals(b.bytes)).toBe(true);
  });

  it('only offers the kinds a type comes in', async () => {
    expect(kindsFor('mxcfdinomina')).toEqual(['xml']);
    expect(kindsFor('mxdeclisr')).toEqual(['pdf-text']);
    await expect(generateDocument({ documentTypeCode: 'mxdeclisr', kind: 'image', seed: 1 })).rejects.toThrow(/does not come as/);
    await expect(generateDocument({ documentTypeCode: 'mxnada', kind: 'pdf-text', seed: 1 })).rejects.toThrow(/not a type/);
  });
});

describe('fictitious documents: CFDI de nómina', () => {
  // Character references decoded as any XML reader does (the 9th writer escapes every non-ASCII character).
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true, processEntities: true, htmlEntities: true });
  it.each(allVariants('mxcfdinomina'))('variant %i parses and carries its true values', async (variant) => {
    const doc = await generateDocument({ documentTypeCode: 'mxcfdinomina', kind: 'xml', seed: 21 + variant, variant });
    expect(doc.ext).toBe('xml');
    // The 14th, a Delphi copy, is Latin-1 bytes, read as its declaration says.
    const xml = doc.bytes.toString(variant === FOURTEENTH_VARIANT ? 'latin1' : 'utf8');
    expect(doc.bytes[0] === 0xef).toBe(variant === 1 || variant === NINETEENTH_VARIANT || variant === TWENTYTHIRD_VARIANT || variant === TWENTYSEVENTH_VARIANT);
    // The 12th, an ERP copy, declares utf-16 over UTF-8 bytes, as .NET's StringWriter leaves it; the 13th's lxml
    // output and the 32nd's ElementTree one declare themselves in single quotes; the 14th's Delphi copy
    // declares ISO-8859-1 and is not valid UTF-8 when a name carries an accent; the 15th's Java Transformer output puts
    // the root on the declaration's line; the held-out Go encoding/xml output never self-closes an element and ends
    // without a newline.
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-16"?>')).toBe(variant === TWELFTH_VARIANT);
    expect(xml.startsWith("<?xml version='1.0' encoding='UTF-8'?>")).toBe(variant === THIRTEENTH_VARIANT || variant === THIRTYSECOND_VARIANT);
    expect(xml.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(variant === FOURTEENTH_VARIANT);
    if (variant === FOURTEENTH_VARIANT && /[\u0080-\u00ff]/.test(xml)) expect(doc.bytes.toString('utf8')).toContain('\uFFFD');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="no"?><cfdi:Comprobante')).toBe(variant === FIFTEENTH_VARIANT);
    if (variant === FIFTEENTH_VARIANT) expect(xml).not.toMatch(/\n[ \t]+</);
    if (variant === SIXTEENTH_VARIANT) {
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante')).toBe(true);
      expect(xml).not.toContain('/>');
      expect(xml.endsWith('</cfdi:Comprobante>')).toBe(true);
    }
    // The 17th is a C14N canonical copy: no declaration, one line, explicit end tags, xmlns declarations first.
    if (variant === SEVENTEENTH_VARIANT) {
      expect(xml.startsWith('<cfdi:Comprobante xmlns:cfdi=')).toBe(true);
      expect(xml).not.toContain('/>');
      expect(xml).not.toContain('\n');
    }
    // The 18th is an ERP's copy for browsers: an xml-stylesheet instruction after the declaration, a comment after the root.
    expect(xml.includes('<?xml-stylesheet')).toBe(variant === EIGHTEENTH_VARIANT);
    if (variant === EIGHTEENTH_VARIANT) {
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet type="text/xsl" href="recibo_nomina_cfdi40.xsl"?>\n<cfdi:Comprobante')).toBe(true);
      expect(xml).toMatch(/<\/cfdi:Comprobante>\n<!-- [^>]* -->\n$/);
    }
    // The 19th is a .NET XmlWriter's file: BOM, lower-case 'utf-8', CRLF only, one attribute a line after the first,
    // empty elements closed with ' />'.
    if (variant === NINETEENTH_VARIANT) {
      expect(xml.startsWith('\uFEFF<?xml version="1.0" encoding="utf-8"?>\r\n<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4"\r\n')).toBe(true);
      expect(xml.replace(/\r\n/g, '')).not.toContain('\n');
      expect(xml).toMatch(/\r\n {6}<nomina12:Receptor Curp="\w+"\r\n {8}NumSeguridadSocial="\d+"\r\n/);
      expect(xml).toMatch(/\r\n {8}ClaveEntFed="NLE" \/>\r\n/);
      expect(xml).not.toMatch(/"\/>/);
    }
    // The 20th is a Python minidom toprettyxml() copy: a declaration with a space before its end and no encoding, tab
    // indents, LF only.
    expect(xml.startsWith('<?xml version="1.0" ?>')).toBe(variant === TWENTIETH_VARIANT);
    if (variant === TWENTIETH_VARIANT) {
      expect(xml.startsWith('<?xml version="1.0" ?>\n<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4"')).toBe(true);
      expect(xml).toMatch(/\n\t\t\t<nomina12:Receptor Curp="/);
      expect(xml).not.toContain('\r');
      expect(xml).not.toMatch(/\n {2}</);
    }
    // The 21st is an older PHP ERP's own writer: single quotes, every namespace on the root, one element a line
    // without indentation, CRLF only.
    expect(xml.startsWith("<?xml version='1.0' encoding='utf-8'?>\r\n")).toBe(variant === TWENTYFIRST_VARIANT);
    if (variant === TWENTYFIRST_VARIANT) {
      expect(xml).toMatch(/^[^\n]*\r\n<cfdi:Comprobante xmlns:cfdi='http:\/\/www\.sat\.gob\.mx\/cfd\/4' xmlns:nomina12='[^']+' xmlns:tfd='[^']+' xmlns:xsi='[^']+'/);
      expect(xml.replace(/\r\n/g, '')).not.toContain('\n');
      expect(xml).toMatch(/\r\n<nomina12:Receptor Curp='\w+' NumSeguridadSocial='\d+'/);
      expect(xml).not.toMatch(/\r\n[ \t]/);
    }
    // The 22nd is another PAC's copy: lower-case 'utf-8' in double quotes (as the 11th's), two-space indents, LF only,
    // and a cfdi:Addenda under its own namespace after the Complemento, the root's last child.
    expect(xml.includes('<cfdi:Addenda>')).toBe(variant === TWENTYSECOND_VARIANT);
    if (variant === TWENTYSECOND_VARIANT) {
      expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<cfdi:Comprobante')).toBe(true);
      expect(xml).not.toContain('\r');
      expect(xml).toMatch(/\n {2}<\/cfdi:Complemento>\n {2}<cfdi:Addenda>\n {4}<rh:ReciboNomina xmlns:rh="[^"]+"/);
      expect(xml).toMatch(/\n {2}<\/cfdi:Addenda>\n<\/cfdi:Comprobante>\n$/);
    }
    // The 23rd is a .NET XmlSerializer copy: BOM, lower-case 'utf-8', CRLF only, two-space indents, the root's
    // xsi:schemaLocation first, then its attributes, then the namespace declarations ending with xmlns:xsd; ' />'.
    expect(xml.startsWith('\uFEFF<?xml version="1.0" encoding="utf-8"?>\r\n<cfdi:Comprobante xsi:schemaLocation="http://www.sat.gob.mx/cfd/4 ')).toBe(variant === TWENTYTHIRD_VARIANT);
    if (variant === TWENTYTHIRD_VARIANT) {
      expect(xml).toMatch(/^[^\n]*\r\n<cfdi:Comprobante xsi:schemaLocation="[^"]+" Version="4\.0" [^>]* LugarExpedicion="\d{5}" xmlns:cfdi="http:\/\/www\.sat\.gob\.mx\/cfd\/4"[^>]* xmlns:xsd="http:\/\/www\.w3\.org\/2001\/XMLSchema">\r\n {2}<cfdi:Emisor /);
      expect(xml.replace(/\r\n/g, '')).not.toContain('\n');
      expect(xml).toMatch(/\r\n {2}<cfdi:Emisor [^>]*" \/>\r\n/);
      expect(xml).not.toMatch(/"\/>/);
      expect(xml.endsWith('</cfdi:Comprobante>\r\n')).toBe(true);
    }
    // The 24th is a Java JAXB copy: standalone="yes", the four namespaces declared on the root in the prefix
    // mapper's order, then the schemaLocation naming the three schemas, then the attributes; four-space indents, LF
    // only, and a TimbreFiscalDigital without declarations of its own (the 10th, JAXB too, keeps its ns2: prefixes).
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cfdi:Comprobante ')).toBe(variant === TWENTYFOURTH_VARIANT);
    if (variant === TWENTYFOURTH_VARIANT) {
      expect(xml).toMatch(/^[^\n]*\n<cfdi:Comprobante xmlns:cfdi="http:\/\/www\.sat\.gob\.mx\/cfd\/4" xmlns:nomina12="http:\/\/www\.sat\.gob\.mx\/nomina12" xmlns:tfd="http:\/\/www\.sat\.gob\.mx\/TimbreFiscalDigital" xmlns:xsi="http:\/\/www\.w3\.org\/2001\/XMLSchema-instance" xsi:schemaLocation="[^"]*TimbreFiscalDigitalv11\.xsd" Version="4\.0" /);
      expect(xml).not.toContain('\r');
      expect(xml).toMatch(/\n {4}<cfdi:Emisor /);
      expect(xml).toMatch(/\n {12}<nomina12:Receptor /);
      expect(xml).toMatch(/<tfd:TimbreFiscalDigital (?![^>]*xmlns)[^>]*\/>/);
      expect(xml.endsWith('</cfdi:Comprobante>\n')).toBe(true);
    }
    // The 25th is a Rust quick-xml copy: every start tag's attributes in byte order (capitals before 'xmlns:'
    // and 'xsi:'), tab indents, LF only, '/>' without a space and no final newline.
    if (variant === TWENTYFIFTH_VARIANT) {
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante ')).toBe(true);
      const tags = [...xml.matchAll(/<[\w:]+((?:\s+[^\s=<>/"]+="[^"]*")+)\s*\/?>/g)];
      expect(tags.length).toBe((xml.match(/<[\w:]+\s/g) ?? []).length);
      for (const tag of tags) {
        const names = [...(tag[1] ?? '').matchAll(/([^\s=<>/"]+)="/g)].map((m) => m[1] ?? '');
        expect(names, tag[0]).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }
      expect(xml).toMatch(/<cfdi:Comprobante Certificado="[^"]*"[^>]* xmlns:cfdi="http:\/\/www\.sat\.gob\.mx\/cfd\/4"[^>]* xsi:schemaLocation="/);
      expect(xml).not.toContain('\r');
      expect(xml).not.toMatch(/\n {2,}</);
      expect(xml).toMatch(/\n\t<cfdi:Emisor /);
      expect(xml).toMatch(/\n\t{3}<nomina12:Receptor /);
      expect(xml).not.toContain(' />');
      expect(xml.endsWith('</cfdi:Comprobante>')).toBe(true);
    }
    // The 26th is a legacy Delphi / VB6 component's copy: each namespace declared on the element that first
    // uses it, after that element's attributes, which are in alphabetical order whatever their case; every character
    // outside ASCII in a value as a decimal reference; no indentation and CRLF after every element.
    if (variant === TWENTYSIXTH_VARIANT) {
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\r\n<cfdi:Comprobante Certificado="')).toBe(true);
      expect(xml).toMatch(/ xsi:schemaLocation="[^"]*" xmlns:cfdi="http:\/\/www\.sat\.gob\.mx\/cfd\/4" xmlns:xsi="http:\/\/www\.w3\.org\/2001\/XMLSchema-instance">\r\n<cfdi:Emisor /);
      expect(xml).toMatch(/\r\n<nomina12:Nomina [^>]*Version="1\.2" xmlns:nomina12="http:\/\/www\.sat\.gob\.mx\/nomina12">\r\n/);
      expect(xml).toMatch(/\r\n<tfd:TimbreFiscalDigital [^>]* xmlns:tfd="http:\/\/www\.sat\.gob\.mx\/TimbreFiscalDigital"\/>\r\n/);
      expect((xml.match(/xmlns:/g) ?? []).length).toBe(4);
      for (const tag of xml.matchAll(/<[\w:]+((?:\s+[^\s=<>/"]+="[^"]*")+)\s*\/?>/g)) {
        const names = [...(tag[1] ?? '').matchAll(/([^\s=<>/"]+)="/g)].map((m) => m[1] ?? '').filter((n) => !n.startsWith('xmlns'));
        expect(names, tag[0]).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      }
      expect(xml).toMatch(/&#\d+;/);
      expect([...xml.matchAll(/="([^"]*)"/g)].every((m) => /^[\x20-\x7e]*$/.test(m[1] ?? ''))).toBe(true);
      expect(xml.replace(/\r\n/g, '')).not.toContain('\n');
      expect(xml).not.toMatch(/\r\n[ \t]/);
      expect(xml.endsWith('</cfdi:Comprobante>\r\n')).toBe(true);
    }
    // The 27th is re-saved in a desktop XML editor that aligns attributes: the first on the element's line,
    // every next one on a line of its own under it; two-space indents, CRLF only, a byte order mark.
    expect(xml.startsWith('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\r\n<cfdi:Comprobante xmlns:cfdi=')).toBe(variant === TWENTYSEVENTH_VARIANT);
    if (variant === TWENTYSEVENTH_VARIANT) {
      expect(xml).toMatch(/<cfdi:Comprobante xmlns:cfdi="[^"]*"\r\n {18}xmlns:xsi="/);
      expect(xml).toMatch(/\r\n {2}<cfdi:Emisor Rfc="[^"]*"\r\n {15}Nombre="/);
      expect(xml).toMatch(/\r\n {4}<nomina12:Nomina /);
      expect(xml.replace(/\r\n/g, '')).not.toContain('\n');
      expect(xml.endsWith('</cfdi:Comprobante>\r\n')).toBe(true);
    }
    // The 28th is re-saved by a PAC's download portal: a comment naming the download (its UUID) between the
    // declaration and the root, the rest as stamped: two-space indents, LF, no BOM.
    expect(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<!-- [^\n]* -->\n<cfdi:Comprobante /.test(xml)).toBe(variant === TWENTYEIGHTH_VARIANT);
    if (variant === TWENTYEIGHTH_VARIANT) {
      expect(xml).toContain(`UUID ${doc.truth.uuid}`);
      expect(xml).toMatch(/\n {2}<cfdi:Emisor /);
      expect(xml).not.toContain('\r');
      expect(xml.endsWith('</cfdi:Comprobante>\n')).toBe(true);
    }
    // The 29th is a payroll ERP's export: one element a line without indents, LF, its catalogue's concept
    // names with '&' and quotes written as entities.
    expect(xml.includes('Sueldo &amp; salarios (nómina &quot;ordinaria&quot;)')).toBe(variant === TWENTYNINTH_VARIANT);
    if (variant === TWENTYNINTH_VARIANT) {
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante ')).toBe(true);
      expect(xml).toMatch(/\n<cfdi:Emisor /);
      expect(xml).not.toMatch(/\n[ \t]/);
      expect(xml).not.toContain('\r');
      expect(xml).toContain('Concepto="Cuota obrera IMSS &amp; RCV"');
      expect(xml.endsWith('</cfdi:Comprobante>\n')).toBe(true);
    }
    // The 30th is re-saved from a code editor formatting with Prettier's XML plugin: a start tag that fits in 80
    // columns on one line closed with ' />', a longer one an attribute a line two spaces deeper and its '>' or '/>' on
    // a line of its own; two-space indents, LF. The stamp's namespaces stay where it put them: cfdi:, xsi: and
    // nomina12: on the root, tfd: on the TimbreFiscalDigital.
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante\n  xmlns:cfdi="http://www.sat.gob.mx/cfd/4"\n')).toBe(variant === THIRTIETH_VARIANT);
    if (variant === THIRTIETH_VARIANT) {
      expect(xml).toMatch(/\n {2}xmlns:nomina12="http:\/\/www\.sat\.gob\.mx\/nomina12"\n/);
      expect(xml).toMatch(/\n {4}<tfd:TimbreFiscalDigital\n {6}xmlns:tfd="http:\/\/www\.sat\.gob\.mx\/TimbreFiscalDigital"\n/);
      expect((xml.match(/xmlns:/g) ?? []).length).toBe(4);
      expect(xml).toMatch(/\n {2}<cfdi:Emisor\n {4}Rfc="[^"]*"\n/);
      expect(xml).toMatch(/\n {6}<nomina12:Emisor RegistroPatronal="[A-Z]\d{10}" \/>\n/);
      expect(xml).toMatch(/\n {2}\/>\n {2}<cfdi:Receptor\n/);
      expect(xml).toMatch(/\n>\n {2}<cfdi:Emisor/);
      expect(xml.split('\n').every((l) => l.length <= 80 || /^ *[\w:]+="[^"]*"$/.test(l))).toBe(true);
      expect(xml).not.toContain('\r');
      expect(xml).not.toContain('\t');
      expect(xml.endsWith('</cfdi:Comprobante>\n')).toBe(true);
    }
    // The 31st is a cloud payroll service's download, pretty-printed at 120 columns: a start tag that fits stays on
    // one line closed with '/>' (no space), a longer one has its name alone on its line and each attribute on its own
    // line four spaces deeper than the element, '>' or '/>' right after the last one; two-space indents, LF. The
    // namespaces stay where the stamp declared them: cfdi: (first used on the root), xsi: and nomina12: on the root,
    // tfd: on the TimbreFiscalDigital, its first use.
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante\n    xmlns:cfdi="http://www.sat.gob.mx/cfd/4"\n')).toBe(variant === THIRTYFIRST_VARIANT);
    if (variant === THIRTYFIRST_VARIANT) {
      expect(xml).toMatch(/\n {4}xmlns:nomina12="http:\/\/www\.sat\.gob\.mx\/nomina12"\n/);
      expect(xml).toMatch(/\n {4}<tfd:TimbreFiscalDigital\n {8}xmlns:tfd="http:\/\/www\.sat\.gob\.mx\/TimbreFiscalDigital"\n/);
      expect(xml.indexOf('tfd:')).toBe(xml.indexOf('<tfd:TimbreFiscalDigital') + 1);
      expect((xml.match(/xmlns:/g) ?? []).length).toBe(4);
      expect(xml).toMatch(/\n {2}<cfdi:Emisor Rfc="[^"]*" Nombre="[^"]*" RegimenFiscal="\d{3}"\/>\n/);
      expect(xml).toMatch(/\n {2}<cfdi:Receptor\n {6}Rfc="[^"]*"\n/);
      expect(xml).toMatch(/\n {6}<nomina12:Emisor RegistroPatronal="[A-Z]\d{10}"\/>\n/);
      expect(xml).toMatch(/ {4}LugarExpedicion="\d{5}">\n {2}<cfdi:Emisor /);
      expect(xml).not.toMatch(/\n *\/?>\n/);
      expect(xml.split('\n').every((l) => l.length <= 120 || /^ *[\w:]+="[^"]*"(\/?>)?$/.test(l))).toBe(true);
      expect(xml).not.toContain('\r');
      expect(xml).not.toContain('\t');
      expect(xml.endsWith('</cfdi:Comprobante>\n')).toBe(true);
    }
    // The 32nd is a payroll system's mailer's attachment written with Python's ElementTree: the declaration in
    // single quotes, every xmlns moved to the root and sorted by prefix (so each is declared before its first use),
    // one element a line indented with tabs, empty elements closed with ' />', LF (the 13th's lxml copy has the same
    // declaration but two-space indents and the stamp's order of namespaces).
    expect(/^<\?xml version='1\.0' encoding='UTF-8'\?>\n<cfdi:Comprobante xmlns:cfdi="[^"]*" xmlns:nomina12=[^\n]*>\n\t<cfdi:Emisor /.test(xml)).toBe(variant === THIRTYSECOND_VARIANT);
    if (variant === THIRTYSECOND_VARIANT) {
      const rootTag = /<cfdi:Comprobante [^>]*>/.exec(xml)?.[0] ?? '';
      expect([...rootTag.matchAll(/xmlns:([\w]+)=/g)].map((m) => m[1])).toEqual(['cfdi', 'nomina12', 'tfd', 'xsi']);
      expect((xml.match(/xmlns:/g) ?? []).length).toBe(4);
      expect(xml).toMatch(/\n\t<cfdi:Emisor Rfc="[^"]*" Nombre="[^"]*" RegimenFiscal="\d{3}" \/>\n/);
      expect(xml).toMatch(/\n\t\t\t<nomina12:Emisor RegistroPatronal="[A-Z]\d{10}" \/>\n/);
      expect(xml).toMatch(/\n\t\t<tfd:TimbreFiscalDigital xsi:schemaLocation="[^"]*" Version="1\.1" /);
      expect(xml).not.toMatch(/\n {2}/);
      expect(xml).not.toMatch(/[^ ]\/>/);
      expect(xml).not.toContain('\r');
      expect(xml.endsWith('</cfdi:Comprobante>\n')).toBe(true);
    }
    // The 33rd is saved by an Excel macro through MSXML's writer: standalone="yes", CRLF, one tab a level,
    // empty elements closed with '/>' and no space, the namespaces where the stamped tree declares them (cfdi:, xsi:
    // and nomina12: on the root, tfd: on the TimbreFiscalDigital), each before or on its first use.
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<cfdi:Comprobante xmlns:cfdi=')).toBe(variant === THIRTYTHIRD_VARIANT);
    if (variant === THIRTYTHIRD_VARIANT) {
      for (const prefix of ['cfdi', 'nomina12', 'tfd', 'xsi']) {
        const firstUse = xml.search(new RegExp(`(?<!xmlns:)\\b${prefix}:`));
        expect(xml.indexOf(`xmlns:${prefix}=`), prefix).toBeLessThan(xml.indexOf('>', firstUse));
      }
      expect((xml.match(/xmlns:/g) ?? []).length).toBe(4);
      expect(xml).toMatch(/\r\n\t\t<tfd:TimbreFiscalDigital xmlns:tfd="http:\/\/www\.sat\.gob\.mx\/TimbreFiscalDigital" /);
      expect(xml).toMatch(/\r\n\t<cfdi:Emisor Rfc="[^"]*" Nombre="[^"]*" RegimenFiscal="\d{3}"\/>\r\n/);
      expect(xml).toMatch(/\r\n\t\t\t<nomina12:Emisor RegistroPatronal="[A-Z]\d{10}"[^>]*\/>\r\n/);
      expect(xml.replace(/\r\n/g, '')).not.toContain('\n');
      expect(xml).not.toMatch(/\r\n {2}/);
      expect(xml).not.toContain(' />');
      expect(xml.endsWith('</cfdi:Comprobante>\r\n')).toBe(true);
    }
    // The held-out 34th is the copy a PHP payroll system keeps after writing it with PHP's XMLWriter: the declaration in
    // double quotes with 'UTF-8' upper case, one space a level, attributes on the element's line, empty elements
    // closed with '/>' and no space, LF, the namespaces where the stamped tree declares them (tfd: on the
    // TimbreFiscalDigital), each before or on its first use.
    expect(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<cfdi:Comprobante xmlns:cfdi="[^\n]*>\n <cfdi:Emisor /.test(xml)).toBe(variant === HELD_OUT_VARIANT);
    if (variant === HELD_OUT_VARIANT) {
      for (const prefix of ['cfdi', 'nomina12', 'tfd', 'xsi']) {
        const firstUse = xml.search(new RegExp(`(?<!xmlns:)\\b${prefix}:`));
        expect(xml.indexOf(`xmlns:${prefix}=`), prefix).toBeLessThan(xml.indexOf('>', firstUse));
      }
      expect((xml.match(/xmlns:/g) ?? []).length).toBe(4);
      expect(xml).toMatch(/\n {2}<tfd:TimbreFiscalDigital xmlns:tfd="http:\/\/www\.sat\.gob\.mx\/TimbreFiscalDigital" /);
      expect(xml).toMatch(/\n <cfdi:Emisor Rfc="[^"]*" Nombre="[^"]*" RegimenFiscal="\d{3}"\/>\n/);
      expect(xml).toMatch(/\n {3}<nomina12:Emisor RegistroPatronal="[A-Z]\d{10}"[^>]*\/>\n/);
      expect(xml.split('\n').slice(1, -1).every((l) => /^ *<[^\n]*>$/.test(l))).toBe(true);
      expect(xml).not.toContain('\r');
      expect(xml).not.toContain('\t');
      expect(xml).not.toContain(' />');
      expect(xml.endsWith('</cfdi:Comprobante>\n')).toBe(true);
    }
    expect(xml).toContain('http://www.sat.gob.mx/cfd/4');
    expect(xml).toContain('http://www.sat.gob.mx/nomina12');
    expect(xml).toContain('http://www.sat.gob.mx/TimbreFiscalDigital');
    // The root is in the CFDI 4.0 namespace, by its prefix or a default declaration: a bare <Comprobante> beside an
    // unused xmlns:cfdi is no CFDI at all (the 14th was written so until session 12, and every reader refused it).
    const root = /<(?:([\w.-]+):)?Comprobante\b([^>]*)>/.exec(xml);
    const declaration = `${root?.[1] ? `xmlns:${root[1]}` : 'xmlns'}=`;
    expect(root?.[2]).toMatch(new RegExp(`\\s${declaration}["']http://www\\.sat\\.gob\\.mx/cfd/4["']`));
    type Attrs = Record<string, string>;
    type Parsed = { Comprobante: Attrs & { Emisor: Attrs; Receptor: Attrs; Complemento: { Nomina: Attrs & { Emisor: Attrs; Receptor: Attrs }; TimbreFiscalDigital: Attrs } } };
    const parsed = parser.parse(xml.replace(/^\uFEFF/, '')) as Parsed;
    const c = parsed.Comprobante;
    const nomina = c.Complemento.Nomina;
    const timbre = c.Complemento.TimbreFiscalDigital;
    const t = doc.truth;
    expect(c.TipoDeComprobante).toBe('N');
    expect(c.Version).toBe('4.0');
    expect([c.Emisor.Rfc, c.Emisor.Nombre, c.Receptor.Rfc]).toEqual([t.emisorRfc, t.emisorNombre, t.receptorRfc]);
    expect([nomina.Receptor.Curp, nomina.Receptor.NumSeguridadSocial, nomina.Receptor.PeriodicidadPago]).toEqual([t.receptorCurp, t.receptorNss, t.periodicidadPago]);
    expect([nomina.FechaPago, nomina.FechaInicialPago, nomina.FechaFinalPago]).toEqual([t.fechaPago, t.fechaInicialPago, t.fechaFinalPago]);
    expect(Number(nomina.NumDiasPagados)).toBe(Number(t.numDiasPagados));
    expect([String(nomina.TotalPercepciones), String(nomina.TotalDeducciones)].map(Number)).toEqual([Number(t.totalPercepciones), Number(t.totalDeducciones)]);
    expect(nomina.Emisor.RegistroPatronal).toBe(t.registroPatronal);
    expect(String(timbre.UUID).toUpperCase()).toBe(t.uuid);
    expect(String(timbre.FechaTimbrado).slice(0, 16)).toBe(t.fechaTimbrado);
    checkIdentifiers(doc);
    for (const key of Object.keys(t)) expect(catalogueKeys('mxcfdinomina').has(key), key).toBe(true);
  });
});

describe('fictitious documents: formats', () => {
  it('prints the 10th variants\' dates and amounts as their issuers do', () => {
    expect(['monDashShort', 'monSpacedTitle', 'longNoPad', 'monSlashLower', 'monCompactShort'].map((s) => formatDate('2026-03-03', s as DateStyle))).toEqual(['03-MAR-26', '03 Mar 2026', '3 de marzo de 2026', '03/mar/2026', '03MAR26']);
    expect([formatMoney(12345.6, 'asterisks'), formatMoney(12345.6, 'mnParen')]).toEqual(['$***12,345.60', '$12,345.60 (M.N.)']);
  });

  it('prints the 11th variants\' dates and amounts as their issuers do', () => {
    expect(['monthFirstUpperDe', 'longDash'].map((s) => formatDate('2026-03-03', s as DateStyle))).toEqual(['MARZO 03 DE 2026', '03-marzo-2026']);
    expect(formatMoney(12345.6, 'dollarSpaceMn')).toBe('$ 12,345.60 M.N.');
  });

  it('prints the 12th variants\' dates, amounts and times as their issuers do', () => {
    expect(['weekdayUpper', 'slashMonthName', 'intlMedium', 'longUpperNoPad'].map((s) => formatDate('2026-03-03', s as DateStyle))).toEqual(['MARTES 03 DE MARZO DE 2026', '03/marzo/2026', '3 mar 2026', '3 DE MARZO DE 2026']);
    expect(formatMoney(12345.6, 'mxpSuffix')).toBe('$12,345.60 MXP');
    expect([clock12('14:05', '22'), clock12('00:30'), clock12('12:10'), clock12('09:41', '07')]).toEqual(['02:05:22 p. m.', '12:30 a. m.', '12:10 p. m.', '09:41:07 a. m.']);
  });

  it('prints the 13th variants\' dates as their issuers do', () => {
    expect(['enMedium', 'dayMonthUpper'].map((s) => formatDate('2026-04-07', s as DateStyle))).toEqual(['Apr 7, 2026', '07 ABRIL 2026']);
  });

  it('prints the 14th variants\' dates and amounts as their issuers do', () => {
    expect(formatDate('2026-03-03', 'monDotDe')).toBe('03 de mar. de 2026');
    expect(formatMoney(12345.6, 'pesosUpper')).toBe('$12,345.60 PESOS');
  });

  it('prints the 15th variants\' dates and amounts as their issuers do', () => {
    expect(['weekdayPad', 'slashMonthNameUpper', 'monLowerShort'].map((s) => formatDate('2026-03-03', s as DateStyle))).toEqual(['martes, 03 de marzo de 2026', '03/MARZO/2026', '03-mar-26']);
    expect(formatMoney(12345.6, 'dollarSpaceMxn')).toBe('$ 12,345.60 MXN');
  });

  it('prints the 16th variants\' dates as their issuers do', () => {
    expect(['dotsShortYear', 'longDelPad'].map((s) => formatDate('2026-03-03', s as DateStyle))).toEqual(['03.03.26', '03 de marzo del 2026']);
  });

  it('prints the 17th variants\' dates and amounts as their issuers do', () => {
    expect(['monDotUpper', 'weekdayAbbrSlash'].map((s) => formatDate('2026-03-03', s as DateStyle))).toEqual(['03 MAR. 2026', 'mar. 03/03/2026']);
    expect(formatMoney(12345.6, 'mnSlash')).toBe('$12,345.60 M/N');
  });

  it('prints the 18th variants\' dates and amounts as their issuers do', () => {
    expect(['longDashUpper', 'slashMonthNameCap', 'monthFirstPad', 'longDelCap'].map((s) => formatDate('2026-03-03', s as DateStyle))).toEqual(['03-MARZO-2026', '03/Marzo/2026', 'Marzo 03, 2026', '3 de Marzo del 2026']);
    expect([formatMoney(12345.6, 'dollarSpaceMnNoDots'), formatMoney(12345.6, 'pesosMn')]).toEqual(['$ 12,345.60 MN', '$12,345.60 pesos M.N.']);
  });

  it('prints the 19th variants\' dates and amounts as their issuers do', () => {
    expect(['monthFirstDe', 'monSpacedLower', 'longUpperDelNoPad'].map((s) => formatDate('2026-03-03', s as DateStyle))).toEqual(['Marzo 03 de 2026', '03 mar 2026', '3 DE MARZO DEL 2026']);
    expect([formatMoney(12345.6, 'mnSuffixNoDots'), formatMoney(12345, 'wholeBare')]).toEqual(['12,345.60 MN', '12,345']);
  });
});

describe('fictitious documents: determinism and variety', () => {
  it('gives the same bytes and truth for the same seed', async () => {
    for (const [code, kind] of [['mxcsf', 'pdf-text'], ['mxcfdinomina', 'xml'], ['mximsscop', 'pdf-text']] as const) {
      const a = await generateDocument({ documentTypeCode: code, kind, seed: 42 });
      const b = await generateDocument({ documentTypeCode: code, kind, seed: 42 });
      expect(a.bytes.equals(b.bytes), code).toBe(true);
      expect(a.truth).toEqual(b.truth);
    }
  });

  it('gives other values and every variant across seeds', async () => {
    for (const code of ['mxopinion32d', 'mxsipare', 'mxcfdinomina']) {
      const docs = await Promise.all(Array.from({ length: 12 }, (_, i) => generateDocument({ documentTypeCode: code, kind: kindsFor(code)[0] ?? 'pdf-text', seed: 100 + i })));
      expect(new Set(docs.map((d) => d.variant)).size, code).toBe(variantsFor(code).length);
      // The held-out variant is made only when asked for.
      expect(docs.some((d) => d.variant === heldOutVariantFor(code) || d.variant === twentyseventhVariantFor(code) || d.variant === twentysixthVariantFor(code) || d.variant === twentyfifthVariantFor(code) || d.variant === twentyfourthVariantFor(code) || d.variant === twentythirdVariantFor(code) || d.variant === fourthVariantFor(code) || d.variant === fifthVariantFor(code) || d.variant === sixthVariantFor(code) || d.variant === seventhVariantFor(code) || d.variant === eighthVariantFor(code) || d.variant === ninthVariantFor(code) || d.variant === tenthVariantFor(code) || d.variant === eleventhVariantFor(code) || d.variant === twelfthVariantFor(code) || d.variant === thirteenthVariantFor(code) || d.variant === fourteenthVariantFor(code) || d.variant === fifteenthVariantFor(code) || d.variant === sixteenthVariantFor(code) || d.variant === seventeenthVariantFor(code) || d.variant === eighteenthVariantFor(code) || d.variant === nineteenthVariantFor(code) || d.variant === twentiethVariantFor(code) || d.variant === twentyfirstVariantFor(code) || d.variant === twentysecondVariantFor(code)), code).toBe(false);
      expect(new Set(docs.map((d) => JSON.stringify(d.truth))).size).toBe(12);
      expect(new Set(docs.map((d) => d.supplier.rfc)).size).toBeGreaterThan(10);
    }
  });

  it('makes a whole set in the held-out variant when asked, and refuses a variant that does not exist', async () => {
    const docs: FictitiousDocument[] = [];
    for await (const d of generateSet({ seed: 5, perType: 1, kinds: ['pdf-text', 'xml'], variant: HELD_OUT_VARIANT })) docs.push(d);
    expect(docs).toHaveLength(instantExtractionTypes.length);
    for (const d of docs) expect(d.variant, d.documentTypeCode).toBe(heldOutVariantFor(d.documentTypeCode));
    expect(new Set(instantExtractionTypes.map(heldOutVariantFor)).size).toBeGreaterThan(10);
    for (const t of instantExtractionTypes) expect(new Set([heldOutVariantFor(t), thirtythirdVariantFor(t), thirtysecondVariantFor(t), thirtyfirstVariantFor(t), thirtiethVariantFor(t), twentyninthVariantFor(t), twentyeighthVariantFor(t), twentyseventhVariantFor(t), twentysixthVariantFor(t), twentyfifthVariantFor(t), twentyfourthVariantFor(t), twentythirdVariantFor(t), fourthVariantFor(t), fifthVariantFor(t), sixthVariantFor(t), seventhVariantFor(t), eighthVariantFor(t), ninthVariantFor(t), tenthVariantFor(t), eleventhVariantFor(t), twelfthVariantFor(t), thirteenthVariantFor(t), fourteenthVariantFor(t), fifteenthVariantFor(t), sixteenthVariantFor(t), seventeenthVariantFor(t), eighteenthVariantFor(t), nineteenthVariantFor(t), twentiethVariantFor(t), twentyfirstVariantFor(t), twentysecondVariantFor(t)]).size, t).toBe(31);
    await expect(generateDocument({ documentTypeCode: 'mxcsf', kind: 'pdf-text', seed: 1, variant: 34 })).rejects.toThrow(/no variant 34/);
  });

  it('keeps a given supplier, period and workers', async () => {
    const supplier = { rfc: 'SLB0603144T5', name: 'SERVICIOS DE LIMPIEZA DEL BAJÍO, S.A. DE C.V.', registroPatronal: 'Y5412345106' };
    const period = { from: '2026-03-01', to: '2026-03-31' };
    const doc = await generateDocument({ documentTypeCode: 'mximsscop', kind: 'pdf-text', seed: 3, supplier, period });
    expect(doc.supplier).toEqual(supplier);
    expect(doc.period).toEqual(period);
    expect(doc.truth).toEqual(expect.objectContaining({ rfc: supplier.rfc, razonSocial: supplier.name, registroPatronal: 'Y5412345106', periodo: '03-2026' }));
  });

  it('treats a given 13-character RFC as a persona física (no régimen capital on its CSF)', async () => {
    const doc = await generateDocument({ documentTypeCode: 'mxcsf', kind: 'pdf-text', seed: 4, supplier: { rfc: 'GOPI751021258', name: 'IRMA GÓMEZ PÉREZ' } });
    expect(doc.truth.rfc).toBe('GOPI751021258');
    expect(doc.truth.regimenCapital).toBeUndefined();
    expect(await pdfText(doc.bytes)).not.toContain('Régimen Capital');
  });

  it('generates a set in which document i of every type is about the same supplier and workers', async () => {
    const docs: FictitiousDocument[] = [];
    for await (const d of generateSet({ seed: 3, perType: 2, kinds: ['pdf-text', 'xml'] })) docs.push(d);
    expect(docs).toHaveLength(2 * instantExtractionTypes.length);
    const first = docs.slice(0, instantExtractionTypes.length);
    expect(new Set(first.map((d) => d.supplier.rfc)).size).toBe(1);
    const sua = first.find((d) => d.documentTypeCode === 'mximsscop');
    const cfdi = first.find((d) => d.documentTypeCode === 'mxcfdinomina');
    const suaNss = Object.entries(sua?.truth ?? {}).filter(([k]) => k.endsWith('.nss')).map(([, v]) => v);
    expect(suaNss).toContain(cfdi?.truth.receptorNss);
    expect(sua?.period).toEqual(cfdi?.period);
  });
});
