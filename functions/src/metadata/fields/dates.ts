import { daysInMonth, formatDay } from '@expediente/contracts';
import { fold } from './text';

/**
 * Spanish dates and periods as Mexican forms print them: '03 de marzo de 2026', '03/03/2026' (day first),
 * '2026-03-03', '03-MAR-2026', with an optional time ('a las 10:15 horas', '10:15:02'); periods '03-2026',
 * 'Marzo 2026', 'Enero - Abril 2026' (a cuatrimestre), '1er cuatrimestre 2026', 'del 01/03/2026 al 31/03/2026'.
 */

const MONTHS: Record<string, number> = {
  enero: 1, ene: 1, jan: 1,
  febrero: 2, feb: 2,
  marzo: 3, mar: 3,
  abril: 4, abr: 4, apr: 4,
  mayo: 5, may: 5,
  junio: 6, jun: 6,
  julio: 7, jul: 7,
  agosto: 8, ago: 8, aug: 8,
  septiembre: 9, setiembre: 9, sept: 9, sep: 9, set: 9,
  mzo: 3, agto: 8, sbre: 9, dbre: 12,
  octubre: 10, oct: 10,
  noviembre: 11, nov: 11,
  diciembre: 12, dic: 12, dec: 12,
};
const MONTH = '(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|ene|feb|mzo|mar|abr|may|jun|jul|agto|ago|sept|sep|set|oct|nov|dic|jan|apr|aug|dec)';

/** OCR digits: O for 0 and l/I for 1 next to digits. */
export function fixDigits(s: string): string {
  return s
    // Not the ordinal of '1o. de julio' (an o after the day, then a dot and a word).
    .replace(/(?<=\d)[oO](?=[\d/\-:]|\.[\dOo])|(?<=[\d/.\-:])[oO](?=\d)|(?<=\d)[oO]{1,2}(?=\d)/g, (m) => '0'.repeat(m.length))
    .replace(/(?<=\d)[lI](?=[\d/.\-:])|(?<=[\d/.\-:])[lI](?=\d)/g, '1');
}

export function monthOf(name: string): number | undefined {
  return MONTHS[fold(name).replace(/\.$/, '')];
}

function iso(year: number, month: number, day: number): string | undefined {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return formatDay(year, month, day);
}

/**
 * Numbers 1-99 in words as letters, resolutions and notarial texts write days and years ('dieciocho', 'treinta y
 * uno', 'primero', 'diez y seis'), folded.
 */
const UNIT_WORDS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciseis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidos', 'veintitres', 'veinticuatro', 'veinticinco', 'veintiseis', 'veintisiete', 'veintiocho', 'veintinueve'];
const TEN_WORDS: Record<string, number> = { diez: 10, veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 };
const NUMBER_WORDS = String.raw`(?:primero|primer|${[...UNIT_WORDS.slice(1)].reverse().join('|')}|veintiun|un|(?:${Object.keys(TEN_WORDS).join('|')})(?:\s+y\s+(?:${UNIT_WORDS.slice(1, 10).join('|')}|un))?)`;

/** A number of 1-99 in words (folded), or undefined. */
export function numberInWords(words: string): number | undefined {
  const w = words.trim().replace(/\s+/g, ' ');
  if (/^(?:primero|primer|un|veintiun)$/.test(w)) return w === 'veintiun' ? 21 : 1;
  const unit = UNIT_WORDS.indexOf(w);
  if (unit > 0) return unit;
  const m = /^([a-z]+)(?: y ([a-z]+))?$/.exec(w);
  const tens = m && TEN_WORDS[m[1]!];
  if (!tens) return undefined;
  const ones = m[2] === undefined ? 0 : m[2] === 'un' ? 1 : UNIT_WORDS.indexOf(m[2]);
  return ones >= 0 && ones <= 9 ? tens + ones : undefined;
}

