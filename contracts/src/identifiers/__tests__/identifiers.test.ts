import { describe, expect, it } from 'vitest';
import { checkRfc, isValidClabe, isValidCurp, isValidNss, rfcCheckDigit, rfcSchema, clabeCheckDigit, nssCheckDigit, curpCheckDigit } from '../identifiers';

describe('RFC', () => {
  it('accepts real RFCs (moral and física) and the generic ones', () => {
    expect(checkRfc('SAT970701NN3')).toEqual({ valid: true, kind: 'moral', checkDigitMismatch: false });
    expect(checkRfc('gode561231gr8')).toEqual({ valid: true, kind: 'fisica', checkDigitMismatch: false });
    expect(checkRfc('XAXX010101000').generic).toBe(true);
  });
  it('rejects impossible dates and bad shapes, warns on a wrong check digit', () => {
    expect(checkRfc('SAT971301NN3').valid).toBe(false);
    expect(checkRfc('SAT970230NN3').valid).toBe(false);
    expect(checkRfc('SA970701NN3').valid).toBe(false);
    expect(checkRfc('SAT970701NN4')).toEqual({ valid: true, kind: 'moral', checkDigitMismatch: true });
    expect(rfcCheckDigit('SAT970701NN0')).toBe('3');
  });
  it('schema uppercases and answers the spec message', () => {
    expect(rfcSchema.parse(' sat970701nn3 ')).toBe('SAT970701NN3');
    expect(rfcSchema.safeParse('nope').error?.issues[0]?.message).toBe('Introduzca un R.F.C. válido.');
  });
});

describe('CURP, NSS, CLABE check digits', () => {
  it('validates a CURP built with its check digit and rejects a changed one', () => {
    const body = 'GODE561231HDFRRN0';
    const curp = body + curpCheckDigit(body);
    expect(isValidCurp(curp)).toBe(true);
    expect(isValidCurp(body + ((curpCheckDigit(body) + 1) % 10))).toBe(false);
    expect(isValidCurp('GODE561231HZZRRN09')).toBe(false); // unknown state
  });
  it('validates NSS (Luhn) and CLABE (3-7-1)', () => {
    expect(nssCheckDigit('1234567890')).toBe(3);
    expect(isValidNss('12345678903')).toBe(true);
    expect(isValidNss('12345678904')).toBe(false);
    const clabe = '00218001234567890' + clabeCheckDigit('00218001234567890');
    expect(isValidClabe(clabe)).toBe(true);
    expect(isValidClabe('002180012345678901'.slice(0, 17) + ((Number(clabe[17]) + 1) % 10))).toBe(false);
    expect(isValidClabe('12345')).toBe(false);
  });
});
