import { describe, expect, it } from 'vitest';
import { numberInWords, parseDate } from '../dates';
import { parseFields } from '../index';
import type { Extraction } from '../types';
import { pdf } from './samples';

/**
 * Dates written in words, as letters, resolutions and notarial texts print them (session 13): the day, the year or
 * both as letters. Samples written from the habit. Identifiers: RFC EXP150301AB2, NRP Y5412345105.
 */

const value = (e: Extraction, key: string) => e.fields.find((f) => f.key === key)?.value;

describe('Dates in words (session 13)', () => {
  it('numbers 1-99 in words: units, the twenties in one word, tens joined by y, the first of the month', () => {
    expect(['uno', 'primero', 'quince', 'veintidos', 'veintiun', 'treinta y uno', 'noventa y nueve', 'diez y seis', 'cuarenta'].map(numberInWords)).toEqual([1, 1, 15, 22, 21, 31, 99, 16, 40]);
    expect(['cien', 'treinta y diez', 'mil'].map(numberInWords)).toEqual([undefined, undefined, undefined]);
  });

  it('the day and the year in words, either in words, the notarial "a los … días del mes de …"', () => {
    expect(parseDate('Monterrey, Nuevo León, a veintitrés de febrero de dos mil veintiséis.')).toBe('2026-02-23');
    expect(parseDate('el primero de octubre de 2025')).toBe('2025-10-01');
    expect(parseDate('el 14 de enero de dos mil veinticuatro')).toBe('2024-01-14');
    expect(parseDate('a los treinta y un días del mes de julio del año dos mil veinticinco')).toBe('2025-07-31');
    expect(parseDate('inscrita el doce de marzo de mil novecientos noventa y ocho')).toBe('1998-03-12');
  });

  it('no date from words that only look like one: an impossible day, a count of months', () => {
    expect(parseDate('treinta y uno de febrero de dos mil veinticinco')).toBeUndefined();
    expect(parseDate('dos de los doce meses de dos mil veinticinco')).toBeUndefined();
  });

  it("an employer registration's date of alta in a sentence, in words", () => {
    const text = 'INSTITUTO MEXICANO DEL SEGURO SOCIAL\nConstancia de registro patronal\nRegistro patronal: Y5412345105\nRFC: EXP150301AB2\nRazón social: EXPEDIENTES DEL NORTE SA DE CV\nHacemos constar que el patrón fue dado de alta el nueve de septiembre de dos mil diecisiete con la clase de riesgo II.';
    expect(value(parseFields('mxregpatronal', pdf(text)), 'fechaAlta')).toBe('2017-09-09');
    const inscrito = text.replace(/fue dado de alta el/, 'quedó inscrito ante el Instituto con fecha');
    expect(value(parseFields('mxregpatronal', pdf(inscrito)), 'fechaAlta')).toBe('2017-09-09');
  });
});