/** A year in words: 'dos mil veinticinco', 'mil novecientos noventa y ocho'. */
const YEAR_WORDS = String.raw`(?:dos\s+mil|mil\s+novecientos)(?:\s+${NUMBER_WORDS})?`;

function yearInWords(words: string): number | undefined {
  const m = /^(dos\s+mil|mil\s+novecientos)(?:\s+(.+))?$/.exec(words.trim());
  if (!m) return undefined;
  const rest = m[2] === undefined ? 0 : numberInWords(m[2]);
  return rest === undefined ? undefined : (m[1]!.startsWith('dos') ? 2000 : 1900) + rest;
}

/** A day or a year as digits or in words. */
const dayOf = (t: string) => (/^\d/.test(t) ? Number(t.replace(/o$/, '')) : numberInWords(t));
const yearOf = (t: string) => (/^\d/.test(t) ? Number(t) : yearInWords(t));

type DateHit = { iso: string; index: number; end: number };

/** A weekday right before a date, in full or abbreviated, Spanish or English ('lun, ', 'Miércoles ', 'Sat. '); folded. */
const WEEKDAY_BEFORE = /(?<![a-z])(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|lun|mar|mie|jue|vie|sab|dom|mon|tue|wed|thu|fri|sat|sun)\.?,?\s+$/;

