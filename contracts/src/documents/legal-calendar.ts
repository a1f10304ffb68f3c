import { addDays, formatDay, parseDay, weekday, type Period } from './periods';

/**
 * The legal calendar of due dates (issue 13; domain file "Why customers collect it"): our own code, no library,
 * so the rules are visible and tested against published dates (__tests__/legal-calendar.test.ts).
 *
 * - Monthly SAT and IMSS obligations (ISR and IVA returns, IMSS contributions) are due the 17th of the following
 *   month (CFF art. 31 and LISR/LIVA monthly payments; LSS art. 39); bimonthly INFONAVIT/RCV the 17th of the month
 *   after the bimester (LSS art. 39-A, Ley INFONAVIT art. 35).
 * - ICSOE (LSS art. 15-A) and SISUB (Ley INFONAVIT art. 29 Bis) are due the 17th of January, May and September for
 *   the cuatrimestres Sep–Dec, Jan–Apr and May–Aug.
 * - A due date on a non-working day moves to the next working day (CFF art. 12). Non-working days here are
 *   weekends and the rest days of LFT art. 74. Not modelled: the SAT's general holiday periods and the election
 *   days of art. 74 fr. IX, which are announced each year (a tenant's extra closed days would go in as data).
 */

export type RestDay = { day: string; name: string };

/** The n-th Monday (1-based) of a month, 'yyyy-mm-dd'. */
function nthMonday(year: number, month: number, n: number): string {
  const first = formatDay(year, month, 1);
  const offset = (8 - weekday(first)) % 7; // days from the 1st to the first Monday
  return addDays(first, offset + (n - 1) * 7);
}

/**
 * The rest days of LFT art. 74 in a year, in date order. The Mondays of February, March and November apply since
 * the reform of 17 January 2006 (before it: 5 February, 21 March, 20 November). The transmission of the Federal
 * Executive is 1 October every six years since 2024 (constitutional reform of 2014, first applied in 2024) and was
 * 1 December every six years before (1934 … 2018).
 */
export function restDaysOfYear(year: number): RestDay[] {
  const mondays = year >= 2006;
  const days: RestDay[] = [
    { day: formatDay(year, 1, 1), name: 'Año Nuevo' },
    { day: mondays ? nthMonday(year, 2, 1) : formatDay(year, 2, 5), name: 'Día de la Constitución' },
    { day: mondays ? nthMonday(year, 3, 3) : formatDay(year, 3, 21), name: 'Natalicio de Benito Juárez' },
    { day: formatDay(year, 5, 1), name: 'Día del Trabajo' },
    { day: formatDay(year, 9, 16), name: 'Día de la Independencia' },
    { day: mondays ? nthMonday(year, 11, 3) : formatDay(year, 11, 20), name: 'Día de la Revolución' },
    { day: formatDay(year, 12, 25), name: 'Navidad' },
  ];
  if (year >= 2024 && (year - 2024) % 6 === 0) days.push({ day: formatDay(year, 10, 1), name: 'Transmisión del Poder Ejecutivo Federal' });
  if (year >= 1934 && year <= 2018 && (year - 1934) % 6 === 0) days.push({ day: formatDay(year, 12, 1), name: 'Transmisión del Poder Ejecutivo Federal' });
  return days.sort((a, b) => a.day.localeCompare(b.day));
}

const restDayCache = new Map<number, Set<string>>();
function restDaySet(year: number): Set<string> {
  let set = restDayCache.get(year);
  if (!set) {
    set = new Set(restDaysOfYear(year).map((d) => d.day));
    restDayCache.set(year, set);
  }
  return set;
}

/** A rest day of LFT art. 74 (weekends aside). */
export function isRestDay(day: string): boolean {
  return restDaySet(parseDay(day).year).has(day);
}

export function isWeekend(day: string): boolean {
  const d = weekday(day);
  return d === 0 || d === 6;
}

export function isNonWorkingDay(day: string): boolean {
  return isWeekend(day) || isRestDay(day);
}

/** The day itself when it is a working day, else the next working day. */
export function nextWorkingDay(day: string): string {
  let d = day;
  while (isNonWorkingDay(d)) d = addDays(d, 1);
  return d;
}

/** The 17th of the month after (year, month), moved to the next working day. */
export function seventeenthAfter(year: number, month: number): string {
  const y = month === 12 ? year + 1 : year;
  const m = month === 12 ? 1 : month + 1;
  return nextWorkingDay(formatDay(y, m, 17));
}

/** Monthly SAT/IMSS obligations of a month (1-12): the 17th of the following month, moved to a working day. */
export function monthlyObligationDueDate(year: number, month: number): string {
  return seventeenthAfter(year, month);
}

/**
 * ICSOE/SISUB of a cuatrimestre (1 Jan–Apr, 2 May–Aug, 3 Sep–Dec): the 17th of May, September or January of
 * the next year, moved to a working day.
 */
export function cuatrimestralDueDate(year: number, cuatrimestre: 1 | 2 | 3): string {
  return seventeenthAfter(year, cuatrimestre * 4);
}

/**
 * The due date of a period of a month-based cadence whose obligation is due the 17th of the month after the
 * period ends (monthly, bimonthly, quarterly in either reading, semiannual). Null for the cadences with no such
 * rule here (initial, daily, weekly, biweekly, yearly: the annual return has its own dates by kind of taxpayer).
 */
export function dueDateOfPeriod(period: Pick<Period, 'cadence' | 'end'>): string | null {
  if (!['monthly', 'bimonthly', 'quarterly', 'semiannual'].includes(period.cadence) || !period.end) return null;
  const { year, month } = parseDay(period.end);
  return seventeenthAfter(year, month);
}
