import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, formatNumber } from '../format';

describe('formatDate', () => {
  it('writes dd-MMM-yyyy with the Spanish month abbreviation, lower case, no dot', () => {
    expect(formatDate('2026-01-05')).toBe('05-ene-2026');
    expect(formatDate('2025-09-30')).toBe('30-sep-2025');
    expect(formatDate('2025-12-01')).toBe('01-dic-2025');
  });

  it('shows a date-time in Mexico City (UTC-6)', () => {
    expect(formatDate('2026-01-05T12:00:00Z')).toBe('05-ene-2026');
    // 03:00 UTC on the 6th is still the 5th in Mexico City.
    expect(formatDate('2026-01-06T03:00:00Z')).toBe('05-ene-2026');
    expect(formatDate(new Date(Date.UTC(2026, 7, 1, 12)))).toBe('01-ago-2026');
    // The spec's period date: first day of the month at -06:00.
    expect(formatDate('2024-02-01T00:00:00-06:00')).toBe('01-feb-2024');
  });

  it("answers 'Fecha no disponible' for no date or an invalid one", () => {
    expect(formatDate(null)).toBe('Fecha no disponible');
    expect(formatDate(undefined)).toBe('Fecha no disponible');
    expect(formatDate('')).toBe('Fecha no disponible');
    expect(formatDate('no es fecha')).toBe('Fecha no disponible');
    expect(formatDate('2025-02-30')).toBe('Fecha no disponible');
    expect(formatDate(new Date(Number.NaN))).toBe('Fecha no disponible');
  });
});

describe('formatDateTime', () => {
  it('shows the Mexico City time, 24-hour clock', () => {
    expect(formatDateTime('2026-01-05T20:30:00Z')).toBe('05-ene-2026 14:30');
    expect(formatDateTime('2026-07-04T05:05:00Z')).toBe('03-jul-2026 23:05');
    expect(formatDateTime(null)).toBe('Fecha no disponible');
  });
});

describe('formatCurrency and formatNumber', () => {
  it('formats MXN in es-MX', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(null)).toBe('');
  });

  it('formats numbers in es-MX', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(formatNumber(2.5, { minimumFractionDigits: 2 })).toBe('2.50');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});
