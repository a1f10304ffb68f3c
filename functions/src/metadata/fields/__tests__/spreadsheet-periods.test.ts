import { describe, expect, it } from 'vitest';
import { parseFields } from '..';
import { parsePeriod } from '../dates';

const read = (text: string) => ({ kind: 'pdf-text', method: 'pdf-text', text, pages: 1, confidence: 1 }) as never;
const periodo = (type: string, text: string) => parseFields(type, read(text)).fields.find((f) => f.key === 'periodo')?.value;

describe("a spreadsheet's month format 'mmm-yy' (session 14)", () => {
  it.each([
    ['abr-26', '2026-04-01'],
    ['Septiembre-25', '2025-09-01'],
    ['Oct/24', '2024-10-01'],
    ["dic'25", '2025-12-01'],
  ])('%s is a month and its year', (text, from) => expect(parsePeriod(text)?.from).toBe(from));

  it('a day before the month makes a date, not a month', () => {
    expect(parsePeriod('14-feb-26')).toBeUndefined();
  });

  it("SIPARE: the 'Mes' cell holds the month and its year", () => {
    expect(periodo('mxsipare', ['Control de pagos.xlsx', 'Registro patronal\tB1234567108', 'Mes\tfebrero-26', 'Fecha de pago\t16-mar-26', 'Importe\t$5,310.00'].join('\n'))).toBe('02-2026');
  });
});

describe("a period's first and last days on lines of their own (session 14)", () => {
  // The cédulas key a bimestre by its last month (March-April 2026: '04-2026').
  it('INFONAVIT cédula: workbook date cells with the time', () => {
    const text = ['Cédula de aportaciones', 'Registro patronal\tB1234567108', 'Fecha de inicio del periodo\t2026-03-01 0:00:00', 'Fecha de fin del periodo\t2026-04-30 0:00:00'].join('\n');
    expect(periodo('mxinfonavitbim', text)).toBe('04-2026');
  });
});
