import { describe, expect, it } from 'vitest';
import { addMonths, parseDate, parsePeriod } from '../dates';
import { moneyExtractor, parseMoney } from '../money';
import { clabeIn, curpsIn, nssIn, registroPatronalIn, repairRfc, rfcsIn } from '../normalise';
import { fold, foldLabel, numberingLength } from '../text';

describe('identifiers', () => {
  it('repairs an RFC by position: letters in the name part, digits in the date and check digit', () => {
    expect(repairRfc('EXPI5O3O1AB2')).toEqual({ value: 'EXP150301AB2', repaired: true });
    expect(repairRfc('PELJ8OO1O1H74').value).toBe('PELJ800101H74');
    expect(repairRfc('5AT97O7O1NN3').value).toBe('SAT970701NN3');
    expect(repairRfc('exp-150301-ab2')).toEqual({ value: 'EXP150301AB2', repaired: false });
  });

  it('finds RFCs in text, skipping numbers that only look like one', () => {
    expect(rfcsIn('Clave: EXP 150301 AB2 y 123456789012').map((r) => r.value)).toEqual(['EXP150301AB2']);
    expect(rfcsIn('CURP PELJ800101HDFRPN01')).toEqual([]);
    expect(rfcsIn('EXP991399AB2')).toEqual([]); // not a real date
  });

  it('CURP, NSS (grouped, OCR O), CLABE in groups, registro patronal with dashes', () => {
    expect(curpsIn('curp: PELJ8OO1O1HDFRPN01')[0]?.value).toBe('PELJ800101HDFRPN01');
    expect(nssIn('NSS 12-34-56-789O-3 JUAN')[0]).toEqual({ value: '12345678903', repaired: true });
    expect(clabeIn('CLABE 012 180 00123456789 9')?.value).toBe('012180001234567899');
    expect(registroPatronalIn('Reg. Pat. Y54-12345-10-5')?.value).toBe('Y5412345105');
  });
});

