import { describe, expect, it } from 'vitest';
import {
  cuatrimestralDueDate,
  dueDateOfPeriod,
  isNonWorkingDay,
  isRestDay,
  monthlyObligationDueDate,
  nextWorkingDay,
  restDaysOfYear,
} from '../legal-calendar';
import { periodOfDay } from '../periods';

// Published rest days (DOF/STPS calendars of LFT art. 74) and SAT/IMSS due dates.
describe('rest days of LFT art. 74', () => {
  it('the movable Mondays of 2025-2027', () => {
    for (const day of ['2025-02-03', '2025-03-17', '2025-11-17', '2026-02-02', '2026-03-16', '2026-11-16', '2027-02-01', '2027-03-15', '2027-11-15']) {
      expect(isRestDay(day), day).toBe(true);
    }
    // The fixed historical dates are working days when they are not the Monday.
    expect(isRestDay('2026-02-05')).toBe(false);
    expect(isRestDay('2026-03-21')).toBe(false);
    expect(isRestDay('2026-11-20')).toBe(false);
  });

  it('the fixed days', () => {
    for (const day of ['2025-01-01', '2025-05-01', '2025-09-16', '2025-12-25', '2026-01-01', '2026-05-01', '2026-09-16', '2026-12-25', '2027-12-25']) {
      expect(isRestDay(day), day).toBe(true);
    }
    expect(isRestDay('2026-12-24')).toBe(false);
    expect(isRestDay('2026-11-02')).toBe(false);
  });

  it('the transmission of the Federal Executive: 1 October every six years since 2024, 1 December before', () => {
    expect(isRestDay('2024-10-01')).toBe(true);
    expect(isRestDay('2030-10-01')).toBe(true);
    expect(isRestDay('2036-10-01')).toBe(true);
    expect(isRestDay('2024-12-01')).toBe(false);
    expect(isRestDay('2025-10-01')).toBe(false);
    expect(isRestDay('2027-10-01')).toBe(false);
    expect(isRestDay('2018-12-01')).toBe(true);
    expect(isRestDay('2019-12-01')).toBe(false);
  });

  it('lists each year in order, with names', () => {
    expect(restDaysOfYear(2026).map((d) => d.day)).toEqual(['2026-01-01', '2026-02-02', '2026-03-16', '2026-05-01', '2026-09-16', '2026-11-16', '2026-12-25']);
    expect(restDaysOfYear(2030)).toHaveLength(8);
    expect(restDaysOfYear(2026)[1]!.name).toBe('Día de la Constitución');
  });

  it('before the 2006 reform the old fixed dates', () => {
    expect(isRestDay('2005-02-05')).toBe(true);
    expect(isRestDay('2005-03-21')).toBe(true);
    expect(isRestDay('2005-11-20')).toBe(true);
  });

  it('weekends are non-working days; a working day stays itself', () => {
    expect(isNonWorkingDay('2026-01-17')).toBe(true); // Saturday
    expect(isNonWorkingDay('2026-01-18')).toBe(true); // Sunday
    expect(isNonWorkingDay('2026-01-19')).toBe(false);
    expect(nextWorkingDay('2026-01-19')).toBe('2026-01-19');
    // Friday 25 December 2026 → Monday 28.
    expect(nextWorkingDay('2026-12-25')).toBe('2026-12-28');
    // Saturday 31 January 2026 → Sunday → Monday 2 February (rest day) → Tuesday 3.
    expect(nextWorkingDay('2026-01-31')).toBe('2026-02-03');
  });
});

describe('due dates', () => {
  it('monthly obligations: the 17th of the following month', () => {
    expect(monthlyObligationDueDate(2026, 1)).toBe('2026-02-17');
    expect(monthlyObligationDueDate(2026, 3)).toBe('2026-04-17');
    // A 17th on Saturday moves to Monday.
    expect(monthlyObligationDueDate(2025, 12)).toBe('2026-01-19');
    expect(monthlyObligationDueDate(2026, 9)).toBe('2026-10-19');
    // A 17th on Sunday moves to Monday.
    expect(monthlyObligationDueDate(2026, 4)).toBe('2026-05-18');
    // A 17th that is a rest day (third Monday of March and of November 2025) moves to Tuesday.
    expect(monthlyObligationDueDate(2025, 2)).toBe('2025-03-18');
    expect(monthlyObligationDueDate(2025, 10)).toBe('2025-11-18');
  });

  it('ICSOE/SISUB of 2026: 17 January, May and September, moved to a working day', () => {
    expect(cuatrimestralDueDate(2025, 3)).toBe('2026-01-19'); // Saturday 17 → Monday 19
    expect(cuatrimestralDueDate(2026, 1)).toBe('2026-05-18'); // Sunday 17 → Monday 18
    expect(cuatrimestralDueDate(2026, 2)).toBe('2026-09-17'); // Thursday
    expect(cuatrimestralDueDate(2026, 3)).toBe('2027-01-18'); // Sunday 17 → Monday 18
  });

  it('a period gets the due date of its cadence', () => {
    expect(dueDateOfPeriod(periodOfDay('monthly', '2026-01-20'))).toBe('2026-02-17');
    expect(dueDateOfPeriod(periodOfDay('quarterly', '2026-02-10', 'supplierAudit'))).toBe('2026-05-18');
    expect(dueDateOfPeriod(periodOfDay('quarterly', '2026-10-10', 'supplierAudit'))).toBe('2027-01-18');
    expect(dueDateOfPeriod(periodOfDay('bimonthly', '2026-02-10'))).toBe('2026-03-17');
    expect(dueDateOfPeriod(periodOfDay('initial', '2026-02-10'))).toBeNull();
    expect(dueDateOfPeriod(periodOfDay('yearly', '2026-02-10'))).toBeNull();
  });
});
