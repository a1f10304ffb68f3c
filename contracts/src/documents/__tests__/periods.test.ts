import { describe, expect, it } from 'vitest';
import {
  cadenceNames,
  cadenceOf,
  cadences,
  currentPeriod,
  mexicoCityDay,
  nextPeriod,
  periodNumber,
  periodNumberOfMonth,
  periodOf,
  periodOfDay,
  periodsBetween,
  periodsInYear,
  periodsOfYear,
  previousPeriod,
} from '../periods';

describe('period numbers in both readings of part 2 §9', () => {
  it('general: monthly = month, bimonthly = ceil(m/2), quarterly = ceil(m/3), semiannual = ceil(m/6), yearly = 1', () => {
    const months = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(months.map((m) => periodNumberOfMonth.general('monthly', m))).toEqual(months);
    expect(months.map((m) => periodNumberOfMonth.general('bimonthly', m))).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    expect(months.map((m) => periodNumberOfMonth.general('quarterly', m))).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]);
    expect(months.map((m) => periodNumberOfMonth.general('semiannual', m))).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    expect(months.map((m) => periodNumberOfMonth.general('yearly', m))).toEqual(Array(12).fill(1));
  });

  it('supplierAudit: bimonthly groups 2 months, quarterly groups 4 (cuatrimestres)', () => {
    const months = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(months.map((m) => periodNumberOfMonth.supplierAudit('bimonthly', m))).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    expect(months.map((m) => periodNumberOfMonth.supplierAudit('quarterly', m))).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect(cadenceNames.supplierAudit.quarterly.many).toBe('Cuatrimestrales');
    expect(cadenceNames.general.quarterly.one).toBe('Trimestral');
  });

  it('the same day reads differently only for quarterly', () => {
    expect(periodNumber('quarterly', '2026-05-20')).toBe(2);
    expect(periodNumber('quarterly', '2026-05-20', 'supplierAudit')).toBe(2);
    expect(periodNumber('quarterly', '2026-04-30')).toBe(2);
    expect(periodNumber('quarterly', '2026-04-30', 'supplierAudit')).toBe(1);
    expect(periodNumber('quarterly', '2026-12-01', 'supplierAudit')).toBe(3);
    expect(periodNumber('quarterly', '2026-12-01')).toBe(4);
    expect(periodsInYear('quarterly', 2026)).toBe(4);
    expect(periodsInYear('quarterly', 2026, 'supplierAudit')).toBe(3);
  });

  it('daily, weekly (ISO) and biweekly (quincenas)', () => {
    expect(periodNumber('daily', '2026-01-01')).toBe(1);
    expect(periodNumber('daily', '2024-12-31')).toBe(366);
    expect(periodRefYear('weekly', '2026-01-01')).toEqual({ year: 2026, number: 1 }); // Thursday
    expect(periodRefYear('weekly', '2027-01-01')).toEqual({ year: 2026, number: 53 }); // Friday of 2026's week 53
    expect(periodRefYear('weekly', '2024-12-30')).toEqual({ year: 2025, number: 1 });
    expect(periodNumber('biweekly', '2026-02-15')).toBe(3);
    expect(periodNumber('biweekly', '2026-02-16')).toBe(4);
    expect(periodNumber('biweekly', '2026-12-31')).toBe(24);
    expect(periodNumber('initial', '2026-06-01')).toBe(1);
  });
});

function periodRefYear(cadence: 'weekly', day: string) {
  const p = periodOfDay(cadence, day);
  return { year: p.year, number: p.number };
}

describe('period days and Spanish labels', () => {
  it('month-based periods', () => {
    expect(periodOfDay('monthly', '2026-01-09')).toMatchObject({ start: '2026-01-01', end: '2026-01-31', label: 'Enero 2026', name: 'Enero', month: 1 });
    expect(periodOfDay('monthly', '2028-02-10')).toMatchObject({ end: '2028-02-29', label: 'Febrero 2028' });
    expect(periodOfDay('bimonthly', '2026-02-10')).toMatchObject({ number: 1, start: '2026-01-01', end: '2026-02-28', label: '1er bimestre 2026' });
    expect(periodOfDay('bimonthly', '2026-04-10').label).toBe('2º bimestre 2026');
    expect(periodOfDay('quarterly', '2026-08-10')).toMatchObject({ start: '2026-07-01', end: '2026-09-30', label: '3er trimestre 2026', month: 7 });
    expect(periodOfDay('quarterly', '2026-08-10', 'supplierAudit')).toMatchObject({ start: '2026-05-01', end: '2026-08-31', label: '2º cuatrimestre 2026', month: 5 });
    expect(periodOfDay('semiannual', '2026-08-10')).toMatchObject({ start: '2026-07-01', end: '2026-12-31', label: '2º semestre 2026' });
    expect(periodOfDay('yearly', '2026-08-10')).toMatchObject({ start: '2026-01-01', end: '2026-12-31', label: 'Anual 2026' });
    expect(periodOfDay('initial', '2026-08-10')).toMatchObject({ year: null, start: null, end: null, label: 'Inicial', key: 'initial' });
  });

  it('day-based periods', () => {
    expect(periodOfDay('daily', '2026-03-05')).toMatchObject({ start: '2026-03-05', end: '2026-03-05', label: '05-mar-2026' });
    expect(periodOfDay('weekly', '2026-01-01')).toMatchObject({ start: '2025-12-29', end: '2026-01-04', label: 'Semana 1 de 2026' });
    expect(periodOfDay('biweekly', '2026-02-20')).toMatchObject({ start: '2026-02-16', end: '2026-02-28', label: '2ª quincena de febrero 2026' });
    expect(periodOfDay('biweekly', '2026-02-01').label).toBe('1ª quincena de febrero 2026');
  });

  it('keys are stable and name the reading where it matters', () => {
    expect(periodOfDay('monthly', '2026-01-09').key).toBe('monthly:2026:1');
    expect(periodOfDay('quarterly', '2026-01-09', 'supplierAudit').key).toBe('quarterly/supplierAudit:2026:1');
    expect(periodOfDay('quarterly', '2026-01-09').key).toBe('quarterly:2026:1');
  });

  it('refuses a period outside the year', () => {
    expect(() => periodOf({ cadence: 'quarterly', reading: 'supplierAudit', year: 2026, number: 4 })).toThrow(RangeError);
    expect(() => periodOf({ cadence: 'monthly', reading: 'general', year: 2026, number: 0 })).toThrow(RangeError);
    expect(() => periodOfDay('monthly', '2026-02-30')).toThrow(RangeError);
  });
});

