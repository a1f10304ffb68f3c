import { describe, expect, it } from 'vitest';
import { parseSchedule } from '../ncrontab';

describe('NCRONTAB schedules', () => {
  it('finds the next occurrence of a six-field expression in UTC', () => {
    const every5min = parseSchedule('0 */5 * * * *');
    expect(every5min.next(new Date('2026-11-21T10:02:30Z')).toISOString()).toBe('2026-11-21T10:05:00.000Z');
    const daily = parseSchedule('0 30 9 * * *');
    expect(daily.next(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe('2026-11-22T09:30:00.000Z');
    const mondays = parseSchedule('0 0 6 * * Mon');
    expect(mondays.next(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe('2026-11-23T06:00:00.000Z');
    const firstOfMonth = parseSchedule('0 0 0 1 * *');
    expect(firstOfMonth.next(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
  it('rejects five-field and malformed expressions', () => {
    expect(() => parseSchedule('*/5 * * * *')).toThrow(/6 fields/);
    expect(() => parseSchedule('0 61 * * * *')).toThrow(/Invalid/);
  });
});