const DATE_PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => string | undefined }[] = [
  // 03 de marzo de 2026, 3 MARZO 2026, 03-mar-2026, 03/MAR/2026
  // '1o. de marzo' / '1º de marzo' (the first of the month with its ordinal); 'de marzo del año 2026'
  { re: new RegExp(`(?<!\\d)(\\d{1,2})(?:o\\.?)?\\s*(?:de\\s+|[-/.]\\s*|\\s)${MONTH}(?:o(?=[-/.]))?\\.?\\s*(?:de(?:l)?\\s+(?:ano\\s+)?|[-/.,]\\s*|\\s)(\\d{4})(?!\\d)`, 'g'), read: (m) => iso(Number(m[3]), MONTHS[m[2]!]!, Number(m[1])) },
  // 15 ENE 26, 15-mar-26 (bills print two-digit years after a month name)
  { re: new RegExp(`(?<!\\d)(\\d{1,2})\\s*[-/.\\s]\\s*${MONTH}\\.?\\s*[-/.\\s]\\s*(\\d{2})(?![\\d:])`, 'g'), read: (m) => iso(2000 + Number(m[3]), MONTHS[m[2]!]!, Number(m[1])) },
  // 2026-03-03, 2026/03/03
  { re: /(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g, read: (m) => iso(Number(m[1]), Number(m[2]), Number(m[3])) },
  // 03/03/2026, 3-3-2026, 03.03.2026 (day first, as Mexico writes it)
  { re: /(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?!\d)/g, read: (m) => iso(Number(m[3]), Number(m[2]), Number(m[1])) },
  // 03/03/26 (two-digit year, slashes only: dashes and dots join the groups of an NSS or a phone number)
  { re: /(?<![\d/.-])(\d{1,2})\/(\d{1,2})\/(\d{2})(?![\d/.-])/g, read: (m) => iso(2000 + Number(m[3]), Number(m[2]), Number(m[1])) },
  // 10.12.25 alone in its cell (a portal's receipt with the hour in its own cell, 'Fecha de pago | 10.12.25'): a cell
  // that holds nothing but the three groups is a date, not the groups of an NSS or a phone number (session 14)
  { re: /^\s*(\d{1,2})([-.])(\d{1,2})\2(\d{2})\s*$/g, read: (m) => iso(2000 + Number(m[4]), Number(m[3]), Number(m[1])) },
  // 02-01-26 16:00:30, 02.01.26 a las 16:00 (portals stamp a date and time with a two-digit year): a time right after
  // says it is a date, not the groups of an NSS or a phone number
  { re: /(?<![\d/.-])(\d{1,2})([-.])(\d{1,2})\2(\d{2})(?=,?\s+(?:a\s+las\s+)?\d{1,2}:\d{2}(?!\d))/g, read: (m) => iso(2000 + Number(m[4]), Number(m[3]), Number(m[1])) },
  // 01.11.25 - 30.11.25 (an ERP's period, day.month.two-digit year): the range's other end, of the same shape, says
  // these are dates and not the groups of an NSS or a phone number. Its first end, then its last.
  { re: /(?<![\d/.-])(\d{1,2})([-.])(\d{1,2})\2(\d{2})(?=\s*(?:-|–|al?)\s*\d{1,2}\2\d{1,2}\2\d{2}(?![\d/.-]))/g, read: (m) => iso(2000 + Number(m[4]), Number(m[3]), Number(m[1])) },
  { re: /(?<=(?<![\d/.-])\d{1,2}[-.]\d{1,2}[-.]\d{2}\s*(?:-|–|al?)\s*)(\d{1,2})([-.])(\d{1,2})\2(\d{2})(?![\d/.-])/g, read: (m) => iso(2000 + Number(m[4]), Number(m[3]), Number(m[1])) },
  // 'a los 3 días del mes de marzo de 2026' (notarial letters)
  { re: new RegExp(`(?<!\\d)(\\d{1,2})\\s+dias?\\s+del\\s+mes\\s+de\\s+${MONTH}\\s+(?:de(?:l)?\\s+(?:ano\\s+)?)?(\\d{4})(?!\\d)`, 'g'), read: (m) => iso(Number(m[3]), MONTHS[m[2]!]!, Number(m[1])) },
  // 'seis de noviembre de dos mil veinticinco', 'a los dieciocho días del mes de agosto de 2019', '1o. de julio de
  // dos mil veinte': the day or the year (or both) in words, as letters, resolutions and notarial texts write them.
  {
    re: new RegExp(String.raw`(?<![a-z\d])(${NUMBER_WORDS}|\d{1,2}o?)\.?(?:\s+dias?)?\s+(?:del\s+mes\s+)?de\s+${MONTH}\s*,?\s+(?:de(?:l)?\s+(?:ano\s+)?)?(${YEAR_WORDS}|\d{4})(?![a-z\d])`, 'g'),
    read: (m) => {
      const [day, year] = [dayOf(m[1]!), yearOf(m[3]!)];
      return day && year && (/[a-z]{3}/.test(m[1]!) || /[a-z]/.test(m[3]!)) ? iso(year, MONTHS[m[2]!]!, day) : undefined;
    },
  },
  // 01AGO25, 17JUL2025 (bank tellers' stamps and tickets run the day, the month's abbreviation and the year together)
  { re: new RegExp(`(?<![a-z\\d])(\\d{2})${MONTH}(\\d{4}|\\d{2})(?![a-z\\d])`, 'g'), read: (m) => iso(m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]), MONTHS[m[2]!]!, Number(m[1])) },
  // 20260417 (bank tickets): a standalone run of eight digits that is a valid date of this or the last century
  { re: /(?<![a-z\d.,$/-])((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?![\d.,])/g, read: (m) => iso(Number(m[1]), Number(m[2]), Number(m[3])) },
  // 10122025 (an old bank core's receipt, day first: DDMMAAAA): a standalone run of eight digits whose last four are a
  // year of this or the last century. (No run reads both ways: a year-first run has 19 or 20 where this has its month.)
  { re: /(?<![a-z\d.,$/-])(0[1-9]|[12]\d|3[01])(0[1-9]|1[0-2])((?:19|20)\d{2})(?![\d.,])/g, read: (m) => iso(Number(m[3]), Number(m[2]), Number(m[1])) },
  // marzo 03, 2026 (rare, US order on some bank slips)
  { re: new RegExp(`${MONTH}\\.?\\s+(\\d{1,2}),?\\s+(?:de\\s+)?(\\d{4})(?!\\d)`, 'g'), read: (m) => iso(Number(m[3]), MONTHS[m[1]!]!, Number(m[2])) },
];