describe('dates, periods, money', () => {
  it('reads the Spanish date forms and an optional time', () => {
    expect(parseDate('03 de marzo de 2026')).toBe('2026-03-03');
    expect(parseDate('el día 3 de Marzo del 2026')).toBe('2026-03-03');
    expect(parseDate('03/03/2026')).toBe('2026-03-03');
    expect(parseDate('2026-03-03')).toBe('2026-03-03');
    expect(parseDate('03-MAR-2026')).toBe('2026-03-03');
    expect(parseDate('O3/O3/2O26')).toBe('2026-03-03');
    expect(parseDate('31/02/2026')).toBeUndefined();
    expect(parseDate('3 de septiembre de 2026, a las 9:05 horas', { withTime: true })).toBe('2026-09-03T09:05');
    expect(parseDate('17/04/2026 12:41:10', { withTime: true })).toBe('2026-04-17T12:41');
  });

  it('reads months, bimestres and cuatrimestres as inclusive days', () => {
    expect(parsePeriod('03-2026')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(parsePeriod('Marzo 2026')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(parsePeriod('febrero de 2028')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(parsePeriod('2026/11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(parsePeriod('Enero - Abril 2026')).toEqual({ from: '2026-01-01', to: '2026-04-30' });
    expect(parsePeriod('septiembre a diciembre de 2025')).toEqual({ from: '2025-09-01', to: '2025-12-31' });
    expect(parsePeriod('2º cuatrimestre 2026')).toEqual({ from: '2026-05-01', to: '2026-08-31' });
    expect(parsePeriod('Bimestre 3/2026')).toEqual({ from: '2026-05-01', to: '2026-06-30' });
    expect(parsePeriod('del 01/03/2026 al 31/03/2026')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(parsePeriod('sin periodo')).toBeUndefined();
  });

  it('normalises amounts to "12345.67"', () => {
    expect(parseMoney('$ 12,345.67')).toBe('12345.67');
    expect(parseMoney('MXN 1,200')).toBe('1200.00');
    expect(parseMoney('12345,5')).toBe('12345.50');
    expect(parseMoney('31 512.40')).toBe('512.40');
    expect(parseMoney('no amount')).toBeUndefined();
  });

  it('month arithmetic keeps the month end; folding keeps positions', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(fold('Período ÉXITO')).toBe('periodo exito');
    expect(fold('Período').length).toBe('Período'.length);
  });
});

describe('dates, periods and amounts in every Mexican form (layout-independent rules)', () => {
  it('dates: ordinal first day, "del año", two-digit years with slashes only, ISO with T, short month names', () => {
    expect(parseDate('México, D.F., 1o. de julio de 2026')).toBe('2026-07-01');
    expect(parseDate('el 1º de julio de 2026')).toBe('2026-07-01');
    expect(parseDate('a 9 de agosto del año 2026')).toBe('2026-08-09');
    expect(parseDate('a los 12 días del mes de octubre del año 2025')).toBe('2025-10-12');
    expect(parseDate('Emitido: 09/08/26')).toBe('2026-08-09');
    // An NSS in groups is no date (dashes), nor a page count.
    expect(parseDate('NSS 21-11-67-4331-7')).toBeUndefined();
    expect(parseDate('2026-08-09T16:40:05', { withTime: true })).toBe('2026-08-09T16:40');
    expect(parseDate('9 MZO 2026')).toBe('2026-03-09');
    expect(parseDate('30 agto. 2025')).toBe('2025-08-30');
  });

  it('dates: a two-digit year with dashes or dots when a time is stamped after it (portals), never a phone number', () => {
    expect(parseDate('Generada 14-03-26 09:05:12', { withTime: true })).toBe('2026-03-14T09:05');
    expect(parseDate('Consulta: 07.11.25, 18:40 hrs', { withTime: true })).toBe('2025-11-07T18:40');
    expect(parseDate('Tel. 55-12-34 ext. 201')).toBeUndefined();
    expect(parseDate('NSS 21-11-67-4331-7 10:00')).toBeUndefined();
  });

  it('periods: a range of days in one month, months each with their year, numeric month ranges', () => {
    expect(parsePeriod('Periodo del 1 al 30 de junio de 2026')).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    expect(parsePeriod('mayo 2025 a agosto 2025')).toEqual({ from: '2025-05-01', to: '2025-08-31' });
    expect(parsePeriod('05/2025 - 08/2025')).toEqual({ from: '2025-05-01', to: '2025-08-31' });
    expect(parsePeriod('tercer cuatrimestre de 2025')).toEqual({ from: '2025-09-01', to: '2025-12-31' });
    expect(parsePeriod('Bimestre IV/2026')).toEqual({ from: '2026-07-01', to: '2026-08-31' });
  });

  it('amounts: dots for thousands with a decimal comma, words in brackets, M.N.', () => {
    expect(parseMoney('Total 18.250,40')).toBe('18250.40');
    expect(parseMoney('$ 3,100.50 (TRES MIL CIEN PESOS 50/100 M.N.)')).toBe('3100.50');
    expect(parseMoney('3,100 M.N.')).toBe('3100.00');
    // A date below an amount's caption is no amount; an amount beside a date is still read.
    expect(moneyExtractor('22/06/2026')).toBeUndefined();
    expect(moneyExtractor('Pagado el 22/06/2026: 4,150.00')).toBe('4150.00');
  });

  it('label folding: numberings of every style, Nº as No, plural markers', () => {
    for (const n of ['2. ', '2.- ', '2) ', 'ii. ', 'b) ', 'seccion 3 ', '4.1. ']) expect(numberingLength(`${n}denominacion`)).toBe(n.length);
    expect(numberingLength('2026 ejercicio')).toBe(0);
    expect(fold('Nº de control')).toBe('no de control');
    expect(foldLabel('Contrato(s) y Trabajador(es)')).toBe('contratos   y trabajadores  ');
  });
});
