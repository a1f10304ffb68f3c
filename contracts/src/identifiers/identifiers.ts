import { z } from 'zod';

/**
 * Mexican identifier rules (domain/mexico-supplier-file.md, "Identifier rules"). Format errors reject; an RFC
 * check-digit mismatch only warns, because about 1.5% of RFCs in use fail it.
 */

const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const RFC_MORAL = /^[A-ZÑ&]{3}\d{6}[A-Z0-9]{2}[0-9A]$/;
const RFC_FISICA = /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{2}[0-9A]$/;
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const;

export type RfcCheck = {
  valid: boolean;
  kind?: 'moral' | 'fisica';
  generic?: boolean;
  /** Format is right but the check digit does not match: warn, do not reject. */
  checkDigitMismatch?: boolean;
};

function isRealYymmdd(digits: string): boolean {
  const mm = Number(digits.slice(2, 4));
  const dd = Number(digits.slice(4, 6));
  if (mm < 1 || mm > 12 || dd < 1) return false;
  // Any year works for the day count except Feb 29, which needs a leap year; YY 00 is 2000 (leap).
  const yy = Number(digits.slice(0, 2));
  const daysInMonth = [31, yy % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mm - 1] ?? 0;
  return dd <= daysInMonth;
}

export function rfcCheckDigit(rfc: string): string {
  const body = rfc.slice(0, rfc.length - 1).padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += RFC_ALPHABET.indexOf(body[i] ?? ' ') * (13 - i);
  const d = (11 - (sum % 11)) % 11;
  return d === 10 ? 'A' : String(d);
}

export function checkRfc(input: string): RfcCheck {
  const rfc = input.trim().toUpperCase();
  if ((GENERIC_RFCS as readonly string[]).includes(rfc)) return { valid: true, kind: 'moral', generic: true };
  const kind = RFC_MORAL.test(rfc) ? 'moral' : RFC_FISICA.test(rfc) ? 'fisica' : undefined;
  if (!kind) return { valid: false };
  const dateDigits = kind === 'moral' ? rfc.slice(3, 9) : rfc.slice(4, 10);
  if (!isRealYymmdd(dateDigits)) return { valid: false };
  return { valid: true, kind, checkDigitMismatch: rfcCheckDigit(rfc) !== rfc.slice(-1) };
}

const CURP_STATES =
  'AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE';
const CURP = new RegExp(`^[A-Z][AEIOUX][A-Z]{2}\\d{6}[HM](${CURP_STATES})[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\\d$`);
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

export function curpCheckDigit(curp: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_ALPHABET.indexOf(curp[i] ?? '0') * (18 - i);
  return (10 - (sum % 10)) % 10;
}

export function isValidCurp(input: string): boolean {
  const curp = input.trim().toUpperCase();
  return CURP.test(curp) && isRealYymmdd(curp.slice(4, 10)) && curpCheckDigit(curp) === Number(curp[17]);
}

export function nssCheckDigit(nss: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const p = Number(nss[i]) * (i % 2 === 0 ? 1 : 2);
    sum += p >= 10 ? p - 9 : p;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidNss(input: string): boolean {
  const nss = input.trim();
  return /^\d{11}$/.test(nss) && nssCheckDigit(nss) === Number(nss[10]);
}

const CLABE_WEIGHTS = [3, 7, 1];
export function clabeCheckDigit(clabe: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(clabe[i]) * (CLABE_WEIGHTS[i % 3] ?? 1)) % 10;
  return (10 - (sum % 10)) % 10;
}

export function isValidClabe(input: string): boolean {
  const clabe = input.trim();
  return /^\d{18}$/.test(clabe) && clabeCheckDigit(clabe) === Number(clabe[17]);
}

/** The spec's supplier RFC message (part 2 §5). */
export const rfcMessage = 'Introduzca un R.F.C. válido.';
export const rfcSchema = z
  .string({ error: rfcMessage })
  .trim()
  .toUpperCase()
  .refine((v) => checkRfc(v).valid, { message: rfcMessage });