describe('moving between periods', () => {
  it('previous and next across years', () => {
    expect(previousPeriod(periodOfDay('monthly', '2026-01-15')).label).toBe('Diciembre 2025');
    expect(nextPeriod(periodOfDay('quarterly', '2026-10-15', 'supplierAudit')).label).toBe('1er cuatrimestre 2027');
    expect(previousPeriod(periodOfDay('weekly', '2027-01-06')).label).toBe('Semana 53 de 2026');
    expect(previousPeriod(periodOfDay('daily', '2025-01-01')).start).toBe('2024-12-31');
    expect(nextPeriod(periodOfDay('biweekly', '2026-12-20')).start).toBe('2027-01-01');
    expect(previousPeriod(periodOfDay('initial', '2026-01-01')).key).toBe('initial');
  });

  it('the current period is the one of today in Mexico City (UTC−6)', () => {
    // 2026-02-01 03:00 UTC is still 31 January in Mexico City.
    expect(mexicoCityDay(new Date('2026-02-01T03:00:00Z'))).toBe('2026-01-31');
    expect(currentPeriod('monthly', new Date('2026-02-01T03:00:00Z')).label).toBe('Enero 2026');
    expect(currentPeriod('monthly', new Date('2026-02-01T06:00:00Z')).label).toBe('Febrero 2026');
  });

  it('periodsBetween lists every period touching the range, oldest first', () => {
    expect(periodsBetween('monthly', '2025-11-20', '2026-02-01').map((p) => p.label)).toEqual(['Noviembre 2025', 'Diciembre 2025', 'Enero 2026', 'Febrero 2026']);
    expect(periodsBetween('quarterly', '2025-12-01', '2026-05-01', 'supplierAudit').map((p) => p.label)).toEqual([
      '3er cuatrimestre 2025',
      '1er cuatrimestre 2026',
      '2º cuatrimestre 2026',
    ]);
    expect(periodsBetween('bimonthly', '2026-01-01', '2026-12-31')).toHaveLength(6);
    expect(periodsBetween('weekly', '2026-01-01', '2026-12-31')).toHaveLength(53);
    expect(periodsBetween('daily', '2024-01-01', '2024-12-31')).toHaveLength(366);
    expect(periodsBetween('initial', '2020-01-01', '2026-12-31').map((p) => p.label)).toEqual(['Inicial']);
    expect(periodsBetween('monthly', '2026-03-01', '2026-02-01')).toEqual([]);
  });

  it('the periods of a year give part 1 §3 Period {name, month}', () => {
    expect(periodsOfYear('bimonthly', 2026).map((p) => ({ name: p.name, month: p.month }))).toEqual([
      { name: '1er bimestre', month: 1 },
      { name: '2º bimestre', month: 3 },
      { name: '3er bimestre', month: 5 },
      { name: '4º bimestre', month: 7 },
      { name: '5º bimestre', month: 9 },
      { name: '6º bimestre', month: 11 },
    ]);
    expect(periodsOfYear('monthly', 2026)).toHaveLength(12);
  });

  it('every cadence works for every day of a year, and periods tile the year without gaps', () => {
    for (const cadence of cadences) {
      if (cadence === 'initial') continue;
      for (const reading of ['general', 'supplierAudit'] as const) {
        const ps = periodsBetween(cadence, '2026-01-01', '2026-12-31', reading);
        for (let i = 1; i < ps.length; i++) {
          expect(ps[i]!.start, `${cadence} ${reading} ${ps[i]!.key}`).toBe(nextDay(ps[i - 1]!.end!));
        }
      }
    }
  });

  it('knows the spec aliases', () => {
    expect(cadenceOf('biannual')).toBe('semiannual');
    expect(cadenceOf('Monthly')).toBe('monthly');
    expect(cadenceOf('fortnightly')).toBeUndefined();
  });
});

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