function dateHits(text: string): DateHit[] {
  // OCR reads the O of a month abbreviation as 0 ('31-AG0-2026'): a 0 right after letters, before a separator, is an o.
  const f = fold(fixDigits(text)).replace(/(?<=[a-z]{2})0(?=[-/.\s])/g, 'o');
  const hits: DateHit[] = [];
  for (const p of DATE_PATTERNS) {
    for (const m of f.matchAll(p.re)) {
      const v = p.read(m as RegExpExecArray);
      if (v) hits.push({ iso: v, index: m.index, end: m.index + m[0].length });
    }
  }
  // The weekday printed before a date ('mar, 24 mar 2026', 'Jueves 5 de marzo de 2026') is part of it: a place or a
  // name before the date ends before its weekday (session 14).
  for (const h of hits) h.index -= WEEKDAY_BEFORE.exec(f.slice(Math.max(0, h.index - 12), h.index))?.[0].length ?? 0;
  hits.sort((a, b) => a.index - b.index);
  // Overlapping matches (a longer written date contains a numeric one): keep the earliest.
  return hits.filter((h, i) => i === 0 || h.index >= hits[i - 1]!.end);
}

/** The text with its dates blanked out (same length): what is left holds no day, month or year to take for a number. */
export function withoutDates(text: string): string {
  let out = text;
  for (const h of dateHits(text)) out = out.slice(0, h.index) + ' '.repeat(h.end - h.index) + out.slice(h.end);
  return out;
}

/** Where the first date of a text starts (an index into the text), or -1. */
export function firstDateIndex(text: string): number {
  return dateHits(text)[0]?.index ?? -1;
}

/** Every date in a text, in order, ISO. */
export function datesIn(text: string): string[] {
  return dateHits(text).map((h) => h.iso);
}

/**
 * After a time, the 12-hour clock's marker as Spanish and English portals print it: 'p. m.', 'p.m.', 'pm', 'PM',
 * 'a. m.' (group: the marker). Folded text.
 */
const MERIDIEM = String.raw`(?:\s*([ap])\.?\s?m\b\.?)?`;

/** A clock time, 'HH:MM[:SS]' and its 12-hour marker (groups: hour, minute, marker). Folded text. */
export const CLOCK = String.raw`(\d{1,2}):(\d{2})(?::\d{2})?${MERIDIEM}`;
const ANY_CLOCK = new RegExp(CLOCK);
/**
 * A time right after a date ('T16:00', ', 16:00', ' a las 4:00 p. m.', ' hora: 16:00'), with whatever separator an app
 * prints between them: a middle dot, a dash or a bar ('jue 05 mar 2026 · 10:41', '05/03/2026 - 10:41'), 'hrs.'
 * before the time, or only spaces.
 */
const CLOCK_AFTER_DATE = new RegExp(String.raw`^(?:t|[\s,·•|–—-]*(?:a\s+las\s+|(?:hora|hrs?)\.?:?\s*)?)${CLOCK}`);

/**
 * 'HH:MM' on the 24-hour clock, or undefined when no time: a 12-hour time with its marker ('02:05 p. m.' is 14:05,
 * '12:30 p. m.' is 12:30, '12:10 a. m.' is 00:10); without one, as printed.
 */
