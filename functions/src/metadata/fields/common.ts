import { CLOCK, clockTime, datesIn, dateTimeExtractor, firstDateIndex, parseDate } from './dates';
import type { Fields } from './extraction';
import { moneyExtractor, parseMoney } from './money';
import { institutionRfcs, registroPatronalIn, rfcsIn } from './normalise';
import { beforeNextLabel, fold, matchLabel, MONTH_ABBREVIATIONS, MONTH_NAMES, QUALITY, type Extractor, type Found, type TextDoc, freeText, isLabelCell, linePieces } from './text';

/** A month's name and its year ('Mayo 2026', 'marzo de 2026'): what follows a word that labels a period. */
export const MONTH_AND_YEAR = String.raw`(?:${MONTH_NAMES})\s+(?:del?\s+)?\d{4}\b`;

/**
 * Other names forms give a period: 'Correspondiente a: 05/2026', 'Corresponde al mes de…', 'Proceso: marzo-2026'
 * (SUA's 'Mes y año de proceso'), 'Mes que se informa', or a phrase heading the form ('Mes de marzo de 2026').
 * Parsers with their own period label add these.
 */
export const PERIOD_WORDS = String.raw`correspondiente\s+a(?:l)?(?:\s+(?:periodo|mes|bimestre))?(?:\s+de)?|corresponde\s+al?(?:\s+(?:periodo|mes|bimestre))?(?:\s+de)?|(?:^|\s)(?:mes\s+(?:y\s+ano\s+)?de\s+)?proceso\s*:|\bmes\s+que\s+se\s+(?:informa|declara|paga|reporta)|\bmes\s+de(?=\s+${MONTH_AND_YEAR})`;

/** A month as letters (whole or abbreviated, 'nov.', 'sept') or digits and its year, at the end of a title line. */
const TITLE_PERIOD = new RegExp(String.raw`^(?:[a-z][a-z.()]*(?:\s+[a-z][a-z.()]*){0,7})?\s*[·•|,:–—-]?\s*((?:${MONTH_NAMES}|${MONTH_ABBREVIATIONS})\.?(?:\s+del?)?[\s/-]+\d{4}|\d{1,2}[/-]\d{4}|\d{4}[/-]\d{1,2})$`);

/**
 * The period a title line names after its words, with no label ('Plantilla de personal · noviembre 2025', 'RELACIÓN DE
 * TRABAJADORES - NOV 2025', 'Personal asignado 11/2025', a line that is only 'Noviembre de 2025'): the first such line
 * above `before` (a table's header), its text being words and the period only (session 13).
 */
export function titlePeriod(doc: TextDoc, before: number, parse: (text: string) => unknown): Found | undefined {
  for (let i = 0; i < before && i < doc.lines.length; i++) {
    const m = TITLE_PERIOD.exec(doc.folded[i]!.trim());
    if (m && parse(m[1]!)) return { value: m[1]!, quality: QUALITY.unlabelled, line: i };
  }
  return undefined;
}

