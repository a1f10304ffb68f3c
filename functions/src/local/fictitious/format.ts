/** How Mexican issuers print dates and money; the truth keeps the normalised forms (ISO dates, '.' decimals). */

export const monthNames = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const weekdays = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
export const monthAbbr = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
/** English month abbreviations, for bank portals used with their English interface. */
const monthAbbrEn = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type DateStyle = 'long' | 'longUpper' | 'slash' | 'iso' | 'mon' | 'dash' | 'dots' | 'abbrSlash' | 'dayMonth' | 'longDel' | 'monthFirst' | 'isoSlash' | 'monLower' | 'weekday' | 'monSpaced' | 'legalDays' | 'monSlashUpper' | 'compact' | 'longCap' | 'shortYear' | 'monDot' | 'slashNoPad' | 'monTitleDash' | 'monSpacedShort' | 'longDelUpper' | 'dashShortYear' | 'isoDots' | 'monDashShort' | 'monSpacedTitle' | 'longNoPad' | 'monSlashLower' | 'monCompactShort' | 'monthFirstUpperDe' | 'longDash' | 'weekdayUpper' | 'slashMonthName' | 'intlMedium' | 'longUpperNoPad' | 'enMedium' | 'dayMonthUpper' | 'monDotDe' | 'weekdayPad' | 'slashMonthNameUpper' | 'monLowerShort' | 'dotsShortYear' | 'longDelPad' | 'monDotUpper' | 'weekdayAbbrSlash' | 'longDashUpper' | 'slashMonthNameCap' | 'monthFirstPad' | 'longDelCap' | 'monthFirstDe' | 'monSpacedLower' | 'longUpperDelNoPad';

function parts(iso: string): { y: string; m: number; d: string } {
  return { y: iso.slice(0, 4), m: Number(iso.slice(5, 7)), d: iso.slice(8, 10) };
}