export function clockTime(hour: number, minute: number, meridiem?: string): string | undefined {
  if (minute > 59 || hour > 23) return undefined;
  // A marker after a 24-hour time ('16:00 p. m.') adds nothing.
  if (meridiem && hour >= 1 && hour <= 12) hour = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The first clock time in a folded text, 'HH:MM' on the 24-hour clock (clockTime), or undefined. */
export function clockIn(folded: string): string | undefined {
  const m = ANY_CLOCK.exec(folded);
  return m ? clockTime(Number(m[1]), Number(m[2]), m[3]) : undefined;
}

/** The first date in a text, ISO yyyy-mm-dd, with 'Thh:mm' when a time follows it closely. */
export function parseDate(text: string, options: { withTime?: boolean } = {}): string | undefined {
  const hit = dateHits(text)[0];
  if (!hit) return undefined;
  if (!options.withTime) return hit.iso;
  const after = fold(fixDigits(text)).slice(hit.end, hit.end + 40);
  const t = CLOCK_AFTER_DATE.exec(after);
  const clock = t && clockTime(Number(t[1]), Number(t[2]), t[3]);
  return clock ? `${hit.iso}T${clock}` : hit.iso;
}

export const dateExtractor = (text: string) => parseDate(text);
export const dateTimeExtractor = (text: string) => parseDate(text, { withTime: true });

// ---------- periods ----------

export type PrintedPeriod = { from: string; to: string };

function monthRange(year: number, first: number, last: number): PrintedPeriod | undefined {
  if (year < 1900 || year > 2100 || first < 1 || last > 12 || first > last) return undefined;
  return { from: formatDay(year, first, 1), to: formatDay(year, last, daysInMonth(year, last)) };
}

/** A number's ordinal as forms print it: '3er.', '2º', '6to.', '1o' (group: the digit). */
export const ORDINAL = '(\\d)\\s*(?:er|ero|o|do|to|ro|°|º|ª)?\\.?';
const NOUNS: Record<string, number> = { bimestre: 2, trimestre: 3, cuatrimestre: 4, semestre: 6 };
export const ORDINAL_WORDS: Record<string, number> = { primer: 1, primero: 1, segundo: 2, tercer: 3, tercero: 3, cuarto: 4, quinto: 5, sexto: 6 };

/** '3' or a Roman numeral up to VI ('iii') as a number. */
export function romanOrDigit(s: string): number {
  const roman: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6 };
  return roman[s.toLowerCase()] ?? Number(s);
}

/**
 * A period printed as the exercise and the number of its month or bimestre, as payroll systems do, in either order:
 * 'Ejercicio 2026 · Periodo 3', 'Año 2026 Mes 3', 'Periodo 3 del ejercicio 2026', 'Ejercicio: 2026, Bimestre: 2'.
 * Folded text.
 */
const YEAR_THEN_NUMBER = /(?:ejercicio|ano)(?:\s+fiscal)?\s*:?\s*(\d{4})\s*[·•|,;/-]?\s*(periodo|mes|bimestre)\s*:?\s*0?(\d{1,2})(?![\d/-])/;
const NUMBER_THEN_YEAR = /(periodo|mes|bimestre)\s*:?\s*0?(\d{1,2})\s*[·•|,;/-]?\s*(?:del?\s+)?(?:ejercicio|ano)(?:\s+fiscal)?\s*:?\s*(\d{4})(?!\d)/;

export function exerciseAndNumber(folded: string): PrintedPeriod | undefined {
  const a = YEAR_THEN_NUMBER.exec(folded);
  const b = a ? undefined : NUMBER_THEN_YEAR.exec(folded);
  const [year, noun, n] = a ? [a[1]!, a[2]!, Number(a[3])] : b ? [b[3]!, b[1]!, Number(b[2])] : [];
  if (!year || !noun || !n) return undefined;
  if (noun === 'bimestre') return n <= 6 ? monthRange(Number(year), 2 * n - 1, 2 * n) : undefined;
  return n <= 12 ? monthRange(Number(year), n, n) : undefined;
}

const MONTH_PAIR = new RegExp(`(?<![a-z])${MONTH}\\.?\\s*(?:y|a|al|[-–/,])\\s*${MONTH}(?![a-z])`);

/**
 * The bimestre whose two months a text names, as a cédula glosses its number ('06/2025 (noviembre y diciembre)',
 * 'Bim. 3 – May/Jun', 'marzo-abril'): the months decide between a bimestre's number and a month's, which '06' alone
 * cannot (session 13). Only a pair of consecutive months that make one bimestre (odd month first).
 */
