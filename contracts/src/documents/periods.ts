/**
 * The one period engine of documents (part 1 §3 Period and Frequencies; part 2 §3 Document type, §9 period
 * numbers): which period of a cadence a calendar day belongs to, its first and last day, its Spanish label, the
 * periods between two days, and the previous/current period. Pure functions on calendar days 'yyyy-mm-dd' (no
 * time zone inside), no zod: the web's first paint imports this module.
 *
 * Part 2 §9 gives two readings of the period number, and both are kept, named:
 * - `general`: monthly = month, bimonthly = ceil(month/2), quarterly = ceil(month/3), semiannual = ceil(month/6),
 *   yearly = 1 (the document lists and detail).
 * - `supplierAudit`: the audit and supplier area groups 2 and 4 months for bimonthly and quarterly, quarterly being
 *   labelled 'Cuatrimestrales'. Bimonthly is the same grouping in both; quarterly is a cuatrimestre
 *   (Jan–Apr, May–Aug, Sep–Dec), which is what ICSOE/SISUB are filed by.
 * Daily, weekly (ISO weeks, Monday to Sunday) and biweekly (quincenas: days 1–15 and 16–end) read the same in both.
 */

export const cadences = ['daily', 'weekly', 'biweekly', 'monthly', 'bimonthly', 'quarterly', 'semiannual', 'yearly', 'initial'] as const;
export type Cadence = (typeof cadences)[number];

export const periodReadings = ['general', 'supplierAudit'] as const;
export type PeriodReading = (typeof periodReadings)[number];

/** Part 1 §3 lists 'biannual' among the frequencies: the same six-month cadence as part 2's 'semiannual'. */
const cadenceAliases: Record<string, Cadence> = { biannual: 'semiannual' };

export function isCadence(value: string): value is Cadence {
  return (cadences as readonly string[]).includes(value);
}

/** A cadence code as the spec writes it (including 'biannual'), or undefined when unknown. */
export function cadenceOf(code: string): Cadence | undefined {
  const c = code.trim().toLowerCase();
  return isCadence(c) ? c : cadenceAliases[c];
}

/** Months per period of the month-based cadences, in each reading. */
export const monthsPerPeriod: Record<PeriodReading, Record<'monthly' | 'bimonthly' | 'quarterly' | 'semiannual' | 'yearly', number>> = {
  general: { monthly: 1, bimonthly: 2, quarterly: 3, semiannual: 6, yearly: 12 },
  supplierAudit: { monthly: 1, bimonthly: 2, quarterly: 4, semiannual: 6, yearly: 12 },
};

type MonthCadence = keyof (typeof monthsPerPeriod)['general'];

/**
 * Periodicity names (part 2 §9: Diario, Semanal, Quincenal, Mensual, Bimestral, Cuatrimestral, Semestral, Anual),
 * singular and plural ('Cuatrimestrales'). Quarterly is 'Trimestral' in the general reading (ours: the spec names
 * only the cuatrimestral one) and 'Cuatrimestral' in the supplier/audit reading.
 */
export const cadenceNames: Record<PeriodReading, Record<Cadence, { one: string; many: string }>> = {
  general: {
    daily: { one: 'Diario', many: 'Diarios' },
    weekly: { one: 'Semanal', many: 'Semanales' },
    biweekly: { one: 'Quincenal', many: 'Quincenales' },
    monthly: { one: 'Mensual', many: 'Mensuales' },
    bimonthly: { one: 'Bimestral', many: 'Bimestrales' },
    quarterly: { one: 'Trimestral', many: 'Trimestrales' },
    semiannual: { one: 'Semestral', many: 'Semestrales' },
    yearly: { one: 'Anual', many: 'Anuales' },
    initial: { one: 'Inicial', many: 'Iniciales' },
  },
  supplierAudit: {
    daily: { one: 'Diario', many: 'Diarios' },
    weekly: { one: 'Semanal', many: 'Semanales' },
    biweekly: { one: 'Quincenal', many: 'Quincenales' },
    monthly: { one: 'Mensual', many: 'Mensuales' },
    bimonthly: { one: 'Bimestral', many: 'Bimestrales' },
    quarterly: { one: 'Cuatrimestral', many: 'Cuatrimestrales' },
    semiannual: { one: 'Semestral', many: 'Semestrales' },
    yearly: { one: 'Anual', many: 'Anuales' },
    initial: { one: 'Inicial', many: 'Iniciales' },
  },
};