export function monthName(month: number): string {
  return monthNames[month - 1] ?? '';
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * 2026-03-03 as "03 de marzo de 2026", "03/03/2026", "2026-03-03", "03-MAR-2026", "03-03-2026", and (the held-out
 * variants' issuers) "03.03.2026", "03/Mar/2026" or "3 marzo 2026".
 */
export function formatDate(iso: string, style: DateStyle): string {
  const { y, m, d } = parts(iso);
  const mm = String(m).padStart(2, '0');
  switch (style) {
    case 'long':
      return `${d} de ${monthName(m)} de ${y}`;
    case 'longUpper':
      return `${d} DE ${monthName(m).toUpperCase()} DE ${y}`;
    case 'slash':
      return `${d}/${mm}/${y}`;
    case 'iso':
      return `${y}-${mm}-${d}`;
    case 'mon':
      return `${d}-${monthAbbr[m - 1] ?? ''}-${y}`;
    case 'dash':
      return `${d}-${mm}-${y}`;
    case 'dots':
      return `${d}.${mm}.${y}`;
    case 'abbrSlash':
      return `${d}/${capitalize((monthAbbr[m - 1] ?? '').toLowerCase())}/${y}`;
    case 'dayMonth':
      return `${Number(d)} ${monthName(m)} ${y}`;
    // The 5th variants' issuers: "3 de marzo del 2026", "Marzo 3, 2026", "2026/03/03", "03-mar-2026".
    case 'longDel':
      return `${Number(d)} de ${monthName(m)} del ${y}`;
    case 'monthFirst':
      return `${capitalize(monthName(m))} ${Number(d)}, ${y}`;
    case 'isoSlash':
      return `${y}/${mm}/${d}`;
    case 'monLower':
      return `${d}-${(monthAbbr[m - 1] ?? '').toLowerCase()}-${y}`;
    // The 6th variants' issuers: "martes, 3 de marzo de 2026", "03 MAR 2026".
    case 'weekday':
      return `${weekdays[new Date(`${iso.slice(0, 10)}T12:00:00Z`).getUTCDay()] ?? ''}, ${Number(d)} de ${monthName(m)} de ${y}`;
    case 'monSpaced':
      return `${d} ${monthAbbr[m - 1] ?? ''} ${y}`;
    // The 7th variants' issuers: "3 días del mes de marzo de 2026" (after "a los", notarial style), "03/MAR/2026",
    // "20260303" (bank tickets).
    case 'legalDays':
      return `${Number(d)} ${Number(d) === 1 ? 'día' : 'días'} del mes de ${monthName(m)} de ${y}`;
    case 'monSlashUpper':
      return `${d}/${monthAbbr[m - 1] ?? ''}/${y}`;
    case 'compact':
      return `${y}${mm}${d}`;
    // The 8th variants' issuers: "03 de Marzo de 2026" (month capitalised, as many letters write it), "03/03/26"
    // (bank and payroll tickets), "03 mar. 2026" (statements), "3/3/2026" (spreadsheet exports).
    case 'longCap':
      return `${d} de ${capitalize(monthName(m))} de ${y}`;
    case 'shortYear':
      return `${d}/${mm}/${y.slice(2)}`;
    case 'monDot':
      return `${d} ${(monthAbbr[m - 1] ?? '').toLowerCase()}. ${y}`;
    case 'slashNoPad':
      return `${Number(d)}/${m}/${y}`;
    // The 9th variants' issuers: "03-Mar-2026" (bank statements and tickets), "03 MAR 26" (electricity bills),
    // "03 DE MARZO DEL 2026" (forms in capitals), "03-03-26" (portal screens), "2026.03.03" (ERP exports).
    case 'monTitleDash':
      return `${d}-${capitalize((monthAbbr[m - 1] ?? '').toLowerCase())}-${y}`;
    case 'monSpacedShort':
      return `${d} ${monthAbbr[m - 1] ?? ''} ${y.slice(2)}`;
    case 'longDelUpper':
      return `${d} DE ${monthName(m).toUpperCase()} DEL ${y}`;
    case 'dashShortYear':
      return `${d}-${mm}-${y.slice(2)}`;
    case 'isoDots':
      return `${y}.${mm}.${d}`;
    // The 10th variants' issuers: "03-MAR-26" (telephone bills), "03 Mar 2026" (statements), "3 de marzo de 2026"
    // (letters and exports without the leading zero), "03/mar/2026" (the STPS platform), "03MAR26" (bank tickets).
    case 'monDashShort':
      return `${d}-${monthAbbr[m - 1] ?? ''}-${y.slice(2)}`;
    case 'monSpacedTitle':
      return `${d} ${capitalize((monthAbbr[m - 1] ?? '').toLowerCase())} ${y}`;
    case 'longNoPad':
      return `${Number(d)} de ${monthName(m)} de ${y}`;
    case 'monSlashLower':
      return `${d}/${(monthAbbr[m - 1] ?? '').toLowerCase()}/${y}`;
    case 'monCompactShort':
      return `${d}${monthAbbr[m - 1] ?? ''}${y.slice(2)}`;
    // The 11th variants' issuers: "MARZO 03 DE 2026" (letterheads in capitals, month first), "03-marzo-2026" (typed
    // letters and forms).
    case 'monthFirstUpperDe':
      return `${monthName(m).toUpperCase()} ${d} DE ${y}`;
    case 'longDash':
      return `${d}-${monthName(m)}-${y}`;
    // The 12th variants' issuers: "MARTES 03 DE MARZO DE 2026" (letters in capitals), "03/marzo/2026" (municipal
    // cashier systems), "3 mar 2026" (web portals formatting with the browser's es-MX medium date), "3 DE MARZO DE
    // 2026" (forms in capitals without the leading zero).
    case 'weekdayUpper':
      return `${(weekdays[new Date(`${iso.slice(0, 10)}T12:00:00Z`).getUTCDay()] ?? '').toUpperCase()} ${d} DE ${monthName(m).toUpperCase()} DE ${y}`;
    case 'slashMonthName':
      return `${d}/${monthName(m)}/${y}`;
    case 'intlMedium':
      return `${Number(d)} ${(monthAbbr[m - 1] ?? '').toLowerCase()} ${y}`;
    case 'longUpperNoPad':
      return `${Number(d)} DE ${monthName(m).toUpperCase()} DE ${y}`;
    // The 13th variants' issuers: "Mar 3, 2026" (a business bank portal set to English), "03 MARZO 2026" (system
    // receipts in capitals without 'de').
    case 'enMedium':
      return `${monthAbbrEn[m - 1] ?? ''} ${Number(d)}, ${y}`;
    case 'dayMonthUpper':
      return `${d} ${monthName(m).toUpperCase()} ${y}`;
    // The 14th variants' issuers: "03 de mar. de 2026" (.NET and Windows' es-MX "dd 'de' MMM 'de' yyyy").
    case 'monDotDe':
      return `${d} de ${(monthAbbr[m - 1] ?? '').toLowerCase()}. de ${y}`;
    // The 15th variants' issuers: "martes, 03 de marzo de 2026" (Windows' es-MX long date, day padded), "03/MARZO/2026"
    // (IMSS and SUA reprints), "03-mar-26" (a spreadsheet's 'dd-mmm-yy' in Spanish).
    case 'weekdayPad':
      return `${weekdays[new Date(`${iso.slice(0, 10)}T12:00:00Z`).getUTCDay()] ?? ''}, ${d} de ${monthName(m)} de ${y}`;
    case 'slashMonthNameUpper':
      return `${d}/${monthName(m).toUpperCase()}/${y}`;
    case 'monLowerShort':
      return `${d}-${(monthAbbr[m - 1] ?? '').toLowerCase()}-${y.slice(2)}`;
    // The 16th variants' issuers: "03.03.26" (SAP's German-style short date, kept by payroll exports), "03 de marzo
    // del 2026" (letters that pad the day and write 'del').
    case 'dotsShortYear':
      return `${d}.${mm}.${y.slice(2)}`;
    case 'longDelPad':
      return `${d} de ${monthName(m)} del ${y}`;
    // The 17th variants' issuers: "03 MAR. 2026" (bank statements in capitals keep the abbreviation's point), "mar.
    // 03/03/2026" (bill systems that lead with the weekday's abbreviation).
    case 'monDotUpper':
      return `${d} ${monthAbbr[m - 1] ?? ''}. ${y}`;
    case 'weekdayAbbrSlash':
      return `${(weekdays[new Date(`${iso.slice(0, 10)}T12:00:00Z`).getUTCDay()] ?? '').slice(0, 3)}. ${d}/${mm}/${y}`;
    // The 18th variants' issuers: "03-MARZO-2026" (IMSS and SUA reprints with dashes), "03/Marzo/2026" (cable and
    // telephone billing systems), "Marzo 03, 2026" (bank portals with the day padded), "3 de Marzo del 2026" (letters
    // that capitalise the month and write 'del').
    case 'longDashUpper':
      return `${d}-${monthName(m).toUpperCase()}-${y}`;
    case 'slashMonthNameCap':
      return `${d}/${capitalize(monthName(m))}/${y}`;
    case 'monthFirstPad':
      return `${capitalize(monthName(m))} ${d}, ${y}`;
    case 'longDelCap':
      return `${Number(d)} de ${capitalize(monthName(m))} del ${y}`;
    // The 19th variants' issuers: "Marzo 03 de 2026" (letterheads and bills in mixed case, month first), "03 mar 2026"
    // (bank statements that pad the day and keep the abbreviation lower case), "3 DE MARZO DEL 2026" (IMSS cards and
    // forms in capitals without the leading zero).
    case 'monthFirstDe':
      return `${capitalize(monthName(m))} ${d} de ${y}`;
    case 'monSpacedLower':
      return `${d} ${(monthAbbr[m - 1] ?? '').toLowerCase()} ${y}`;
    case 'longUpperDelNoPad':
      return `${Number(d)} DE ${monthName(m).toUpperCase()} DEL ${y}`;
  }
}

export type MoneyStyle = 'dollar' | 'dollarSpace' | 'plain' | 'mxn' | 'mn' | 'mxnPrefix' | 'pesos' | 'dollarMxn' | 'words' | 'wholePesos' | 'bare' | 'mnPlain' | 'mxnDollar' | 'dollarMxnSuffix' | 'mnNoDots' | 'dollarBare' | 'asterisks' | 'mnParen' | 'dollarSpaceMn' | 'mxpSuffix' | 'pesosUpper' | 'dollarSpaceMxn' | 'mnSlash' | 'dollarSpaceMnNoDots' | 'pesosMn' | 'mnSuffixNoDots' | 'wholeBare';

/** 12345.6 as "$12,345.60", "$ 12,345.60", "12,345.60", "12,345.60 MXN" or "$12,345.60 M.N.". */
export function formatMoney(amount: number, style: MoneyStyle): string {
  const [int = '0', dec = '00'] = amount.toFixed(2).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const n = `${grouped}.${dec}`;
  switch (style) {
    case 'dollar':
      return `$${n}`;
    case 'dollarSpace':
      return `$ ${n}`;
    case 'plain':
      return n;
    case 'mxn':
      return `${n} MXN`;
    case 'mn':
      return `$${n} M.N.`;
    case 'mxnPrefix':
      return `MXN ${n}`;
    case 'dollarMxn':
      return `$${n} (MXN)`;
    case 'pesos':
      return `$ ${n} pesos`;
    // The 7th variants': the amount followed by its words, as cheques and SUA totals print it; SAT acuses in whole pesos.
    case 'words':
      return `$${n} (${amountInWords(Math.floor(amount))} PESOS ${dec}/100 M.N.)`;
    case 'wholePesos':
      return `$${grouped}`;
    // The 8th variants': payroll exports without separators ("12345.60"), "12,345.60 M.N.", "MXN $12,345.60".
    case 'bare':
      return `${int}.${dec}`;
    case 'mnPlain':
      return `${n} M.N.`;
    case 'mxnDollar':
      return `MXN $${n}`;
    // The 9th variants': "$12,345.60 MXN" (bank portals), "$12,345.60 MN" (receipts without the dots), "$12345.60"
    // (SUA totals without separators).
    case 'dollarMxnSuffix':
      return `$${n} MXN`;
    case 'mnNoDots':
      return `$${n} MN`;
    case 'dollarBare':
      return `$${int}.${dec}`;
    // The 10th variants': "$***12,345.60" (bank tickets guard the amount with asterisks), "$12,345.60 (M.N.)".
    case 'asterisks':
      return `$***${n}`;
    case 'mnParen':
      return `$${n} (M.N.)`;
    // The 11th variants': "$ 12,345.60 M.N." (letters and bank receipts with a space after the sign).
    case 'dollarSpaceMn':
      return `$ ${n} M.N.`;
    // The 12th variants': "$12,345.60 MXP" (older banking cores still print the pre-1993 currency code).
    case 'mxpSuffix':
      return `$${n} MXP`;
    // The 14th variants': "$12,345.60 PESOS" (receipts that name the currency in capitals without 'M.N.').
    case 'pesosUpper':
      return `$${n} PESOS`;
    // The 15th variants': "$ 12,345.60 MXN" (bank portals that space the sign and name the currency after).
    case 'dollarSpaceMxn':
      return `$ ${n} MXN`;
    // The 17th variants': "$12,345.60 M/N" (bank receipts write moneda nacional with a slash).
    case 'mnSlash':
      return `$${n} M/N`;
    // The 18th variants': "$ 12,345.60 MN" (SUA reprints space the sign and drop the dots), "$12,345.60 pesos M.N."
    // (letters and bank tickets that name the currency twice).
    case 'dollarSpaceMnNoDots':
      return `$ ${n} MN`;
    case 'pesosMn':
      return `$${n} pesos M.N.`;
    // The 19th variants': "12,345.60 MN" (portal receipts that print the currency after the amount and no sign),
    // "12,345" (DyP acuses' whole pesos in tables, without the sign).
    case 'mnSuffixNoDots':
      return `${n} MN`;
    case 'wholeBare':
      return grouped;
  }
}

const units = ['', 'UN', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE', 'DIEZ', 'ONCE', 'DOCE', 'TRECE', 'CATORCE', 'QUINCE', 'DIECISÉIS', 'DIECISIETE', 'DIECIOCHO', 'DIECINUEVE', 'VEINTE', 'VEINTIÚN', 'VEINTIDÓS', 'VEINTITRÉS', 'VEINTICUATRO', 'VEINTICINCO', 'VEINTISÉIS', 'VEINTISIETE', 'VEINTIOCHO', 'VEINTINUEVE'];
const tens = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const hundreds = ['', 'CIENTO', 'DOSCIENTOS', 'TRESCIENTOS', 'CUATROCIENTOS', 'QUINIENTOS', 'SEISCIENTOS', 'SETECIENTOS', 'OCHOCIENTOS', 'NOVECIENTOS'];

function below1000(n: number): string {
  if (n === 100) return 'CIEN';
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const tail = rest < 30 ? (units[rest] ?? '') : `${tens[Math.floor(rest / 10)] ?? ''}${rest % 10 ? ` Y ${units[rest % 10] ?? ''}` : ''}`;
  return [hundreds[h] ?? '', tail].filter(Boolean).join(' ');
}

/** 12345 as "DOCE MIL TRESCIENTOS CUARENTA Y CINCO" (apocopated "UN" before "PESOS", "MIL", "MILLONES"). */
export function amountInWords(n: number): string {
  if (n === 0) return 'CERO';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? 'UN MILLÓN' : `${below1000(millions)} MILLONES`);
  if (thousands) parts.push(thousands === 1 ? 'MIL' : `${below1000(thousands)} MIL`);
  if (rest) parts.push(below1000(rest));
  return parts.join(' ');
}

/** The truth's form of money: '.' decimals, two places, no separators. */
export const money = (amount: number): string => amount.toFixed(2);

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** ISO date plus days. */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function lastDayOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** "MM-AAAA" for the month a period starts in (the form the truth uses for periodo). */
export function periodMonth(fromIso: string): string {
  return `${fromIso.slice(5, 7)}-${fromIso.slice(0, 4)}`;
}

/** A 24-hour 'HH:MM' (and seconds) as Windows' es-MX 12-hour clock prints it: '14:05' → '02:05:22 p. m.'. */
export function clock12(hhmm: string, seconds?: string): string {
  const h = Number(hhmm.slice(0, 2));
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${pad2(h12)}:${hhmm.slice(3, 5)}${seconds ? `:${seconds}` : ''} ${h < 12 ? 'a. m.' : 'p. m.'}`;
}

/** Groups of n characters separated by spaces, the way receipts print long references. */
export function grouped(s: string, n: number): string {
  return s.replace(new RegExp(`(.{${n}})(?=.)`, 'g'), '$1 ');
}