export function bimestreOfMonths(text: string): number | undefined {
  const m = MONTH_PAIR.exec(fold(text));
  const first = m ? MONTHS[m[1]!] : undefined;
  const last = m ? MONTHS[m[2]!] : undefined;
  return first && last && last === first + 1 && last % 2 === 0 ? last / 2 : undefined;
}

const PERIOD_LETTERS: Record<string, number> = { b: 2, t: 3, c: 4, s: 6 };
const YEAR_THEN_CODE = /(?<![\da-z])((?:19|20)\d{2})\s?[-/ ]?\s?([btcs])\s?0?([1-6])(?![\da-z])/;
const CODE_THEN_YEAR = /(?<![\da-z])(?:([btcs])\s?0?([1-6])|([1-6])\s?([btcs]))\s?[-/ ]\s?((?:19|20)\d{2})(?![\da-z])/;

/**
 * A period keyed by a letter for its length and its number, as portals and ERPs key bimestres, trimestres,
 * cuatrimestres and semestres: '2026-B2', 'B2-2026', '2026-C1', 'C1/2026', '1C/2026', '2026 T3', 'S2-2025'.
 * Folded text.
 */
function periodCode(folded: string): PrintedPeriod | undefined {
  const a = YEAR_THEN_CODE.exec(folded);
  const b = a ? undefined : CODE_THEN_YEAR.exec(folded);
  const [year, letter, n] = a ? [a[1]!, a[2]!, Number(a[3])] : b ? [b[5]!, b[1] ?? b[4]!, Number(b[2] ?? b[3])] : [];
  if (!year || !letter || !n) return undefined;
  const size = PERIOD_LETTERS[letter]!;
  return n * size <= 12 ? monthRange(Number(year), (n - 1) * size + 1, n * size) : undefined;
}