export const monthNames = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;
/** dd-MMM-yyyy (part 2 §9) month abbreviations. */
export const monthAbbreviations = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;

/** A period of a cadence: `year` is null only for the initial period (one, timeless). */
export type PeriodRef = { cadence: Cadence; reading: PeriodReading; year: number | null; number: number };

export type Period = PeriodRef & {
  /** First and last calendar day, 'yyyy-mm-dd'; null for the initial period. */
  start: string | null;
  end: string | null;
  /** The first month of the period (1-12; null for initial): part 1 §3 Period {name, month}. */
  month: number | null;
  /** 'Enero 2026', '1er bimestre 2026', 'Inicial'… */
  label: string;
  /** The label without the year ('Enero', '1er bimestre'): period tabs and the period list of a type. */
  name: string;
  /** Stable key, e.g. 'monthly:2026:1', 'quarterly/supplierAudit:2026:2', 'initial'. */
  key: string;
};

// ---------- calendar days ----------

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
export type Day = { year: number; month: number; day: number };

export function parseDay(value: string): Day {
  const m = isoDay.exec(value);
  if (!m) throw new RangeError(`Not a calendar day yyyy-mm-dd: ${value}`);
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  if (d.month < 1 || d.month > 12 || d.day < 1 || d.day > daysInMonth(d.year, d.month)) throw new RangeError(`Not a real day: ${value}`);
  return d;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export function formatDay(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Days since 1970-01-01 (UTC arithmetic on a calendar day, no time zone involved). */
export function dayNumber(value: string): number {
  const { year, month, day } = parseDay(value);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

export function dayFromNumber(n: number): string {
  const d = new Date(n * 86_400_000);
  return formatDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addDays(value: string, days: number): string {
  return dayFromNumber(dayNumber(value) + days);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(value: string): number {
  return new Date(dayNumber(value) * 86_400_000).getUTCDay();
}

/**
 * The calendar day in Mexico City of an instant. Mexico City keeps UTC−6 all year since daylight saving time was
 * abolished (October 2022), which is also the offset the upload modal uses (part 1 §5: the first of the month at −06:00).
 */
export function mexicoCityDay(instant: Date): string {
  const d = new Date(instant.getTime() - 6 * 3_600_000);
  return formatDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** dd-MMM-yyyy (part 2 §9), e.g. '05-ene-2026'. */
export function formatDisplayDay(value: string): string {
  const { year, month, day } = parseDay(value);
  return `${pad(day)}-${monthAbbreviations[month - 1]}-${year}`;
}

// ISO 8601 weeks: Monday to Sunday; week 1 holds the year's first Thursday.
function isoWeekOf(value: string): { year: number; week: number } {
  const n = dayNumber(value);
  const dow = (weekday(value) + 6) % 7; // 0 Monday
  const thursday = n - dow + 3;
  const year = new Date(thursday * 86_400_000).getUTCFullYear();
  const jan1 = Date.UTC(year, 0, 1) / 86_400_000;
  return { year, week: Math.floor((thursday - jan1) / 7) + 1 };
}

function isoWeekMonday(year: number, week: number): number {
  const jan4 = Date.UTC(year, 0, 4) / 86_400_000;
  const jan4dow = (new Date(jan4 * 86_400_000).getUTCDay() + 6) % 7;
  return jan4 - jan4dow + (week - 1) * 7;
}

function isoWeeksInYear(year: number): number {
  return isoWeekOf(formatDay(year, 12, 28)).week;
}

// ---------- period numbers ----------

/** How many periods a cadence has in a year (initial: 1). */
export function periodsInYear(cadence: Cadence, year: number, reading: PeriodReading = 'general'): number {
  if (cadence === 'initial') return 1;
  if (cadence === 'daily') return isLeapYear(year) ? 366 : 365;
  if (cadence === 'weekly') return isoWeeksInYear(year);
  if (cadence === 'biweekly') return 24;
  return 12 / monthsPerPeriod[reading][cadence];
}

/**
 * The period number of a month in each reading, side by side (part 2 §9). Month-based cadences only; 'initial'
 * is period 1.
 */
export const periodNumberOfMonth: Record<PeriodReading, (cadence: MonthCadence | 'initial', month: number) => number> = {
  general: (cadence, month) => (cadence === 'initial' ? 1 : Math.ceil(month / monthsPerPeriod.general[cadence])),
  supplierAudit: (cadence, month) => (cadence === 'initial' ? 1 : Math.ceil(month / monthsPerPeriod.supplierAudit[cadence])),
};

/** The period a calendar day belongs to. */
export function periodRefOf(cadence: Cadence, value: string, reading: PeriodReading = 'general'): PeriodRef {
  const { year, month, day } = parseDay(value);
  switch (cadence) {
    case 'initial':
      return { cadence, reading, year: null, number: 1 };
    case 'daily':
      return { cadence, reading, year, number: dayNumber(value) - Date.UTC(year, 0, 1) / 86_400_000 + 1 };
    case 'weekly': {
      const w = isoWeekOf(value);
      return { cadence, reading, year: w.year, number: w.week };
    }
    case 'biweekly':
      return { cadence, reading, year, number: (month - 1) * 2 + (day <= 15 ? 1 : 2) };
    default:
      return { cadence, reading, year, number: periodNumberOfMonth[reading](cadence, month) };
  }
}

/** The period number of a day (shortcut of periodRefOf). */
export function periodNumber(cadence: Cadence, value: string, reading: PeriodReading = 'general'): number {
  return periodRefOf(cadence, value, reading).number;
}

// ---------- labels ----------

/** Spanish ordinal abbreviations: 1er, 2º, 3er, 4º… (masculine: bimestre, trimestre, cuatrimestre, semestre). */
export function ordinalMasculine(n: number): string {
  return n === 1 || n === 3 ? `${n}er` : `${n}º`;
}
/** 1ª, 2ª… (feminine: quincena). */
export function ordinalFeminine(n: number): string {
  return `${n}ª`;
}

const periodNouns: Record<PeriodReading, Record<'bimonthly' | 'quarterly' | 'semiannual', string>> = {
  general: { bimonthly: 'bimestre', quarterly: 'trimestre', semiannual: 'semestre' },
  supplierAudit: { bimonthly: 'bimestre', quarterly: 'cuatrimestre', semiannual: 'semestre' },
};

function nameOf(ref: PeriodRef, start: string | null): string {
  const { cadence, reading, number } = ref;
  switch (cadence) {
    case 'initial':
      return 'Inicial';
    case 'daily':
      return formatDisplayDay(start!).slice(0, 6);
    case 'weekly':
      return `Semana ${number}`;
    case 'biweekly':
      return `${ordinalFeminine(2 - (number % 2))} quincena de ${monthNames[Math.ceil(number / 2) - 1]!.toLowerCase()}`;
    case 'monthly':
      return monthNames[number - 1]!;
    case 'yearly':
      return 'Anual';
    default:
      return `${ordinalMasculine(number)} ${periodNouns[reading][cadence]}`;
  }
}

// ---------- periods ----------

export function periodKey(ref: PeriodRef): string {
  if (ref.cadence === 'initial') return 'initial';
  const base = ref.reading === 'general' || !(ref.cadence in periodNouns.general) ? ref.cadence : `${ref.cadence}/${ref.reading}`;
  return `${base}:${ref.year}:${ref.number}`;
}

/** A period with its days and labels. Throws RangeError for a number outside the year. */
export function periodOf(ref: PeriodRef): Period {
  const { cadence, reading, year, number } = ref;
  if (cadence === 'initial') return { ...ref, year: null, number: 1, start: null, end: null, month: null, label: 'Inicial', name: 'Inicial', key: 'initial' };
  if (year === null || !Number.isInteger(year) || !Number.isInteger(number) || number < 1 || number > periodsInYear(cadence, year, reading)) {
    throw new RangeError(`No ${cadence} period ${number} in ${year}`);
  }
  let start: string;
  let end: string;
  if (cadence === 'daily') {
    start = end = dayFromNumber(Date.UTC(year, 0, 1) / 86_400_000 + number - 1);
  } else if (cadence === 'weekly') {
    const monday = isoWeekMonday(year, number);
    start = dayFromNumber(monday);
    end = dayFromNumber(monday + 6);
  } else if (cadence === 'biweekly') {
    const month = Math.ceil(number / 2);
    start = formatDay(year, month, number % 2 === 1 ? 1 : 16);
    end = formatDay(year, month, number % 2 === 1 ? 15 : daysInMonth(year, month));
  } else {
    const size = monthsPerPeriod[reading][cadence];
    const first = (number - 1) * size + 1;
    const last = first + size - 1;
    start = formatDay(year, first, 1);
    end = formatDay(year, last, daysInMonth(year, last));
  }
  const name = nameOf(ref, start);
  const label = cadence === 'daily' ? formatDisplayDay(start) : cadence === 'weekly' ? `${name} de ${year}` : `${name} ${year}`;
  return { cadence, reading, year, number, start, end, month: Number(start.slice(5, 7)), label, name, key: periodKey(ref) };
}

/** The period a calendar day belongs to, with its days and labels. */
export function periodOfDay(cadence: Cadence, value: string, reading: PeriodReading = 'general'): Period {
  return periodOf(periodRefOf(cadence, value, reading));
}

/** The period after (or before) a period; the initial period has no neighbours and stays itself. */
export function shiftPeriod(ref: PeriodRef, by: number): Period {
  if (ref.cadence === 'initial') return periodOf(ref);
  let year = ref.year!;
  let number = ref.number + by;
  while (number < 1) {
    year -= 1;
    number += periodsInYear(ref.cadence, year, ref.reading);
  }
  while (number > periodsInYear(ref.cadence, year, ref.reading)) {
    number -= periodsInYear(ref.cadence, year, ref.reading);
    year += 1;
  }
  return periodOf({ ...ref, year, number });
}

export function previousPeriod(ref: PeriodRef): Period {
  return shiftPeriod(ref, -1);
}

export function nextPeriod(ref: PeriodRef): Period {
  return shiftPeriod(ref, 1);
}

/** The period running today in Mexico City. */
export function currentPeriod(cadence: Cadence, now: Date, reading: PeriodReading = 'general'): Period {
  return periodOfDay(cadence, mexicoCityDay(now), reading);
}

/** Safety bound for periodsBetween (a daily cadence over 20 years is ~7,300). */
export const MAX_PERIODS_BETWEEN = 10_000;

/**
 * Every period that has at least one day in [from, to] (inclusive), oldest first. The initial cadence has its one
 * period; from after to gives []. Throws RangeError above MAX_PERIODS_BETWEEN.
 */
export function periodsBetween(cadence: Cadence, from: string, to: string, reading: PeriodReading = 'general'): Period[] {
  if (dayNumber(from) > dayNumber(to)) return [];
  if (cadence === 'initial') return [periodOf({ cadence, reading, year: null, number: 1 })];
  const out: Period[] = [];
  let p = periodOfDay(cadence, from, reading);
  const last = dayNumber(to);
  while (dayNumber(p.start!) <= last) {
    out.push(p);
    if (out.length > MAX_PERIODS_BETWEEN) throw new RangeError('Too many periods');
    p = nextPeriod(p);
  }
  return out;
}

/**
 * The periods of one year of a cadence as {number, month, name}: part 1 §3 Period {name, month}, what
 * GET /api/periods/{documentTypeCode} lists for a type.
 */
export function periodsOfYear(cadence: Cadence, year: number, reading: PeriodReading = 'general'): Period[] {
  if (cadence === 'initial') return [periodOf({ cadence, reading, year: null, number: 1 })];
  return Array.from({ length: periodsInYear(cadence, year, reading) }, (_, i) => periodOf({ cadence, reading, year, number: i + 1 }));
}
