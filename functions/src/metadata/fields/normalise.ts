import { checkRfc, isValidClabe, isValidCurp, isValidNss } from '@expediente/contracts';

/**
 * Identifiers as the forms write them (upper case, no spaces or dashes), repaired by position before they are
 * validated (ARCHITECTURE: normalise before validating): OCR reads 0 as O and 1 as I or l, so a letter where the
 * form has a digit (the RFC's date, an NSS) is read back as the digit it resembles, and a digit where the form has
 * a letter (the RFC's name part) as that letter.
 */

const asDigit: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', '|': '1', '!': '1', Z: '2', S: '5', B: '8', G: '6', T: '7' };
const asLetter: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '4': 'A', '5': 'S', '6': 'G', '8': 'B' };

export type Repaired = { value: string; repaired: boolean };

function digits(s: string): string {
  return [...s].map((c) => (/\d/.test(c) ? c : (asDigit[c] ?? c))).join('');
}
function letters(s: string): string {
  return [...s].map((c) => (/[A-ZÑ&]/.test(c) ? c : (asLetter[c] ?? c))).join('');
}

function compact(raw: string): string {
  return raw.toUpperCase().replace(/[\s\-.]/g, '');
}

/** RFC: 3 (moral) or 4 (física) letters, YYMMDD, 2-character homoclave, check digit (0-9 or A). */
export function repairRfc(raw: string): Repaired {
  const s = compact(raw);
  if (s.length !== 12 && s.length !== 13) return { value: s, repaired: false };
  const n = s.length - 9;
  const check = s.slice(-1);
  const value = letters(s.slice(0, n)) + digits(s.slice(n, n + 6)) + s.slice(n + 6, n + 8) + (check === 'A' ? 'A' : digits(check));
  return { value, repaired: value !== s };
}

/** CURP: 4 letters, YYMMDD, H/M, state (2 letters), 3 consonants, a differentiator, a check digit. */
export function repairCurp(raw: string): Repaired {
  const s = compact(raw);
  if (s.length !== 18) return { value: s, repaired: false };
  const value = letters(s.slice(0, 4)) + digits(s.slice(4, 10)) + letters(s.slice(10, 16)) + s[16] + digits(s.slice(17));
  return { value, repaired: value !== s };
}

/** All-digit identifiers (NSS 11, CLABE 18, account numbers). */
export function repairDigits(raw: string): Repaired {
  const s = compact(raw).replace(/[/]/g, '');
  const value = digits(s);
  return { value, repaired: value !== s };
}

/** Registro patronal (NRP): a letter or digit then 10 digits, printed 'Y54-12345-10-5'. */
export function repairRegistroPatronal(raw: string): Repaired {
  const s = compact(raw);
  if (s.length !== 11) return { value: s, repaired: false };
  const value = s[0] + digits(s.slice(1));
  return { value, repaired: value !== s };
}

export function normaliseUuid(raw: string): string {
  return raw.trim().toUpperCase();
}

// ---------- finding identifiers in text ----------

const D = '[0-9OIlLSBZ|]';
const RFC_RE = new RegExp(`(?<![A-Z0-9Ñ&])([A-ZÑ&0-9]{3,4})[ -]?(${D}{6})[ -]?([A-Z0-9]{2}[0-9AOIL])(?![A-Z0-9Ñ&])`, 'g');

/** RFC-shaped tokens of a text, repaired and valid (format and a real date), in order. */
export function rfcsIn(text: string): Repaired[] {
  const out: Repaired[] = [];
  for (const m of text.toUpperCase().matchAll(RFC_RE)) {
    const name = m[1]!;
    // The name part of a real RFC is letters: at most one OCR slip there, or it is some other number.
    if ([...name].filter((c) => /\d/.test(c)).length > 1) continue;
    const r = repairRfc(name + m[2] + m[3]);
    if (checkRfc(r.value).valid) out.push(r);
  }
  return out;
}

export function firstRfc(text: string): Repaired | undefined {
  return rfcsIn(text)[0];
}

// Written together or in its parts with spaces or dashes ('GODE-561231-HDFRRN-09').
const CURP_RE = new RegExp(`(?<![A-Z0-9])([A-Z0-9]{4}[ -]?${D}{6}[ -]?[HM][A-Z]{2}[A-Z0-9]{3}[ -]?[A-Z0-9]${D})(?![A-Z0-9])`, 'g');
export function curpsIn(text: string): Repaired[] {
  const out: Repaired[] = [];
  for (const m of text.toUpperCase().matchAll(CURP_RE)) {
    const r = repairCurp(m[1]!);
    if (/^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d$/.test(r.value)) out.push(r);
  }
  return out;
}

const DIGIT_CHAR = '[0-9OoIl]';
/** An NSS: 11 digits, written together or in groups ('12-34-56-7890-1', '12345678 901'). */
const NSS_RE = new RegExp(`(?<![0-9A-Za-z.,])(${DIGIT_CHAR}{2}[ -]?${DIGIT_CHAR}{2}[ -]?${DIGIT_CHAR}{2}[ -]?${DIGIT_CHAR}{4}[ -]?${DIGIT_CHAR})(?![0-9A-Za-z.,])`, 'g');
export function nssIn(text: string): Repaired[] {
  const out: Repaired[] = [];
  for (const m of text.matchAll(NSS_RE)) {
    if (!/\d{2}/.test(m[1]!)) continue;
    const r = repairDigits(m[1]!);
    if (/^\d{11}$/.test(r.value)) out.push(r);
  }
  // A valid one first: an 11-digit run that fails the check digit is more likely another number.
  return [...out.filter((r) => isValidNss(r.value)), ...out.filter((r) => !isValidNss(r.value))];
}

const CLABE_RE = new RegExp(`(?<![0-9])(${DIGIT_CHAR}(?:[ -]?${DIGIT_CHAR}){17})(?![0-9])`, 'g');
export function clabeIn(text: string): Repaired | undefined {
  const all: Repaired[] = [];
  for (const m of text.matchAll(CLABE_RE)) {
    const r = repairDigits(m[1]!);
    if (/^\d{18}$/.test(r.value)) all.push(r);
  }
  return all.find((r) => isValidClabe(r.value)) ?? all[0];
}

const NRP_RE = new RegExp(`(?<![A-Z0-9])([A-Z0-9]${D}{2}[ -]?${D}{5}[ -]?${D}{2}[ -]?${D})(?![A-Z0-9])`);
export function registroPatronalIn(text: string): Repaired | undefined {
  const m = NRP_RE.exec(text.toUpperCase());
  if (!m) return undefined;
  const r = repairRegistroPatronal(m[1]!);
  return /^[A-Z0-9]\d{10}$/.test(r.value) ? r : undefined;
}

const UUID_RE = /[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/;
export function uuidIn(text: string): string | undefined {
  const m = UUID_RE.exec(text);
  return m ? normaliseUuid(m[0]) : undefined;
}

/** RFCs of the institutions that print theirs on the forms (SAT, IMSS, INFONAVIT): never the taxpayer's. */
export const institutionRfcs = new Set(['SAT970701NN3', 'IMS421231I45', 'INF720501NB2', 'INF720501QR1']);

export { checkRfc, isValidClabe, isValidCurp, isValidNss };