/** The first period a text prints, as inclusive ISO days. */
export function parsePeriod(text: string): PrintedPeriod | undefined {
  const f = fold(fixDigits(text)).replace(/\s+/g, ' ');
  const numbered = exerciseAndNumber(f);
  if (numbered) return numbered;
  const coded = periodCode(f);
  if (coded) return coded;
  // Enero - Abril 2026, enero a abril de 2026, ENE-ABR/2026
  let m = new RegExp(`${MONTH}\\.?\\s*(?:-|–|a|al|/)\\s*${MONTH}\\.?\\s*(?:de(?:l)?\\s+|[-/,]\\s*)?(\\d{4})(?!\\d)`).exec(f);
  if (m) return monthRange(Number(m[3]), MONTHS[m[1]!]!, MONTHS[m[2]!]!);
  // The months in brackets beside the year: '(mayo-agosto) del ejercicio 2025', '2025 (mayo-junio)'.
  m = new RegExp(`\\(\\s*${MONTH}\\.?\\s*(?:-|–|a|al)\\s*${MONTH}\\.?\\s*\\)\\s*(?:de(?:l)?\\s+)?(?:ejercicio\\s+(?:fiscal\\s+)?)?(\\d{4})(?!\\d)`).exec(f);
  if (m) return monthRange(Number(m[3]), MONTHS[m[1]!]!, MONTHS[m[2]!]!);
  m = new RegExp(`(?<!\\d)(\\d{4})\\s*\\(\\s*${MONTH}\\.?\\s*(?:-|–|a|al)\\s*${MONTH}\\.?\\s*\\)`).exec(f);
  if (m) return monthRange(Number(m[1]), MONTHS[m[2]!]!, MONTHS[m[3]!]!);
  // 'del 1 al 31 de marzo de 2026': a range of days in one month
  m = new RegExp(`(?<!\\d)(\\d{1,2})\\s*(?:al?|-|–)\\s*(\\d{1,2})\\s+de\\s+${MONTH}\\.?\\s*(?:de(?:l)?\\s+|[-/,]\\s*|\\s)(\\d{4})(?!\\d)`).exec(f);
  if (m) {
    const from = iso(Number(m[4]), MONTHS[m[3]!]!, Number(m[1]));
    const to = iso(Number(m[4]), MONTHS[m[3]!]!, Number(m[2]));
    if (from && to && from <= to) return { from, to };
  }
  // 'enero 2026 a abril 2026', '01/2026 - 04/2026': first and last month, each with its year
  m = new RegExp(`${MONTH}\\.?\\s*(?:de(?:l)?\\s+|[-/,]\\s*)?(\\d{4})\\s*(?:-|–|a|al|hasta)\\s*${MONTH}\\.?\\s*(?:de(?:l)?\\s+|[-/,]\\s*)?(\\d{4})(?!\\d)`).exec(f);
  if (m && m[2] === m[4]) return monthRange(Number(m[2]), MONTHS[m[1]!]!, MONTHS[m[3]!]!);
  m = /(?<![\d/.-])(\d{1,2})[-/](\d{4})\s*(?:-|–|a|al|hasta)\s*(\d{1,2})[-/](\d{4})(?![\d/-])/.exec(f);
  if (m && m[2] === m[4]) return monthRange(Number(m[2]), Number(m[1]), Number(m[3]));
  // del 01/03/2026 al 31/03/2026
  const hits = dateHits(text);
  if (hits.length >= 2 && /\b(del?|periodo|al|a)\b|-|–/.test(f.slice(hits[0]!.end, hits[1]!.index + 1)) && hits[1]!.index - hits[0]!.end < 12) {
    if (hits[0]!.iso <= hits[1]!.iso) return { from: hits[0]!.iso, to: hits[1]!.iso };
  }
  // 1er cuatrimestre 2026, 2º bimestre de 2026, primer cuatrimestre 2026
  m = new RegExp(`(?:${ORDINAL}|(primer|primero|segundo|tercer|tercero|cuarto|quinto|sexto))\\s*(bimestre|trimestre|cuatrimestre|semestre)\\s*(?:de(?:l)?\\s+|[-/,:]\\s*)?(\\d{4})`).exec(f);
  if (m) {
    const n = m[1] ? Number(m[1]) : ORDINAL_WORDS[m[2]!]!;
    const size = NOUNS[m[3]!]!;
    return monthRange(Number(m[4]), (n - 1) * size + 1, n * size);
  }
  // cuatrimestre 1/2026, bimestre: 2 2026, cuatrimestre 1 de 2026, bimestre III / 2026
  m = /(bimestre|trimestre|cuatrimestre|semestre)\s*:?\s*(\d|vi|iv|v|i{1,3})\s*(?:de(?:l)?\s+|[-/,]\s*|\s)\s*(\d{4})/.exec(f);
  if (m) {
    const size = NOUNS[m[1]!]!;
    const n = romanOrDigit(m[2]!);
    return monthRange(Number(m[3]), (n - 1) * size + 1, n * size);
  }
  // III bimestre 2026, IV bimestre de 2026
  m = /(?<![a-z])(vi|iv|v|i{1,3})\s+(bimestre|trimestre|cuatrimestre|semestre)\s*(?:de(?:l)?\s+|[-/,:]\s*)?(\d{4})/.exec(f);
  if (m) {
    const size = NOUNS[m[2]!]!;
    const n = romanOrDigit(m[1]!);
    return monthRange(Number(m[3]), (n - 1) * size + 1, n * size);
  }
  // 'Mes: Marzo  Año: 2026': the month and the year each after its caption (session 14).
  m = new RegExp(`(?<![a-z])${MONTH}\\.?\\s*[·•|,;]?\\s*(?:ano|ejercicio)(?:\\s+fiscal)?\\s*:?\\s*(\\d{4})(?!\\d)`).exec(f);
  if (m) return monthRange(Number(m[2]), MONTHS[m[1]!]!, MONTHS[m[1]!]!);
  // Marzo 2026, marzo de 2026, MAR/2026
  m = new RegExp(`(?<![a-z])${MONTH}\\.?\\s*(?:de(?:l)?\\s+|[-/,]\\s*|\\s)?(\\d{4})(?!\\d)`).exec(f);
  if (m) return monthRange(Number(m[2]), MONTHS[m[1]!]!, MONTHS[m[1]!]!);
  // A spreadsheet's 'mmm-yy' and 'mmmm-yy' ('nov-25', 'noviembre-25', 'Nov/25', "nov'25"): the month and the year's
  // last two digits, never a day before the month ('7-dic-25' is a date) (session 14).
  m = new RegExp(`(?<![\\da-z][-/. ]?)${MONTH}\\.?\\s?[-/'’]\\s?(\\d{2})(?![\\d/:.-])`).exec(f);
  if (m) return monthRange(2000 + Number(m[2]), MONTHS[m[1]!]!, MONTHS[m[1]!]!);
  // 03-2026, 03/2026, 3 2026
  m = /(?<![\d/.-])(\d{1,2})\s?[-/ ]\s?(\d{4})(?![\d/-])/.exec(f);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) return monthRange(Number(m[2]), Number(m[1]), Number(m[1]));
  // 2026-03, 2026/03
  m = /(?<![\d/.-])(\d{4})[-/](\d{1,2})(?![\d/-])/.exec(f);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) return monthRange(Number(m[1]), Number(m[2]), Number(m[2]));
  // 202603 (AAAAMM: how IMSS's systems, SUA and SIPARE, write a period), a six-digit run alone
  m = /(?<![\d/.,-])((?:19|20)\d{2})(0[1-9]|1[0-2])(?![\d/.,-])/.exec(f);
  if (m) return monthRange(Number(m[1]), Number(m[2]), Number(m[2]));
  return undefined;
}

