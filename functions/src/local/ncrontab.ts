/**
 * NCRONTAB schedules as the Functions timer trigger reads them: six fields
 * (second minute hour day month day-of-week), with `*`, lists, ranges and steps. Evaluated in UTC, as on Azure
 * unless WEBSITE_TIME_ZONE is set.
 */

type Field = Set<number>;
const RANGES: [number, number][] = [
  [0, 59],
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 6],
];
const NAMES: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
  sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6,
};

function parseField(text: string, [min, max]: [number, number]): Field {
  const out = new Set<number>();
  for (const part of text.toLowerCase().split(',')) {
    const [range = '*', stepText] = part.split('/');
    const step = stepText ? Number(stepText) : 1;
    if (!Number.isInteger(step) || step < 1) throw new Error(`Invalid step in "${text}"`);
    let lo = min;
    let hi = max;
    if (range !== '*') {
      const [a = '', b] = range.split('-');
      lo = NAMES[a] ?? Number(a);
      hi = b !== undefined ? (NAMES[b] ?? Number(b)) : stepText ? max : lo;
    }
    if (!Number.isInteger(lo) || !Number.isInteger(hi) || lo < min || hi > max || lo > hi) throw new Error(`Invalid field "${text}"`);
    for (let v = lo; v <= hi; v += step) out.add(v);
  }
  return out;
}

export type Schedule = { next(after: Date): Date };

export function parseSchedule(expression: string): Schedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 6) throw new Error(`NCRONTAB needs 6 fields: "${expression}"`);
  const [sec, min, hour, day, month, dow] = parts.map((p, i) => parseField(p, RANGES[i]!)) as [Field, Field, Field, Field, Field, Field];
  return {
    next(after: Date): Date {
      const t = new Date(Math.floor(after.getTime() / 1000) * 1000 + 1000);
      // Bounded search: at most ~4 years of seconds would be absurd; step by the coarsest unit that fails.
      for (let guard = 0; guard < 500_000; guard++) {
        if (!month.has(t.getUTCMonth() + 1)) {
          t.setUTCMonth(t.getUTCMonth() + 1, 1);
          t.setUTCHours(0, 0, 0, 0);
          continue;
        }
        if (!day.has(t.getUTCDate()) || !dow.has(t.getUTCDay())) {
          t.setUTCDate(t.getUTCDate() + 1);
          t.setUTCHours(0, 0, 0, 0);
          continue;
        }
        if (!hour.has(t.getUTCHours())) {
          t.setUTCHours(t.getUTCHours() + 1, 0, 0, 0);
          continue;
        }
        if (!min.has(t.getUTCMinutes())) {
          t.setUTCMinutes(t.getUTCMinutes() + 1, 0, 0);
          continue;
        }
        if (!sec.has(t.getUTCSeconds())) {
          t.setUTCSeconds(t.getUTCSeconds() + 1, 0);
          continue;
        }
        return t;
      }
      throw new Error(`No next occurrence for "${expression}"`);
    },
  };
}