/** Labels shared by several forms, on folded text (lower case, no accents). */
export const labels = {
  rfc: /(?:clave\s+(?:de(?:l)?\s+)?|^|[^a-z])r\.?\s?f\.?\s?c\.?(?![a-z])|registro\s+federal\s+de(?:l)?\s+contribuyentes?/,
  // 'Nombre del patrón' before 'Nombre' (which would leave 'del patrón' as the value); a line that starts with a lone
  // 'Contribuyente' or 'Patrón' (and a colon, or nothing: the value below) is the name's label. ERPs caption the
  // company 'Sociedad:' (the company code's name).
  nombre: /(?:a\s+nombre\s+de|nombre\s+del\s+(?:contribuyente|patron|empleador|proveedor|prestador(?:a)?(?:\s+de\s+servicios)?|sujeto\s+obligado)|denominacion\s+(?:social\s+)?del?\s+(?:patron|contribuyente|empleador|proveedor|prestador(?:a)?)|^(?:empresa|sociedad|proveedor|contratista|prestador(?:a)?(?:\s+de(?:l)?\s+servicios?)?|sujeto\s+obligado)\s*(?::|$)|^(?:contribuyente|patron(?:\s*\([^)]*\))?(?:\s+o\s+sujeto\s+obligado)?)\s*(?::|$)|nombre\s*,?\s*(?:\(s\)\s*)?(?:denominacion\s*)?(?:o\s*|,\s*|\/\s*)?(?:razon\s+social|denominacion(?:\s+social)?)?|denominacion\s*(?:o|\/)?\s*razon\s+social|razon\s+social)(?:\s+del\s+(?:contribuyente|patron|prestador(?:a)?|proveedor|empleador|sujeto\s+obligado))?/,
  // An ERP's running header names the company by its number in the system, then its name ('Empresa 23 · NAME',
  // 'Empresa: 023 - NAME', 'Cía. 5 NAME').
  // A teller's ticket abbreviates it 'NOM.:' (session 14).
  razonSocial: /(?:(?:^|\s)nom\.\s*(?::|$)|denominacion\s+(?:social\s+)?del?\s+(?:patron|contribuyente|empleador|proveedor|prestador(?:a)?)|^(?:empresa|sociedad|proveedor|contratista|prestador(?:a)?(?:\s+de(?:l)?\s+servicios?)?|sujeto\s+obligado)\s*(?::|$)|^(?:empresa|compania|cia\.?)\s*(?:no\.?|num\.?|#)?\s*:?\s*\(?\d{1,5}\)?\s*(?:[·•|:–—-]\s*)?(?=[a-z])|nombre\s*(?:,|o|\/)?\s*(?:denominacion\s*)?(?:o\s*|\/\s*)?razon\s+social|denominacion\s*(?:o|\/)?\s*razon\s+social|razon\s+social|nombre\s+del\s+patron|patron\s*:|^patron(?:\s*\([^)]*\))?(?:\s+o\s+sujeto\s+obligado)?\s*$)|^patron\b(?!\s+(?:se|no|que|esta|debe|cuenta|tiene|del?|o|con|en|para|por|y|ante|al?)\b)/,
  registroPatronal: /(?:registro(?:\(s\)|s)?\s+patronal(?:\(es\)|es)?|reg\.?\s+pat(?:ronal)?\.?|\bn\.?\s?r\.?\s?p\.?(?![a-z]))/,
  // 'Número de control' (SAT's acuses of the 32-D consultation) is the folio under another name.
  folio: /\bfolio(?:\s+(?:de(?:l)?\s+)?(?:acuse|opinion|constancia|recepcion))?(?:\s+(?:no\.?|num(?:ero)?\.?))?|n(?:o|um|umero)\.?\s+de\s+(?:control|folio|opinion|constancia)|clave\s+de\s+control/,
  // 'LC' abbreviates it ('LC SIPARE:', 'LC:'); the system that issued it may follow the words ('Línea de captura SAT:').
  // Bank tickets print it as 'REFERENCIA' (or 'REFERENCIA SIPARE') at the start of its line.
  lineaCaptura: /linea\s+de\s+captura(?:\s+(?:sipare|sat|imss|infonavit)\b)?|(?:^|\s)l\.?\s?c\.?(?:\s+(?:sipare|sat|imss))?\s*:|^referencia(?:\s+(?:sipare|sat|imss))?(?=\s*:?\s+[a-z0-9]*\d)/,
  // 'Operación núm.' / 'Operación No.' put the word first.
  // Tickets abbreviate it 'NUM. OPER.', 'NO. OPER.' (session 14).
  numeroOperacion: /(?:n(?:o|um|umero)\.?\s*(?:de\s+)?(?:operaci[oó]n|oper\.)|operacion\s+(?:n(?:o|um|umero)\.?)(?![a-z])|folio\s+(?:bancario\s+)?de\s+(?:la\s+)?operacion|folio\s+bancario|numero\s+de\s+folio\s+de\s+operacion|folio\s+(?:de\s+)?internet|llave\s+de\s+pago|folio\s+sat\b)/,
  // The bank's own number of the operation, which a receipt prints beside SAT's 'Llave de pago' (and is preferred).
  // 'Operación' alone as a receipt's row caption, its number beside it (not 'Fecha de operación', 'Tipo de operación').
  bankOperation: /n(?:o|um|umero)\.?\s*(?:de\s+)?(?:operaci[oó]n|oper\.)|operacion\s+(?:n(?:o|um|umero)\.?)(?![a-z])|^operacion(?=\s*:?\s+\d{6,}(?:\s|$))|folio\s+(?:bancario\s+)?de\s+(?:la\s+)?operacion|folio\s+bancario|folio\s+(?:de\s+)?internet/,
  importe: /(?:importe\s+(?:total\s+)?(?:a\s+)?(?:pagar|pagado|cargo)|total\s+(?:a\s+)?(?:pagar|pagado|cargo)|cantidad\s+(?:a\s+)?(?:pagar|pagada|a\s+cargo)|importe\s+total|importe(?!\s+de\s+la)|monto(?:\s+(?:total|pagado|a\s+pagar))?|(?:^|\s)a\s+pagar|(?<!sub)total(?:\s+general)?(?=\s*[:$\d]))/,
  ejercicio: /\b(?:ejercicio(?:\s+fiscal)?|ano|año)\b/,
  tipoDeclaracion: /tipo\s+(?:de\s+)?(?:declaracion|presentacion|acuse|envio)?/,
  periodo: new RegExp(`\\bperiodo(?:\\s+(?:de\\s+)?(?:la\\s+declaracion|de\\s+pago|que\\s+(?:se\\s+)?(?:declara|paga)|fiscal|de\\s+cotizacion))?|\\bmes\\s*(?:\\/|y)\\s*ano\\b|\\bmes\\b|${PERIOD_WORDS}`),
};

/** An RFC that is not the issuer institution's, repaired and valid in format. */
export const rfcValue: Extractor = (text) => rfcsIn(text).find((r) => !institutionRfcs.has(r.value))?.value;

/**
 * The kind of a financial entity that keeps accounts and CLABEs without being a bank, as its legal name or letterhead
 * prints it (folded): a savings cooperative ('S.C. de A.P. de R.L. de C.V.', SOCAP), a popular or community
 * financial society ('S.F.P.', SOFIPO), a multiple-purpose one (SOFOM), a credit union.
 */
export const FINANCIAL_ENTITY = /\bs\.\s?c\.\s+de\s+a\.\s?p\.|sociedad\s+cooperativa\s+de\s+ahorro\s+y\s+prestamo|sociedad\s+financiera\s+(?:popular|comunitaria|de\s+objeto\s+multiple)|\bs\.\s?f\.\s?p\.|\b(?:sofom|sofipo|socap)\b|union\s+de\s+credito/;

/**
 * A line that names the issuer rather than the taxpayer: a bank's legal name ('Institución de Banca Múltiple',
 * 'Grupo Financiero'), an authority (SAT, IMSS, INFONAVIT, STPS) or a utility's letterhead. An RFC printed there is
 * the issuer's own. Entities that keep accounts and CLABEs without being banks print their kind on their letterhead
 * too (session 13): a savings cooperative ('S.C. de A.P. de R.L. de C.V.', 'Sociedad Cooperativa de Ahorro y
 * Préstamo', a SOCAP), a popular financial society ('S.F.P.', SOFIPO), a SOFOM, a credit union, and the supervisor's
 * line ('autorizada por la CNBV').
 */
const ISSUER_LINE = new RegExp(String.raw`institucion\s+de\s+banca|grupo\s+financiero|banca\s+multiple|${FINANCIAL_ENTITY.source}|(?:autorizad|regulad|supervisad)[ao]\s+(?:y\s+supervisad[ao]\s+)?por\s+la\s+(?:cnbv|comision\s+nacional\s+bancaria)|servicio\s+de\s+administracion\s+tributaria|instituto\s+(?:mexicano\s+del\s+seguro\s+social|del\s+fondo\s+nacional)|secretaria\s+del\s+trabajo|comision\s+federal\s+de\s+electricidad|telefonos\s+de\s+mexico`);

/** Whether a folded line names the issuer (see ISSUER_LINE). */
export function isIssuerLine(folded: string): boolean {
  return ISSUER_LINE.test(folded);
}

/**
 * A letterhead's contact line: the RFC printed with a telephone, a web or an e-mail address ('R.F.C. … · Blvd. … ·
 * Tel. 477 …'), as a firm that prints a client's document under its own name heads it (a payroll outsourcer, an
 * accountant). A form's taxpayer has its RFC in a labelled field of its own (session 13).
 */
const LETTERHEAD_CONTACT = /\btel(?:efono)?s?\.?\s*:?\s*[\d(+]|\bwww\.|https?:\/\/|[\w.-]+@[\w-]+\./;

/**
 * RFCs the document prints on its issuer's lines (see ISSUER_LINE, LETTERHEAD_CONTACT), or alone on the line right under one (a
 * letterhead's legal name, then 'R.F.C. …'): never the taxpayer's when another one is there.
 */
export function issuerRfcs(doc: TextDoc): Set<string> {
  const out = new Set<string>();
  doc.folded.forEach((f, i) => {
    if (!isIssuerLine(f) && !LETTERHEAD_CONTACT.test(f)) return;
    for (const r of rfcsIn(doc.lines[i]!)) out.add(r.value);
    const next = doc.folded[i + 1] ?? '';
    if (/^\s*r\.?\s?f\.?\s?c\.?\s*:?\s*\S{12,13}\s*$/.test(next)) for (const r of rfcsIn(doc.lines[i + 1]!)) out.add(r.value);
  });
  return out;
}

/**
 * An RFC label that names another party than the taxpayer: the one who asked for a third party's opinion ('RFC del
 * solicitante', 'RFC de quien consulta', printed with no heading of its own), the customer or contracting company on
 * a supplier's list ('RFC contratante', 'RFC del cliente'), a beneficiary, a bank or an issuer. The taxpayer's own label is unqualified or names it ('RFC del contribuyente',
 * 'RFC proveedor').
 */
const OTHER_PARTY_RFC = /(?:^|[^a-z])r\.?\s?f\.?\s?c\.?\s+(?:de(?:l)?\s+(?:la\s+)?)?(?:solicitante|consultante|quien\s+(?:consulta|solicita)|contratante|cliente|beneficiari[oa]|empresa\s+(?:usuaria|beneficiaria|contratante)|banco|institucion|emisor(?:a)?)\b/;

/** RFCs printed after a label that names another party (see OTHER_PARTY_RFC), on its line or in the cell after it. */
export function otherPartyRfcs(doc: TextDoc): Set<string> {
  const out = new Set<string>();
  doc.folded.forEach((f, i) => {
    const m = OTHER_PARTY_RFC.exec(f);
    if (!m) return;
    const after = rfcsIn(doc.lines[i]!.slice(m.index + m[0].length))[0] ?? rfcsIn(doc.lines[i + 1] ?? '')[0];
    if (after) out.add(after.value);
  });
  return out;
}

export const nrpValue: Extractor = (text) => registroPatronalIn(text)?.value;

/**
 * An amount printed alone on its line with its currency sign ('MXN $212,050.00', a payment app's headline over the
 * details): the document's only such amount, else none.
 */
export function amountAlone(doc: TextDoc): Found | undefined {
  return onlyOne(doc, (l) => (/^(?:mxn|m\.\s?n\.)?\s*\$\s?\d[\d,]*\.\d{2}(?:\s*(?:mxn|m\.\s?n\.))?$/i.test(l.trim()) ? [parseMoney(l)!] : []));
}

/** Whether a value had to be repaired: its normalised form is not written as such in the text. */
export function wasRepaired(doc: TextDoc, value: string): boolean {
  return !doc.text.toUpperCase().replace(/[\s\-.]/g, '').includes(value.replace(/[\s\-.]/g, ''));
}

/** Names and other free text: drop identifier tokens a two-row table put on the same line as the name. */
export const nameValue: Extractor = (text) => {
  let t = text;
  for (const r of rfcsIn(t)) t = t.replace(new RegExp(`${[...r.value].map((c) => c.replace(/[&]/, '\\&')).join('[ -]?')}`, 'i'), ' ');
  t = t.replace(/^(?:\S*\d\S*\s+)+/, '');
  const v = freeText(t);
  if (!v || /^(?:no\.?|num(?:ero)?\.?)$/i.test(v)) return undefined;
  // A sentence going on after the word ('… es titular en esta institución de la cuenta', '… a' + 'continuación'):
  // names start with a capital.
  if (/^\p{Ll}+\s+\p{Ll}/u.test(v) || !/\p{Lu}/u.test(v)) return undefined;
  // A label-looking value ('Sentido:', 'Folio') is the next label, not this field.
  if (/^[\p{L} .,()/]{2,40}:/u.test(v) || /:$/.test(v)) return undefined;
  // Only label words ('social' left by a label the pattern did not finish) is no name.
  if (isLabelCell(fold(v))) return undefined;
  if (!/\p{L}{2,}/u.test(v) || datesIn(v).length) return undefined;
  return v.replace(/\s+/g, ' ').trim();
};

/** Captions whose value has a shape of its own: a line that is only that value tells where the form puts values. */
const SHAPED_CAPTIONS: { label: RegExp; whole: (line: string) => boolean }[] = [
  { label: labels.rfc, whole: (l) => rfcsIn(l)[0]?.value === l.replace(/[\s-]/g, '').toUpperCase() },
  { label: labels.registroPatronal, whole: (l) => registroPatronalIn(l)?.value === l.replace(/[\s-]/g, '').toUpperCase() },
  { label: /\bfecha\b/, whole: (l) => datesIn(l).length === 1 && l.replace(/[^\p{L}\d]/gu, '').length <= 24 && !/\p{L}{11,}/u.test(l) },
];

/**
 * Whether the document prints values above their captions ('PELJ800101AB2' over 'Clave en el RFC'): the captions
 * of shaped values (RFC, registro patronal, dates) that are alone on their line vote for the line above or the line
 * below, whichever holds exactly such a value. Sets doc.valuesAbove so a caption alone on its line takes the line above.
 */
export function detectValuesAbove(doc: TextDoc): boolean {
  let above = 0;
  let below = 0;
  for (let i = 0; i < doc.lines.length; i++) {
    const f = doc.folded[i]!.trim();
    // A caption: its label, a few words, no value.
    if (/\d/.test(f) || f.split(/\s+/).length > 7 || /:\s*\S/.test(f)) continue;
    const caption = SHAPED_CAPTIONS.find((c) => c.label.test(f));
    if (!caption) continue;
    if (i > 0 && caption.whole(doc.lines[i - 1]!.trim())) above++;
    else if (i + 1 < doc.lines.length && caption.whole(doc.lines[i + 1]!.trim())) below++;
  }
  if (above > below) doc.valuesAbove = true;
  return doc.valuesAbove;
}

/** The document's RFC: after its label, else the first RFC-shaped token that is not an institution's. */
export function readRfc(doc: TextDoc, fields: Fields, key = 'rfc', label: RegExp = labels.rfc, stops: RegExp[] = []): void {
  const issuers = issuerRfcs(doc);
  const others = otherPartyRfcs(doc);
  const none = new Set<string>();
  const outside = (other: Set<string>): Extractor => (text) => rfcsIn(text).find((r) => !institutionRfcs.has(r.value) && !issuers.has(r.value) && !other.has(r.value))?.value;
  const notIssuer = outside(others);
  // The issuer's own RFC on its letterhead is never the taxpayer's; another party's label may still name it (a bank
  // statement's 'R.F.C. Cliente' is its holder's).
  const notOnLetterhead = outside(none);
  // The taxpayer's RFC before another party's and the issuer's: those only when they are the only one.
  let f: Found | undefined = doc.find(label, notIssuer, { stops, lookahead: 3 }) ?? doc.scan(notIssuer);
  if (!f) f = doc.find(label, notOnLetterhead, { stops, lookahead: 3 }) ?? doc.scan(notOnLetterhead);
  if (!f) f = doc.find(label, rfcValue, { stops, lookahead: 3 }) ?? doc.scan(rfcValue);
  if (f) fields.found(key, f, { repaired: wasRepaired(doc, f.value) });
}

export function readNrp(doc: TextDoc, fields: Fields, key = 'registroPatronal', stops: RegExp[] = []): void {
  const f = doc.find(labels.registroPatronal, nrpValue, { stops, lookahead: 3 }) ?? acrossLines(doc, labels.registroPatronal, nrpValue) ?? onlyNrp(doc);
  if (f) fields.found(key, f, { repaired: wasRepaired(doc, f.value) });
}

/**
 * With no label: the document's only registro patronal (a letter and ten digits, as IMSS assigns them; one token, or
 * the same one repeated). Two different ones, or none, give nothing.
 */
export function onlyNrp(doc: TextDoc): Found | undefined {
  return onlyOne(doc, (l) => [...l.toUpperCase().matchAll(/(?<![A-Z0-9])([A-Z]\d{2}[ -]?\d{5}[ -]?\d{2}[ -]?\d)(?![A-Z0-9])/g)].map((m) => m[1]!.replace(/[\s-]/g, '')));
}

/** The document's only value of a shape (several lines may repeat it); none, or two different ones, give nothing. */
export function onlyOne(doc: TextDoc, all: (line: string) => string[]): Found | undefined {
  const seen = new Map<string, number>();
  doc.lines.forEach((l, i) => {
    for (const v of all(l)) if (!seen.has(v)) seen.set(v, i);
  });
  if (seen.size !== 1) return undefined;
  const [value, line] = [...seen][0]!;
  return { value, quality: QUALITY.unlabelled, line };
}

/** A label a paragraph wrapped ('…Número de Registro' + 'Patronal Y5412345105…'): looked for in the joined lines. */
export function acrossLines(doc: TextDoc, label: RegExp, extract: Extractor): Found | undefined {
  const joined = doc.lines.join(' ');
  const m = new RegExp(label.source, label.flags.replace('g', '')).exec(fold(joined));
  if (!m) return undefined;
  const value = extract(joined.slice(m.index + m[0].length, m.index + m[0].length + 40).replace(/^[\s:]+/, ''));
  if (value === undefined) return undefined;
  const line = doc.lines.findIndex((_, i) => doc.lines.slice(0, i + 1).join(' ').length > m.index + m[0].length);
  return { value, quality: QUALITY.nextLine, line: Math.max(0, line) };
}

/** Legal forms of Mexican companies, which a wrapped name often carries to the next line. */
const LEGAL_FORM = /^(?:,\s*)?((?:S\.?\s?A\.?\s?P\.?\s?I\.?|S\.?\s?A\.?\s?S\.?|S\.?\s?A\.?|S\.?\s?C\.?|A\.?\s?C\.?|S\.?\s?(?:EN\s+)?N\.?\s?C\.?|S\.?\s+DE\s+R\.?\s?L\.?|DE\s+R\.?\s?L\.?|R\.?\s?L\.?|DE\s+C\.?\s?V\.?|C\.?\s?V\.?|DE\s+P\.?\s?R\.?|S\.?\s+DE\s+P\.?\s?R\.?|I\.?\s?A\.?\s?P\.?)(?:\s*,?\s*(?:DE\s+)?(?:C\.?\s?V\.?|R\.?\s?L\.?|P\.?\s?R\.?(?:\s+DE\s+R\.?\s?L\.?)?))*)(?=[\s,;]|$)/i;

const LEGAL_TAIL = /(?<!\p{L})(?:S\.?\s?A\.?|S\.?\s?C\.?|C\.?\s?V\.?|R\.?\s?L\.?|A\.?\s?C\.?|S\.?\s?A\.?\s?S\.?|P\.?\s?R\.?)\s*$/iu;

/** Text that is only a legal form ('S.A.P.I. DE C.V.', 'S. DE R.L. DE C.V.'): a name's end wrapped apart. */
export function isLegalForm(text: string): boolean {
  return LEGAL_FORM.exec(text)?.[0] === text;
}

/** Whether a name ends in a company's legal form ('… S.A. DE C.V.', '… S. DE R.L.', '… A.C.'). */
export function endsInLegalForm(name: string): boolean {
  return LEGAL_TAIL.test(name);
}

/**
 * A name the PDF wrapped: 'GRUPO …, S.' + 'DE R.L. DE C.V.' or 'AZTECA,' + 'S.A. DE C.V.'. The next line is joined
 * when it starts with a legal form, or when the name ends with a joining word and the next line is not a label.
 */
export function continueName(doc: TextDoc, found: Found | undefined): Found | undefined {
  const joined = joinName(doc, found);
  return joined && doc.ocr ? { ...joined, value: tidyLegalForm(joined.value) } : joined;
}

/** A name's column in a grid of label/value pairs (three cells or more on its line): left when a label follows it. */
function gridSide(doc: TextDoc, found: Found): 'left' | 'right' | undefined {
  if ((doc.cells[found.line]?.length ?? 0) < 3) return undefined;
  const line = doc.lines[found.line]!;
  const at = line.indexOf(found.value);
  return at >= 0 && at + found.value.length < line.length - 1 ? 'left' : 'right';
}

/** A line in a name's grid column: its first or last cell when it has two or more, else the whole line. */
function inColumn(doc: TextDoc, i: number, side: 'left' | 'right' | undefined): string | undefined {
  const cells = doc.cells[i];
  if (!cells) return undefined;
  if (!side || cells.length < 2) return doc.lines[i];
  return side === 'left' ? cells[0] : cells.at(-1);
}

/** The start of a legal form after the name's comma ('PENINSULARES, S. DE R.L. DE'): the name goes on to its end. */
const LEGAL_START = /,\s*(?:S\.?\s?A\.?(?:\s?P\.?\s?I\.?|\s?S\.?)?|S\.?\s?C\.?|S\.?\s+DE\s+R\.?\s?L\.?|A\.?\s?C\.?)(?=[\s,]|$)/i;

/** A line that can be part of a company's name: capitals, dots, commas, no label. */
const nameLine = (t: string) => /^[\p{Lu}][\p{Lu}\s.,&'-]{1,80}$/u.test(t) && !/:/.test(t);

function joinName(doc: TextDoc, found: Found | undefined): Found | undefined {
  if (!found) return found;
  const side = gridSide(doc, found);
  let current = found;
  let text = doc.lines[found.line]!;
  // A company's name wrapped twice at whole words ('GRUPO DE PERSONAL' + 'ESPECIALIZADO DEL GOLFO,' + 'S.C.'): the
  // lines of capitals down to the one that ends with a legal form (which may go on below: 'S.A.' + 'DE C.V.').
  const tail: string[] = [];
  for (let j = found.line + 1; j <= found.line + 2 && !LEGAL_TAIL.test(found.value); j++) {
    const t = inColumn(doc, j, side)?.trim();
    if (!t || !nameLine(t)) break;
    tail.push(t);
    if (!LEGAL_TAIL.test(t)) continue;
    const head = found.value.trim().replace(/,$/, '') + (commaAfter(doc, found, text) ? ',' : '');
    [current, text] = [{ ...found, value: [head, ...tail].join(' ').replace(/\s+/g, ' '), line: j }, t];
    break;
  }
  // A long name wraps twice ('SOLUCIONES TECNOLÓGICOS' + 'PENINSULARES, S. DE R.L. DE' + 'C.V.').
  for (let k = 0; k < 2; k++) {
    const raw = inColumn(doc, current.line + 1, side);
    const joined = raw === undefined ? undefined : joinLine(doc, current, text, raw);
    if (!joined) break;
    [current, text] = [joined, raw!];
  }
  return current;
}

/**
 * Whether a comma follows the name before it wraps (the comma before its legal form): at the end of its line, or of
 * its cell in a grid of label/value pairs ('…PENINSULARES,<tab>Cotizantes<tab>3'), where the line goes on.
 */
function commaAfter(doc: TextDoc, found: Found, text: string): boolean {
  const value = found.value.trim().replace(/,$/, '');
  return /,\s*$/.test(text) || (doc.cells[found.line] ?? []).some((c) => /,$/.test(c) && c.slice(0, -1).trimEnd().endsWith(value));
}

/** The name joined with the line under it (`text` is the name's own line or cell), or undefined when that line is not its tail. */
function joinLine(doc: TextDoc, found: Found, text: string, raw: string): Found | undefined {
  const next = doc.ocr ? raw.replace(/€/g, 'C') : raw;
  const value = found.value.trim();
  const comma = commaAfter(doc, found, text);
  const caps = nameLine(next);
  if ((comma || /\b(?:DE|DEL|LA|LAS|LOS|Y|E)$/i.test(value)) && caps) {
    // 'INTEGRADORA DE SEGURIDAD PRIVADA DE' + 'OCCIDENTE, S.A. DE C.V.'
    return { ...found, value: `${value.replace(/,$/, '')}${comma ? ',' : ''} ${next.trim()}`.replace(/\s+/g, ' '), line: found.line + 1 };
  }
  // A name wrapped at a word: the next line is its tail, in capitals, with the legal form ('PENINSULARES, S.A. DE C.V.').
  if (!LEGAL_TAIL.test(value) && (LEGAL_TAIL.test(next) || LEGAL_START.test(next)) && caps) {
    return { ...found, value: `${value} ${next.trim()}`.replace(/\s+/g, ' '), line: found.line + 1 };
  }
  const form = LEGAL_FORM.exec(next);
  if (!form) return undefined;
  const startsWithDe = /^(?:,\s*)?DE\s/i.test(next);
  const endsOpen = comma || /\b(?:DE|DEL|LA|LAS|LOS|Y|E|S\.)$/i.test(value);
  if (!startsWithDe && !endsOpen) return undefined;
  return { ...found, value: `${value.replace(/,$/, '')}${comma ? ',' : ''} ${form[1]!.trim()}`.replace(/\s+/g, ' '), line: found.line + 1 };
}

/**
 * A person's name printed surnames first, a comma before the given names ('GONZÁLEZ MORALES, JORGE', as lists and
 * spreadsheets sort people): written given names first, as the other documents print it. A company's name with its
 * legal form after the comma ('AZTECA, S.A. DE C.V.') is kept.
 */
export function givenNamesFirst(name: string): string {
  const m = /^([\p{L}][\p{L}' .-]*?)\s*,\s*([\p{L}][\p{L}' .-]*)$/u.exec(name.trim());
  if (!m || LEGAL_FORM.test(m[2]!) || LEGAL_TAIL.test(m[2]!)) return name;
  return `${m[2]!.trim()} ${m[1]!.trim()}`.replace(/\s+/g, ' ');
}

/** A word (or name) as a CURP's or an RFC's letters spell it: folded, upper case, Ñ written X. */
export const keyWord = (w: string): string => fold(w.replace(/[Ññ]/g, 'X')).toUpperCase();

/**
 * Whether a CURP's or a persona física's RFC's first four letters spell these surnames and given names (folded, upper
 * case): the first surname's initial and first inner vowel, the second's initial, the given name's (the second one
 * after MARÍA or JOSÉ).
 */
export function keySpells(key: string, surnames: string[], given: string[]): boolean {
  const [first, second] = surnames as [string, string];
  const vowel = /[AEIOU]/.exec(first.slice(1))?.[0] ?? 'X';
  const givenName = given.length > 1 && /^(?:MARIA|MA|JOSE|J)$/.test(given[0]!) ? given[1]! : given[0]!;
  return `${first[0]}${vowel}${second[0]}${givenName[0]}` === key.toUpperCase().slice(0, 4);
}

/**
 * A person's name printed surnames first without a comma ('LÓPEZ MORALES JUAN', as IMSS's SUA and payroll exports
 * list people), told by the person's CURP or RFC: its first four letters are the first surname's initial and first
 * inner vowel, the second surname's initial and the given name's (the second given name's after MARÍA or JOSÉ; Ñ is
 * written X). When they spell the printed order surnames first and not given names first, the name is written given
 * names first, as the other documents print it; when they spell both, the order the rest of its list is printed in
 * (`list`) decides; else it is kept.
 */
export function givenNamesFirstByKey(name: string, key: string | undefined, list?: 'surnames-first'): string {
  const order = nameOrderByKey(name, key);
  const swap = order === 'surnames-first' || (order === 'either' && list === 'surnames-first');
  const printed = name.trim().split(/\s+/);
  return swap ? [...printed.slice(2), ...printed.slice(0, 2)].join(' ') : name;
}

/**
 * The order a person's name is printed in, by the CURP's or RFC's letters (see givenNamesFirstByKey): 'either' when
 * they spell both ('PEÑA PÉREZ PATRICIA' and 'PATRICIA PEÑA PÉREZ' are both PEPP), undefined when neither or no key.
 */
export function nameOrderByKey(name: string, key: string | undefined): 'surnames-first' | 'given-first' | 'either' | undefined {
  const words = keyWord(name).replace(/[^A-Z ]/g, '').split(/\s+/).filter(Boolean);
  if (!key || words.length < 3 || words.length !== name.trim().split(/\s+/).length) return undefined;
  const surnamesFirst = keySpells(key, words.slice(0, 2), words.slice(2));
  const givenFirst = keySpells(key, words.slice(-2), words.slice(0, -2));
  return surnamesFirst && givenFirst ? 'either' : surnamesFirst ? 'surnames-first' : givenFirst ? 'given-first' : undefined;
}

/**
 * OCR slips in a company's legal form: '€' for C, a comma or dash for the dot ('S.A, DE €.V-'), 'CV.' for 'C.V.'
 * when the rest of the name is dotted. Only for OCR reads: a PDF's own text is kept as printed.
 */
export function tidyLegalForm(name: string): string {
  let v = name.replace(/€/g, 'C');
  v = v.replace(/\b(S\.A|S\.C|C\.V|R\.L|A\.C)[,-](?=\s|$)/g, '$1.');
  if (/\b[A-Z]\.[A-Z]\./.test(v)) v = v.replace(/\bDE\s+CV\.?(?=\s|$)/g, 'DE C.V.').replace(/\bDE\s+C\.V(?=\s|$)/g, 'DE C.V.');
  return v;
}

/** A name printed with no label right above the RFC line (a letterhead, an identification box). */
export function nameAbove(doc: TextDoc, line: number): Found | undefined {
  for (let i = line - 1; i >= Math.max(0, line - 2); i--) {
    const v = bareName(doc, i);
    if (v) {
      // A wrapped name: the line above it ends open ('…DEL BAJÍO,' + 'S.A. DE C.V.').
      const f = { value: v, quality: QUALITY.unlabelled, line: i };
      if (LEGAL_FORM.exec(v)?.[0] === v && i > 0) {
        const above = nameText(doc, i - 1, () => true);
        // (The comma that ended the line above stays before the legal form.)
        const cut = beforeCaption(doc.cells[i - 1]![0] ?? '');
        const comma = above && (commaAfter(doc, { value: above, quality: QUALITY.unlabelled, line: i - 1 }, doc.lines[i - 1]!) || cut?.endsWith(',')) ? ',' : '';
        if (above) return { value: `${above.replace(/,$/, '')}${comma} ${v}`, quality: QUALITY.unlabelled, line: i };
      }
      // The name wrapped at a plain word in the left column of a two-column block (the holder and address on the
      // left, 'Label: value' pairs or a grid of captions and values on the right): the left cell of the row above, capitals without a legal form, began
      // it, unless that cell is the document's title ('ESTADO DE CUENTA EMPRESARIAL').
      const up = i > 0 ? doc.cells[i - 1]! : [];
      const began = detailsBeside(up) && nameLine(up[0]!) && !LEGAL_TAIL.test(up[0]!) && !DOCUMENT_TITLE.test(fold(up[0]!));
      if (began && LEGAL_TAIL.test(v) && up[0]!.split(' ').length >= 2) {
        return { value: `${up[0]!.trim()} ${v}`, quality: QUALITY.unlabelled, line: i };
      }
      // The line above ends on a connector or a comma: the name began there ('…PERSONAL DEL' + 'PACÍFICO, S.A. DE C.V.').
      const open = i > 0 ? nameText(doc, i - 1, (t) => OPEN_END.test(t) && bareName(doc, i - 1) === t) : undefined;
      const joined = open ? continueName(doc, { value: open, quality: QUALITY.unlabelled, line: i - 1 }) : undefined;
      if (joined && joined.line === i) return joined;
      // Or this line ends open and the name goes on below it, short of the line the search started from ('…, S.A. DE' + 'C.V.').
      const down = continueName(doc, f);
      return down && down.line < line ? down : f;
    }
  }
  return undefined;
}

/** A document's title, which heads the holder's column of a statement or a bill: never part of the holder's name. */
const DOCUMENT_TITLE = /^(?:estado\s+de\s+cuenta|resumen|detalle|constancia|recibo|factura|comprobante|aviso|acuse|reporte|informe|datos|cedula|declaracion|opinion)\b/;

/** A line of a name that goes on below: it ends on a connector or a comma. */
const OPEN_END = /(?:\b(?:DE|DEL|LA|LAS|LOS|Y|E)|,)$/i;

/**
 * A line's text as a name with no label: the whole line, or its first cell, or what comes before a 'Label:', when
 * another column shares the line (a statement prints the holder's address block on the left, the account's details
 * on the right). No digits, no colon.
 */
function nameText(doc: TextDoc, i: number, accept: (v: string) => boolean): string | undefined {
  const line = doc.lines[i];
  if (line === undefined) return undefined;
  const cells = doc.cells[i]!;
  const capitals = beforeCaption(cells[0] ?? '');
  for (const text of [line, ...(capitals ? [capitals] : []), ...(cells.length > 1 ? [cells[0]!] : []), beforeNextLabel(line)]) {
    const v = nameValue(text);
    if (v && !/\d|:/.test(text) && accept(v)) return v;
  }
  return undefined;
}

/**
 * Whether a row's cells after the first are details printed beside a block in the first column: 'Label: value' pairs,
 * or a caption cell and its value ('Tarifa | GDMTH', a bill's service grid).
 */
export function detailsBeside(cells: string[]): boolean {
  if (cells.length < 2) return false;
  return cells.slice(1).some((c) => /^[\p{L} .()/]{2,40}:/u.test(c)) || (cells.length === 3 && /^[\p{L} .()/]{2,30}$/u.test(cells[1]!.trim()));
}

/**
 * A value in capitals and the next column's caption in sentence case that a narrow gap joined to it ('…, S.A. DE
 * No. de servicio', 'CALLE ZARAGOZA 1200 Tarifa'): the capitals before the caption, when the caption has no digits.
 */
export function beforeCaption(cell: string): string | undefined {
  const m = /^([\p{Lu}\d][\p{Lu}\d\s.,&'#/-]+?)\s+(\p{Lu}\p{Ll}[^\d]*)$/u.exec(cell.trim());
  return m?.[1];
}

/** A line that is only a name in capitals (two words or more, no digits, no label): a letterhead's or a box's. */
function bareName(doc: TextDoc, i: number): string | undefined {
  return nameText(doc, i, (v) => /^[\p{Lu}\d][\p{Lu}\d\s.,&'-]+$/u.test(v) && v.split(' ').length >= 2);
}

/**
 * A name printed alone above a headed row of identifiers ('EXPEDIENTES DEL NORTE, S.A. DE C.V.' over 'Registro
 * patronal | RFC | Periodo' over their values, as payment apps and portals print the payer's card): the row under the
 * captions holds the RFC, the captions are skipped (in capitals too, 'REGISTRO PATRONAL | R.F.C.'), the name is the
 * line above them. Only when the captions are as many cells as the values (session 13).
 */
export function nameOverHeadedRow(doc: TextDoc, line: number): Found | undefined {
  const captions = line > 0 ? doc.cells[line - 1]! : [];
  if (captions.length < 2 || captions.length !== doc.cells[line]!.length || !captions.every((c) => isLabelCell(fold(c)))) return undefined;
  return nameAbove(doc, line - 1);
}

/**
 * The name printed across the page right over a band of captioned boxes side by side ('NAME' over 'Domicilio | Datos
 * de la cuenta | Resumen del periodo'): the party the boxes are about, the holder of a statement in boxes (session
 * 14). The band's header holds no digits, and all its captions but one are captions; the issuer's line is no party.
 */
export function nameOverBand(doc: TextDoc): Found | undefined {
  for (let i = 1; i < doc.lines.length; i++) {
    const heads = doc.cells[i]!;
    if (heads.length < 2 || /\d/.test(doc.lines[i]!) || heads.filter((h) => isLabelCell(fold(h))).length < Math.max(2, heads.length - 1)) continue;
    if (doc.cells[i - 1]!.length !== 1 || isIssuerLine(doc.folded[i - 1]!)) continue;
    const name = bareName(doc, i - 1);
    if (name && !DOCUMENT_TITLE.test(fold(name))) return continueName(doc, { value: name, quality: QUALITY.unlabelled, line: i - 1 });
  }
  return undefined;
}

/**
 * A name printed with no label right under the identifiers' line ('RFC … | NRP …' over the employer's name, as a
 * portal's header bar prints them), wrapped lines joined.
 */
export function nameBelow(doc: TextDoc, line: number): Found | undefined {
  const v = line >= 0 ? bareName(doc, line + 1) : undefined;
  return v ? continueName(doc, { value: v, quality: QUALITY.unlabelled, line: line + 1 }) : undefined;
}

/**
 * A party introduced in a sentence by its name and then its RFC: 'el patrón NOMBRE, con Registro Federal de
 * Contribuyentes…', 'hace constar que NOMBRE, con RFC…' (acuses and oficios word it so). The name is the run of
 * capitals right before ', con', however the sentence leads to it (two words or more).
 */
export function nameInParagraph(doc: TextDoc): Found | undefined {
  const joined = doc.lines.join(' ');
  const m =
    /(?:[Ee]l\s+patr[oó]n|[Ee]l\s+contribuyente|[Ll]a\s+empresa|[Ll]a\s+persona\s+moral)\s+([\p{Lu}\d&][\p{Lu}\d&.,'\s-]+?),?\s+con\s+(?:el\s+)?(?:Registro|R\.?\s?F\.?\s?C)/u.exec(joined) ??
    /(?<![\p{L}\d])(\p{Lu}[\p{Lu}&.'-]*(?:,?\s+[\p{Lu}\d&][\p{Lu}\d&.'-]*)+),?\s+con\s+(?:el\s+)?(?:Registro\s+Federal|R\.?\s?F\.?\s?C)/u.exec(joined);
  return m ? { value: m[1]!.replace(/\s+/g, ' ').trim(), quality: QUALITY.unlabelled, line: 0 } : undefined;
}

/** A name in capitals, two words or more, as a sentence in lower case prints it ('EXPEDIENTES DEL NORTE, S.A. DE C.V.'). */
export const NAME_IN_CAPITALS = String.raw`\p{Lu}[\p{Lu}\d&.'-]*(?:,?\s+[\p{Lu}\d&][\p{Lu}\d&.'-]*)+`;

/**
 * A party a letter's sentence introduces by who it is and then names in capitals, the sentence going on after the
 * name in lower case: 'hacemos constar que nuestro cliente NOMBRE mantiene con esta institución…', 'certificamos que
 * la empresa NOMBRE es titular…', 'que el cuentahabiente NOMBRE, con RFC…' (the name often alone on its line, the
 * letter wrapped around it). Two words or more (session 13). Or by the letter's own verb alone: 'hacemos constar que
 * NOMBRE tiene aperturada…', 'certificamos que NOMBRE es titular…' (session 14). Or by the act it is the party of
 * (BY_PARTY), the name followed by the sentence or by its RFC in brackets (session 14). The verb may open the
 * sentence, capitalised ('Hacemos constar que …', session 14).
 */
// A registry's or a sender's sentence names the party its act is of: 'la solicitud presentada por NOMBRE fue
// resuelta…', 'el personal asignado por NOMBRE (RFC …)', 'el registro a favor de NOMBRE, con vigencia…'; not who
// issued the document ('emitida por', 'expedida por': the issuer's name) (session 14).
const BY_PARTY = String.raw`\b(?:(?:presentad|solicitad|promovid|tramitad|ingresad|asignad|contratad|proporcionad|registrad)[oa]s?\s+por|a\s+favor\s+de)`;
const INTRODUCED = new RegExp(
  String.raw`(?:\bnuestr[oa]s?\s+(?:cliente|cuentahabiente|client[ae])|\b(?:el|la)\s+(?:cliente|cuentahabiente|empresa|sociedad|persona\s+(?:moral|f[ií]sica)|contribuyente|titular|señora?|sr\.|sra\.)|\b(?:[Hh]acemos|[Ss]e\s+hace|[Hh]ace)\s+constar\s+que|\b(?:[Cc]ertificamos|[Cc]onfirmamos|[Ii]nformamos|[Cc]ertifica|[Cc]onfirma)\s+que|${BY_PARTY})\s+(${NAME_IN_CAPITALS}),?\s+(?=\p{Ll}|\(?R\.?\s?F\.?\s?C\b)`,
  'u',
);

/**
 * A name after its label; in a letter's sentence ('…que el cuentahabiente NOMBRE, S.A. DE C.V., registra la
 * cuenta…', '…a nombre de NOMBRE, con fecha de alta…') the name is the capitals, the sentence going on after them
 * in lower case (session 13; shared in session 14).
 */
// (Or one word of it, where the next label's words cut it: '…, con' before 'fecha de alta'.)
const NAME_THEN_SENTENCE = new RegExp(String.raw`^(${NAME_IN_CAPITALS}),?\s+\p{Ll}+(?:\s+\p{Ll}|\s*$)`, 'u');

export const nameBeforeSentence: Extractor = (t) => {
  const m = NAME_THEN_SENTENCE.exec(t.trim());
  return m ? nameValue(m[1]!) : nameValue(t);
};

export function nameIntroduced(doc: TextDoc): Found | undefined {
  const m = INTRODUCED.exec(doc.lines.join(' '));
  return m ? { value: m[1]!.replace(/\s+/g, ' ').trim(), quality: QUALITY.unlabelled, line: 0 } : undefined;
}

/** The salutation of a letter or an email ('Estimado(a) NOMBRE:', 'Apreciable contribuyente NOMBRE,'). */
const SALUTATION = /^(?:muy\s+)?(?:estimad[oa]s?|apreciable|distinguid[oa]|respetable)(?:\s*\([oa]s?\))?\s+(?:(?:sr|sra|srita|lic|ing|c)\.\s+|contribuyente\s+|patron\s+)?(?=\S)/;

/** 'PRESENTE' under an oficio's addressee (spaced out 'P R E S E N T E' too). */
const PRESENTE = /^p\s?r\s?e\s?s\s?e\s?n\s?t\s?e\s*\.?$/;

/** A title line above the addressee's name ('REPRESENTANTE LEGAL DE', 'C. DIRECTOR GENERAL'): not the name. */
const ADDRESSEE_TITLE = /^(?:c\.\s*)?(?:representante|apoderad[oa]|director|gerente|titular|administrador|at'?n|atencion|a\s+la|al\s)/;

/**
 * A salutation to no one in particular or to an office, where a letter re-typing an official document names no
 * party ('A QUIEN CORRESPONDA', 'A quien interese', 'A todos los interesados', 'Departamento de Compras'): never a
 * name (session 14).
 */
const NO_PARTY = /^(?:a\s+quien(?:es)?\s+(?:corresponda|interese|va\s+dirigid[oa])|a\s+(?:todos\s+)?(?:los\s+)?interesados|(?:departamento|area|gerencia|coordinacion|direccion|jefatura|oficina)\s+(?:de|del)\b)/;

/**
 * The addressee of a letter: the name its salutation greets ('Estimado(a) NOMBRE:'), or the name on the line above
 * an oficio's 'PRESENTE' (with the line above it when the name wrapped there, not a title like 'REPRESENTANTE LEGAL DE').
 */
export function addresseeName(doc: TextDoc): Found | undefined {
  for (let i = 0; i < doc.lines.length; i++) {
    const greeting = SALUTATION.exec(doc.folded[i]!);
    if (greeting) {
      const v = nameValue(doc.lines[i]!.slice(greeting[0].length).replace(/[:,]\s*$/, ''));
      if (v && v.split(' ').length >= 2) return { value: v, quality: QUALITY.unlabelled, line: i };
    }
    if (i > 0 && PRESENTE.test(doc.folded[i]!.trim())) {
      const name = bareName(doc, i - 1);
      if (!name || ADDRESSEE_TITLE.test(doc.folded[i - 1]!) || NO_PARTY.test(doc.folded[i - 1]!.trim())) continue;
      const above = i > 1 && !ADDRESSEE_TITLE.test(doc.folded[i - 2]!) ? bareName(doc, i - 2) : undefined;
      // 'C.' (ciudadano) before a person's name is a courtesy, not part of it.
      const value = (above && OPEN_END.test(above) ? `${above} ${name}` : name).replace(/^C\.\s+/, '');
      return { value, quality: QUALITY.unlabelled, line: i - 1 };
    }
  }
  return undefined;
}

/**
 * A name printed without a label on the RFC's own line, its pieces set apart by bars, middle dots or column gaps
 * ('MARÍA PÉREZ CRUZ | RFC PECM940821… | Registro patronal E28…'): the first piece that is a name.
 */
/**
 * A sentence, not a name in title case ('Servicios para la Industria'): words in lower case ('personal', 'que'; not
 * 'de', 'del', 'las', 'los') and at most its first word capitalised.
 */
const LOWER_WORD = /(?<!\p{L})(?!(?:del|las|los)(?!\p{L}))\p{Ll}{3,}(?!\p{L})/u;
const isSentence = (t: string) => LOWER_WORD.test(t) && (t.match(/(?<!\p{L})\p{Lu}\p{Ll}+/gu) ?? []).length <= 1;
const CAPITALS_RUN = new RegExp(NAME_IN_CAPITALS, 'gu');

export function nameBesideRfc(doc: TextDoc, rfc: string | undefined): Found | undefined {
  const line = rfcLine(doc, rfc);
  if (line < 0) return undefined;
  // Letterheads set the pieces apart with a middle dot or a bullet too ('RAZÓN SOCIAL · RFC …'), or only with the
  // RFC's own label after a single space ('RAZÓN SOCIAL R.F.C. XXX…'): the label starts a piece.
  const text = doc.lines[line]!;
  const label = labels.rfc.exec(doc.folded[line]!);
  const at = label ? label.index + label[0].search(/r/) : -1;
  const pieces = linePieces(text);
  if (pieces.length < 2 && at > 0) pieces.splice(0, 1, text.slice(0, at), text.slice(at));
  if (pieces.length < 2) return undefined;
  for (const printed of pieces) {
    if (rfc && printed.toUpperCase().replace(/[\s-]/g, '').includes(rfc)) continue;
    // A sentence before the RFC ('Relación del personal que NOMBRE, S.A. DE C.V., con RFC …'): the name is its
    // capitals (session 14).
    const piece = isSentence(printed) ? ([...printed.matchAll(CAPITALS_RUN)].at(-1)?.[0] ?? '') : printed;
    if (/\d/.test(piece) || /:/.test(piece)) continue;
    // The bracket the RFC is printed in ('NOMBRE (RFC …)') is no part of the name.
    const v = nameValue(piece.replace(/\s*\($/, ''));
    // Only a legal form: the name's tail, its column wrapped the rest onto the line above, where it ends in capitals
    // ('… asignado por SERVICIOS DEL NORTE,' / 'S.A. DE C.V. (RFC …)') (session 14).
    if (v && isLegalForm(v)) return wrappedHead(doc, line, v);
    if (v && v.split(' ').length >= 2) return { value: v, quality: QUALITY.unlabelled, line };
  }
  return undefined;
}

function wrappedHead(doc: TextDoc, line: number, tail: string): Found | undefined {
  const above = doc.lines[line - 1] ?? '';
  const head = [...above.matchAll(CAPITALS_RUN)].at(-1);
  if (!head || head.index + head[0].length < above.trimEnd().length - 1) return undefined;
  return { value: `${head[0]}${/,\s*$/.test(above) ? ',' : ''} ${tail}`, quality: QUALITY.unlabelled, line: line - 1 };
}

/** The line index of the document's RFC (the labelled one), for nameAbove. */
export function rfcLine(doc: TextDoc, rfc: string | undefined): number {
  if (!rfc) return -1;
  return doc.lines.findIndex((l) => l.toUpperCase().replace(/[\s-]/g, '').includes(rfc));
}

export function readText(doc: TextDoc, fields: Fields, key: string, label: RegExp, stops: RegExp[] = [], extract: Extractor = nameValue): void {
  fields.found(key, doc.find(label, extract, { stops }));
}

export function readMoney(doc: TextDoc, fields: Fields, key: string, label: RegExp, stops: RegExp[] = []): void {
  fields.found(key, doc.find(label, moneyExtractor, { stops }));
}

/** A long alphanumeric code printed in groups ('0426 0ABC 1234 5678'): the groups joined, upper case. */
export const groupedCode: Extractor = (text) => {
  const tokens = text.trim().split(/\s+/);
  let code = '';
  for (const [k, t] of tokens.entries()) {
    const c = t.replace(/[-.]/g, '').toUpperCase();
    if (!/^[A-Z0-9]+$/.test(c)) break;
    // Groups of letters only ('XGUWP') belong to the code when printed in capitals like it; a word does not. In a
    // code printed in groups of one width ('02257R9J YTYX75VM PXCGAUVH 96E6H8') a group of that width is the code's.
    const width = tokens[0]!.replace(/[-.]/g, '').length;
    const sameWidth = k > 0 && c.length === width && c.length >= 4;
    // The last group is the remainder, shorter than the others ('012679D5EF GU95XCALEG WDZJGNMC'): the code's when
    // two groups of one width came before it and nothing code-like follows it.
    const remainder = k >= 2 && c.length < width && code.length === k * width && !/^[A-Z0-9]+$/.test(tokens[k + 1] ?? '');
    if (!/\d/.test(c) && ((c.length > 6 && !sameWidth && !remainder) || t !== t.toUpperCase())) break;
    code += c;
  }
  return code.length >= 10 && /\d{4}/.test(code) ? code : undefined;
};

/**
 * A grouped code whose groups wrapped onto the lines under it in a narrow box ('0426 0ABC 1234' over '5678 9XYZ'):
 * each following line of groups of the same width, capitals and digits, belongs to the code.
 */
export function wrappedCode(doc: TextDoc, found: Found | undefined): Found | undefined {
  if (!found) return undefined;
  const first = doc.lines[found.line]!.split(/\s+/).find((t) => found.value.startsWith(t.replace(/[-.]/g, '').toUpperCase()));
  const width = first?.replace(/[-.]/g, '').length ?? 0;
  if (width < 4 || found.value.length % width !== 0) return found;
  let value = found.value;
  for (let j = found.line + 1; j < doc.lines.length && j <= found.line + 3; j++) {
    const groups = doc.lines[j]!.trim().split(/\s+/);
    if (!groups.every((g) => g.length === width && /^[A-Z0-9]+$/.test(g))) break;
    // A random code's group may hold no digit ('0626VAD64K' over 'NLETVEEMWU'); a word forms use is no group of it.
    if (!/\d/.test(doc.lines[j]!) && groups.some((g) => isLabelCell(fold(g)))) break;
    value += groups.join('');
  }
  return { ...found, value };
}

/**
 * The text a Code 39 barcode prints under its bars, between the symbology's start and stop asterisks ('*ABC123456*'):
 * a document that keys its folio only in the barcode prints it so. The first such line (or cell) with a digit.
 */
export function barcodeText(doc: TextDoc): Found | undefined {
  for (let i = 0; i < doc.lines.length; i++) {
    for (const cell of doc.cells[i]!) {
      const m = /^\*\s?([A-Z0-9][A-Z0-9 .$/+%-]{4,}?)\s?\*$/.exec(cell);
      if (m && /\d/.test(m[1]!)) return { value: m[1]!.replace(/\s+/g, ''), quality: QUALITY.unlabelled, line: i };
    }
  }
  return undefined;
}

/** A numeric or alphanumeric operation / folio code (at least 4 characters with a digit). */
export const operationCode: Extractor = (text) => {
  for (const token of text.split(/[\s:#]+/)) {
    const t = token.replace(/[.,;]+$/, '').toUpperCase();
    if (/^[A-Z0-9][A-Z0-9/-]{3,}$/.test(t) && /\d{3}/.test(t) && !/^\d{1,2}[/-]\d{1,2}[/-]\d{2,4}$/.test(t)) return t;
  }
  return undefined;
};

/** A letter's salutation or the opening of its body: its dateline is printed above it. */
const LETTER_OPENING = /a\s+quien\s+corresponda|^estimad[oa]s?\b|^presente\b|por\s+medio\s+de\s+la\s+presente|(?:hacemos|se\s+hace)\s+constar/;

/**
 * A letter's dateline, above its salutation: the place and the date ('GUADALAJARA, JALISCO, a 30 de abril de 2025',
 * 'Monterrey, N.L., 3 de marzo de 2026', '…, a los 3 días del mes de marzo de 2026'), a date alone on its line, or
 * captioned ('Fecha: 30/04/2025', 'Lugar y fecha: León, Gto., 2 de mayo de 2026'). None when the text is no letter.
 */
export function letterDate(doc: TextDoc): Found | undefined {
  const opening = doc.folded.findIndex((f) => LETTER_OPENING.test(f));
  for (let i = 0; i < opening; i++) {
    const at = firstDateIndex(doc.lines[i]!);
    if (at < 0) continue;
    // Before the date only the place and the words joining it, after a caption naming the date: no other label nor number.
    const before = doc.folded[i]!.slice(0, at).replace(/^[^:]*\bfecha\b[^:]*:/, '');
    if (/[\d:]/.test(before)) continue;
    const date = parseDate(doc.lines[i]!.slice(at));
    if (date) return { value: date, quality: QUALITY.unlabelled, line: i };
  }
  return undefined;
}

/** An issue date: after one of the labels, else the first date of the document (usually the letterhead's). */
export function readIssueDate(doc: TextDoc, fields: Fields, key: string, label: RegExp, options: { withTime?: boolean; fallback?: boolean } = {}): void {
  const withTime = options.withTime ?? true;
  const extract = withTime ? dateTimeExtractor : (t: string) => parseDate(t);
  const f = doc.find(label, extract, { lookahead: 2 });
  if (f) return fields.found(key, withTime ? withTimeApart(doc, f) : f);
  if (options.fallback === false) return;
  const any = doc.scan((l) => (datesIn(l)[0] ? parseDate(l, { withTime }) : undefined));
  if (any) fields.found(key, { ...(withTime ? withTimeApart(doc, any) : any), quality: QUALITY.unlabelled });
}

/** What a payment's date and hour are labelled by ('Fecha de pago', 'Hora de operación'). */
export const PAYMENT_EVENT = /pago|operacion|aplicacion|cargo|transaccion|deposito/;

/**
 * A time printed apart from its date: a 'Hora' label (its own row under the date's, 'Hora de emisión 16:00:26',
 * 'Hora de pago ........ 08:18 h' behind dot leaders, or a later cell of the date's row) or the time alone on the row
 * under it or in a cell of its own. Portals print the date and the hour as two rows of their data grid, bank receipts
 * as two dotted lines, letterheads as a stack 'Folio / Fecha / Hora' (groups: the word naming the hour's event, then
 * CLOCK's for a labelled time, then CLOCK's for a bare one).
 */
const TIME_APART = new RegExp(String.raw`(?:^|\s)hora(?:\s+(?:de(?:l)?\s+(?:la\s+)?)?([a-z]+))?\s*[:.·_\s]*${CLOCK}|^${CLOCK}\s*(?:h(?:rs?|oras)?\.?)?$`);

/** Hours of something else than the dated event: when the page was printed, consulted or downloaded. */
const OTHER_EVENTS = 'impresion|reimpresion|consulta|descarga|generacion';
const OTHER_HOUR = new RegExp(`^(?:${OTHER_EVENTS})$`);
const OTHER_HOUR_CAPTION = new RegExp(String.raw`^hora\s+(?:de(?:l)?\s+(?:la\s+)?)?(?:${OTHER_EVENTS})\b`);

/**
 * A date found without its time, given the time printed apart (TIME_APART) on its row or the next one: the whole
 * row, or one of its cells (a grid headed 'Folio | Fecha de emisión | Hora de emisión' prints the time in a cell of
 * its own beside the date's, under a column headed 'Hora'). A bare 'Hora' is the date's; an hour labelled for
 * another event is not: with `event` given, the label must name it ('Hora de pago', not 'Hora de emisión' on a
 * payment), and never an hour of printing or consulting ('Hora de impresión').
 */
export function withTimeApart(doc: TextDoc, found: Found, event?: RegExp): Found {
  if (found.value.includes('T')) return found;
  for (let j = found.line; j <= found.line + 1 && j < doc.lines.length; j++) {
    const cells = doc.cells[j]!;
    // The caption over each cell, when the row sits under a header row of as many cells.
    const header = j > 0 && doc.cells[j - 1]!.length === cells.length ? doc.cells[j - 1]!.map((c) => fold(c).trim()) : [];
    // (The cells as the reader split the row: the folded line has lost the gaps between them.)
    const parts = [{ text: doc.folded[j]!, k: -1 }, ...cells.slice(1).map((c, k) => ({ text: fold(c), k: k + 1 }))];
    for (const { text, k } of parts) {
      const m = TIME_APART.exec(text.trim());
      if (!m) continue;
      const word = m[1];
      if (word && (event ? !event.test(word) : OTHER_HOUR.test(word))) continue;
      if (k >= 0 && OTHER_HOUR_CAPTION.test(header[k] ?? '')) continue;
      const clock = clockTime(Number(m[2] ?? m[5]), Number(m[3] ?? m[6]), m[4] ?? m[7]);
      if (clock) return { ...found, value: `${found.value}T${clock}` };
    }
  }
  return found;
}

/** Normalises a declaration type: Normal, Complementaria (and its kinds), Corrección fiscal… */
export function declarationType(text: string): string | undefined {
  const f = text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (/complementaria/.test(f)) return 'Complementaria';
  if (/normal/.test(f)) return 'Normal';
  if (/correccion/.test(f)) return 'Corrección fiscal';
  if (/extemporanea/.test(f)) return 'Extemporánea';
  return undefined;
}

/** Headings of the section that identifies who ran a third party's query ('Datos de quien consulta', 'Solicitante'). */
const REQUESTER_HEADING = /^(?:datos\s+(?:de\s+quien\s+(?:consulta|solicita)|del\s+(?:solicitante|consultante))|(?:solicitante|consultante|consultado\s+por|solicitado\s+por)\s*:?$)/;
/** What ends it: the heading of the consulted party's data ('Patrón consultado', 'Datos del contribuyente'). */
const CONSULTED_HEADING = /\bconsultad[oa]\b|^datos\s+del\s+(?:patron|contribuyente|empleador)|^(?:patron|contribuyente|empleador)\s*:?$/;

/**
 * The read without the requester's section of a third-party query ('Consulta de opinión de cumplimiento de
 * terceros'): portals print who asked first, with an RFC and a name of their own, then the party the opinion is
 * about. The section runs from its heading to the consulted party's heading (at most a few lines when none follows).
 */
export function withoutRequester<R extends { text: string }>(read: R): R {
  const lines = read.text.split('\n');
  const start = lines.findIndex((l) => REQUESTER_HEADING.test(fold(l).trim()));
  if (start < 0) return read;
  let end = lines.findIndex((l, i) => i > start && CONSULTED_HEADING.test(fold(l).trim()));
  if (end < 0 || end - start > 6) end = Math.min(lines.length, start + 3);
  return { ...read, text: [...lines.slice(0, start), ...lines.slice(end)].join('\n') };
}

/**
 * A date filled in boxes under their captions, 'DÍA | MES | AÑO' (in any order: some forms print 'AÑO | MES | DÍA'),
 * on one of the two lines under the date's label: the row of numbers under the captions.
 */
export function dateInBoxes(doc: TextDoc, label: RegExp): Found | undefined {
  for (let i = 0; i < doc.lines.length; i++) {
    if (!matchLabel(label, doc.folded[i]!)) continue;
    const ordered = dateInOrderedBoxes(doc.folded[i]!, doc.lines[i + 1]);
    if (ordered) return { value: ordered, quality: QUALITY.nextLine, line: i + 1 };
    for (let j = i + 1; j <= i + 2 && j + 1 < doc.lines.length; j++) {
      const captions = doc.cells[j]!.map((c) => fold(c).trim());
      const boxes = doc.cells[j + 1]!.map((c) => c.trim());
      const [d, m, y] = [/^dia$/, /^mes$/, /^ano$/].map((re) => captions.findIndex((c) => re.test(c)));
      if (d! < 0 || m! < 0 || y! < 0 || boxes.length !== captions.length) continue;
      const value = /^\d{1,2}$/.test(boxes[d!]!) && /^\d{1,2}$/.test(boxes[m!]!) && /^\d{4}$/.test(boxes[y!]!) ? parseDate(`${boxes[d!]}/${boxes[m!]}/${boxes[y!]}`) : undefined;
      if (value) return { value, quality: QUALITY.nextLine, line: j + 1 };
    }
  }
  return undefined;
}

/** A part of a date as a form's caption names its box: 'día'/'dd', 'mes'/'mm', 'año'/'aaaa'/'aa' (folded). */
const BOX_PART = String.raw`(dia|dd|mes|mm|ano|aaaa|aa|yyyy)`;
/** The boxes' order in brackets after the date's caption: '(DÍA MES AÑO)', '(dd/mm/aaaa)', '(AAAA-MM-DD)'. */
const BOX_ORDER = new RegExp(String.raw`\(\s*${BOX_PART}\s*[\s/.-]\s*${BOX_PART}\s*[\s/.-]\s*${BOX_PART}\s*\)`);

/**
 * A date's caption that says the order of its boxes ('4. Fecha de inicio (día mes año)') over the boxes' figures, one
 * group a box, apart by spaces or the boxes' lines ('18 08 2019', '2019 | 08 | 18'): the figures in that order. ISO.
 */
export function dateInOrderedBoxes(caption: string, boxes: string | undefined): string | undefined {
  const order = BOX_ORDER.exec(caption);
  const groups = boxes && /^\s*(\d{1,4})\s*[\s/.|-]\s*(\d{1,2})\s*[\s/.|-]\s*(\d{1,4})\s*$/.exec(boxes);
  if (!order || !groups) return undefined;
  const part = (re: RegExp) => groups[[order[1], order[2], order[3]].findIndex((p) => re.test(p!)) + 1];
  const [d, m, y] = [part(/^d/), part(/^m/), part(/^[ay]/)];
  if (!d || !m || !y || d.length > 2 || y.length !== 4) return undefined;
  return parseDate(`${d}/${m}/${y}`);
}