/** A month name alone ('Marzo') with the year printed elsewhere. */
export function parseMonthName(text: string): number | undefined {
  const m = new RegExp(`(?<![a-z])${MONTH}(?![a-z])`).exec(fold(text));
  return m ? MONTHS[m[1]!] : undefined;
}

/** 'MM-AAAA' of a period's last month: how the IMSS forms write a (bi)monthly period. */
export function periodLabel(p: PrintedPeriod): string {
  return `${p.to.slice(5, 7)}-${p.to.slice(0, 4)}`;
}

/** Adds months to a day, keeping the day or the month's last day. */
export function addMonths(day: string, months: number): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7)) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = (((m % 12) + 12) % 12) + 1;
  return formatDay(year, month, Math.min(Number(day.slice(8, 10)), daysInMonth(year, month)));
}

/** A date in words cut by the line's end: its day and 'de' (and maybe the month) end one line. */
const DATE_CUT = new RegExp(String.raw`(?<![\d/])\d{1,2}\s+de(\s+${MONTH}\s+de(?:l)?)?\s*$`);
/** What the next line starts with to finish it: the month and the year, or the year alone. */
const DATE_REST = new RegExp(String.raw`^\s*(?:${MONTH}\s+de(?:l)?\s+(?:ano\s+)?)?\d{4}(?!\d)`);

/**
 * A date in words that a sentence's column broke over two lines ('… con fecha de registro 15 de septiembre de' /
 * '2026.', '… el 3 de' / 'marzo de 2026'): the rest of the date is brought up to its line, so that the label before
 * it reads the whole date, not the next date further on (session 14).
 */
export function wrappedDatesJoined(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i + 1 < lines.length; i++) {
    const cut = DATE_CUT.exec(fold(lines[i]!));
    const rest = cut && DATE_REST.exec(fold(lines[i + 1]!));
    // The month on one line or the other, never on both nor on neither.
    if (!cut || !rest || Boolean(cut[1]) === !/^\s*\d/.test(rest[0])) continue;
    lines[i] = `${lines[i]!.trimEnd()} ${lines[i + 1]!.slice(0, rest[0].length).trim()}`;
    lines[i + 1] = lines[i + 1]!.slice(rest[0].length).trimStart();
  }
  return lines.join('\n');
}
