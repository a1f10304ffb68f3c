import type { TextRead } from '../readers/types';
import { continueName, givenNamesFirst, givenNamesFirstByKey, keySpells, issuerRfcs, keyWord, labels, MONTH_AND_YEAR, nameOrderByKey, PERIOD_WORDS, nameAbove, nameBelow, nameBesideRfc, nameIntroduced, nameValue, otherPartyRfcs, readRfc, rfcLine, detectValuesAbove, titlePeriod } from './common';
import { parseMonthName, parsePeriod, periodLabel } from './dates';
import { buildExtraction, Fields } from './extraction';
import { curpsIn, nssIn, rfcsIn } from './normalise';
import { fold, joinStackedTables, QUALITY, TextDoc, type Found } from './text';
import type { Extraction } from './types';

/**
 * The supplier's list of workers assigned to the customer in a month: the supplier's RFC, razón social and period
 * above a table with one row per worker (name, NSS, CURP, RFC in any column order).
 */
const L = {
  razonSocial: labels.razonSocial,
  // A range with no label under the title ('Del 01/03/2026 al 31/03/2026').
  // A payroll provider's export names the payroll's month: 'Nómina de Mayo 2026', 'Nómina del mes de marzo de 2026'.
  periodo: new RegExp(String.raw`\bperiodo\b|\bmes\b|${PERIOD_WORDS}|^del?(?=\s+\d{1,2}[/.-])|\bnomina\s+(?:del?\s+)?(?=${MONTH_AND_YEAR})`),
  // Also dotted as abbreviations are on forms ('N.S.S.', 'C.U.R.P.'). A column holding all of a worker's identifiers
  // stacked is captioned for them together: 'Datos de identificación', 'Identificadores', 'Claves' (session 13).
  header: /(?<![a-z])n\.?s\.?s(?![a-z])|(?<![a-z])c\.?u\.?r\.?p(?![a-z])|seguridad\s+social|\bdatos\s+de\s+identificacion\b|^(?=.*\bnombre).*\b(?:identificadores|identificacion|claves)\b/,
  cliente: /\bcliente\b|\bcontrato\b/,
};
const stops = [...Object.values(L), labels.rfc];

/** A column of the name's parts: the first surname ('Apellido paterno', 'Primer apellido'), the second, 'Apellidos'. */
const NAME_PART = /(?:apellido\s+)?(?:paterno|materno)|(?:primer|segundo)\s+apellido|\bapellidos\b/;

/** Columns of words other than the name that payroll lists print beside it: the job, its area. */
const JOB_COLUMN = /\b(?:puesto|cargo|categoria|departamento|area|ocupacion|funcion|centro\s+de\s+trabajo)\b/;

/**
 * A name printed in one column a part under headings that say which part ('Apellido paterno | Apellido materno |
 * Nombre(s)', in any order): joined given names first, as the other documents write it. Only when the row's cells
 * line up with the header's.
 */
function nameFromColumns(header: string[], row: string[]): string | undefined {
  if (header.length !== row.length) return undefined;
  const folded = header.map(fold);
  const at = (re: RegExp) => folded.findIndex((h) => re.test(h));
  const parts = [at(/^nombres?\b|^nombre\(s\)$/), at(/paterno|primer\s+apellido/), at(/materno|segundo\s+apellido/)];
  if (parts[0]! < 0 || parts[1]! < 0) return undefined;
  const words = parts.filter((p) => p >= 0).map((p) => row[p]!.trim());
  return words.every((w) => /^[\p{L}][\p{L} .'-]*$/u.test(w)) ? words.join(' ') : undefined;
}

/**
 * A worker's name in a row of identifiers: a run of words without digits. With another column of words in the list
 * (the job: 'Nombre | Puesto'), the header's order tells which run is the name; else the longest run.
 */
function nameIn(line: string, ids: string[], header: string): string | undefined {
  let t = line;
  for (const id of ids) t = t.replace(new RegExp(id.split('').join('[ -]?'), 'i'), ' | ');
  const runs = t
    .split(/\s*\|\s*|\s{2,}|\t/)
    .map((s) => s.replace(/^\d+[.)]?\s+/, '').trim())
    .filter((s) => /^[\p{L}][\p{L} .,'-]+$/u.test(s) && s.split(/\s+/).length >= 2);
  const name = header.search(/\b(?:nombre|apellido|trabajador|empleado|colaborador)/);
  const job = header.search(JOB_COLUMN);
  if (runs.length >= 2 && name >= 0 && job >= 0) return name < job ? runs[0] : runs.at(-1);
  return runs.sort((a, b) => b.length - a.length)[0];
}

/** An employee's number before the name, with its caption or without: '0001', 'Núm. personal 22182136', 'No. de empleado: 4410'. */
const EMPLOYEE_NUMBER = /^\s*(?:(?:n[uú]m(?:ero)?\.?|no\.?)\s*(?:de(?:l)?\s+)?(?:personal|empleado|trabajador|colaborador|n[oó]mina)\s*:?\s*)?\d{1,10}[.)-]?\s+/i;

/**
 * A name a narrow gap joined to the next column's first word ('PATRICIA RODRÍGUEZ ESCOBEDO OPERACIONES', the
 * department): the worker's CURP or RFC spells the name without it, given names first, never with it.
 */
function withoutNextColumn(words: string[], key: string): string[] {
  const k = words.map(keyWord);
  if (k.length < 4 || keySpells(key, k.slice(-2), k.slice(0, -2)) || keySpells(key, k.slice(0, 2), k.slice(2))) return words;
  for (let end = k.length - 1; end >= 3; end--) if (keySpells(key, k.slice(end - 2, end), k.slice(0, end - 2))) return words.slice(0, end);
  return words;
}

/**
 * A name wrapped in its narrow cell: the second surname alone at the start of the line under the row (beside the job
 * title's own wrapped end), no identifier on it. Taken when the worker's CURP or RFC spells the name with it.
 */
function wrappedSurname(doc: TextDoc, next: number, words: string[], key: string | undefined): string | undefined {
  const line = doc.lines[next];
  if (!key || words.length !== 2 || !line || nssIn(line).length || curpsIn(line).length || rfcsIn(line).length) return undefined;
  const tail = doc.cells[next]![0]!.trim();
  if (!/^\p{Lu}{2,}$/u.test(tail)) return undefined;
  return keySpells(key, [keyWord(words[1]!), keyWord(tail)], [keyWord(words[0]!)]) ? tail : undefined;
}

/** Captions of the worker's identifiers, as forms print them ('NSS', 'N.S.S.', 'No. de afiliación', 'C.U.R.P.'). */
const ID_CAPTION = /\b(?:n\.?\s?s\.?\s?s|c\.?\s?u\.?\s?r\.?\s?p|r\.?\s?f\.?\s?c|no\.?\s+de\s+(?:afiliacion|seguridad\s+social)|(?:num(?:ero)?\.?\s+de\s+)?seguridad\s+social)\b\.?/g;

/** A line that holds nothing but the given identifiers and their captions: no name, no job beside them. */
function identifiersOnly(line: string, ids: ({ value: string } | undefined)[]): boolean {
  let t = fold(line);
  for (const id of ids) if (id) t = t.replace(new RegExp(id.value.split('').join('[ -]?'), 'i'), ' ');
  return t.replace(ID_CAPTION, ' ').replace(/[\s:|,;/-]+/g, '') === '';
}

/** The company's name on the title row under its RFC (the RFC printed first), above the table's header. */
function titleNameBelow(doc: TextDoc, rfcAt: number, top: number): Found | undefined {
  const below = rfcAt >= 0 && rfcAt + 1 < top ? nameBelow(doc, rfcAt) : undefined;
  return below && below.line < top ? below : undefined;
}

/** The month and the year each in its own captioned cell ('Mes: Marzo | Año: 2026', session 14), as one period. */
function monthAndYearApart(doc: TextDoc): Found | undefined {
  const month = doc.find(/\bmes\b/, (t) => (parseMonthName(t.trim().split(/\s+/)[0] ?? '') ? t.trim().split(/\s+/)[0] : undefined), { stops, lookahead: 1 });
  const year = doc.find(/\bano\b/, (t) => /^\s*((?:19|20)\d{2})(?!\d)/.exec(t)?.[1], { stops, lookahead: 1 });
  return month && year ? { value: `${month.value} ${year.value}`, quality: Math.min(month.quality, year.quality), line: month.line } : undefined;
}

export function parsePlantilla(read: TextRead): Extraction {
  const doc = new TextDoc({ ...read, text: joinStackedTables(read.text) });
  detectValuesAbove(doc);
  const fields = new Fields(doc);
  const header = doc.lineIndex(L.header);
  const top = header < 0 ? doc.lines.length : header;
  // Not the customer's RFC a customer's platform prints at the top ('RFC contratante').
  const others = new Set([...otherPartyRfcs(doc), ...issuerRfcs(doc)]);
  // The list's own party is never one of the workers listed in it: their RFCs (on the rows with an NSS or a CURP under
  // the table's header) are no candidate, even where the 'RFC' column caption seems to label one (session 13).
  const listed = new Set<string>();
  for (let j = Math.max(header, 0); header >= 0 && j < doc.lines.length; j++) {
    if (nssIn(doc.lines[j]!).length || curpsIn(doc.lines[j]!).length) for (const r of rfcsIn(doc.lines[j]!)) listed.add(r.value);
  }
  // A worker's card prints the RFC on a line of its own near the CURP ('1. NAME', 'RFC …', 'CURP …', 'NSS …'), above
  // the first line the header rule sees: an RFC that starts like a CURP a few lines off (both begin with the
  // person's initials and birth date) is a worker's (session 14). From a few lines above the first NSS: a persona
  // física's own RFC and CURP printed together at the top are the party's.
  const firstNss = doc.lines.findIndex((l) => nssIn(l).length > 0);
  for (let j = firstNss < 0 ? doc.lines.length : Math.max(0, firstNss - 3); j < doc.lines.length; j++) {
    for (const r of rfcsIn(doc.lines[j]!)) {
      const near = doc.lines.slice(Math.max(0, j - 3), j + 4).join(' ');
      if (r.value.length === 13 && curpsIn(near).some((c) => c.value.slice(0, 10) === r.value.slice(0, 10))) listed.add(r.value);
    }
  }
  const own = (t: string) => rfcsIn(t).find((r) => !others.has(r.value) && !listed.has(r.value))?.value;
  const rfc = doc.find(labels.rfc, own, { stops, lookahead: 2 });
  // With no label: the RFC a spreadsheet's title rows print alone above the table, under or beside the company's name.
  const title = rfc && rfc.line < top ? rfc : doc.scan((t) => own(t));
  if (title && title.line < top) fields.found('rfc', title);
  else {
    const any = new Fields(doc);
    readRfc(doc, any, 'rfc', labels.rfc, stops);
    const f = any.list[0];
    if (f && !listed.has(f.value)) fields.set('rfc', f.value, f.confidence);
  }
  fields.found('razonSocial', continueName(doc, doc.find(L.razonSocial, nameValue, { stops })) ?? nameBesideRfc(doc, fields.get('rfc')) ?? nameAbove(doc, rfcLine(doc, fields.get('rfc'))) ?? titleNameBelow(doc, rfcLine(doc, fields.get('rfc')), top) ?? nameIntroduced(doc));
  const p = doc.find(L.periodo, (t) => (parsePeriod(t) ? t : undefined), { stops }) ?? titlePeriod(doc, top, parsePeriod) ?? monthAndYearApart(doc);
  const printedPeriod = p ? parsePeriod(p.value) : undefined;
  if (p && printedPeriod) fields.set('periodo', periodLabel(printedPeriod), doc.confidence * p.quality);

  // Surnames in their own columns before the given names ('Apellido paterno Apellido materno Nombre(s)'): the
  // name is written given names first, as the other documents do.
  const h = header >= 0 ? doc.folded[header]! : '';
  // A department or job column right of the name's: its first word may join the name across a narrow gap.
  const nameBeforeJob = h.search(JOB_COLUMN) > Math.max(0, h.search(/\b(?:nombre|apellido|trabajador|empleado|colaborador)/));
  const surname = h.search(NAME_PART);
  const surnamesFirst = surname >= 0 && /nombre/.test(h) && surname < h.search(/nombre\(?s?\)?(?!\s+completo)/);
  type Id = { value: string; repaired: boolean };
  type Worker = { name?: string | undefined; nameQuality?: number; nss?: Id | undefined; curp?: Id | undefined; rfc?: Id | undefined };
  let i = 0;
  const names: { index: number; name: string; key: string | undefined; quality: number }[] = [];
  const q = (repaired: boolean) => doc.confidence * (repaired ? QUALITY.repaired : 1);
  const emit = (w: Worker) => {
    if (!w.nss && !w.curp && !w.rfc) return;
    // The worker's CURP or RFC tells a name printed surnames first with no comma and no header to say so.
    if (w.name) names.push({ index: i, name: w.name, key: w.curp?.value ?? w.rfc?.value, quality: w.nameQuality ?? 1 });
    if (w.nss) fields.set(`trabajadores[${i}].nss`, w.nss.value, q(w.nss.repaired));
    if (w.curp) fields.set(`trabajadores[${i}].curp`, w.curp.value, q(w.curp.repaired));
    if (w.rfc) fields.set(`trabajadores[${i}].rfc`, w.rfc.value, q(w.rfc.repaired));
    i++;
  };
  // A worker printed as a card (one identifier a line under 'Nombre: …'): its lines gather until an identifier
  // repeats, a new name or a new card's heading.
  let card: Worker = {};
  // A table row (two identifiers or more on its line) stays open for the line under it when that line is only one
  // identifier the row lacks: a narrow cell ('NSS … CURP') wrapped its value onto a line of its own.
  let openRow = false;
  const flush = () => {
    emit(card);
    card = {};
    openRow = false;
  };
  // The header may be a card's own 'CURP: …' line: the cards start above it.
  const from = header >= 0 && (nssIn(doc.lines[header]!).length || curpsIn(doc.lines[header]!).length) ? 0 : Math.max(header, 0);
  for (let j = from; j < doc.lines.length; j++) {
    const line = doc.lines[j]!;
    const nss = nssIn(line)[0];
    const curp = curpsIn(line)[0];
    const workerRfc = rfcsIn(line).find((r) => r.value !== fields.get('rfc'));
    const kinds = [nss, curp, workerRfc].filter(Boolean).length;
    if (kinds === 0) {
      const named = /^(?:nombre(?:\s+(?:completo|del\s+(?:trabajador|colaborador|empleado)))?|trabajador|empleado|colaborador)\s*:\s*(.+)$/.exec(doc.folded[j]!);
      if (named) {
        flush();
        card.name = line.slice(line.length - named[1]!.length).trim();
      } else if (/^(?:trabajador|empleado|colaborador|persona)\s*(?:no\.?\s*)?#?\s*\d{1,4}\s*$/.test(doc.folded[j]!)) flush();
      continue;
    }
    const onlyIds = identifiersOnly(line, [nss, curp, workerRfc]);
    // One identifier on its line: part of the card being read, unless the card already has that one. One that repeats
    // starts the next worker, read like any row below (its name may be on the line). A line of identifiers alone (with
    // their captions, no name) that the row lacks is the row's identification cell wrapped onto the next line
    // ('RFC … CURP' over '… NSS …'): it joins the row (session 13).
    if ((card.name || card.nss || card.curp || card.rfc) && (kinds === 1 ? !openRow || onlyIds : onlyIds)) {
      if (!((nss && card.nss) || (curp && card.curp) || (workerRfc && card.rfc))) {
        if (nss) card.nss = nss;
        if (curp) card.curp = curp;
        if (workerRfc) card.rfc = workerRfc;
        continue;
      }
    }
    flush();
    // A card per worker: '1. NAME' or the employee's number ('0001 NAME', a lista de raya's block; 'No. de empleado
    // 10000231 NAME', an ERP's personnel report) on its own line above 'NSS: … CURP: … RFC: …'. (Not the table's
    // header: the first row's name is never its column captions.)
    const above = j > 0 && j - 1 !== header ? doc.lines[j - 1]!.replace(EMPLOYEE_NUMBER, '') : '';
    // The row's column gaps part its cells (a job title beside the name is another run of words), unless the name
    // itself is printed in columns ('Apellido paterno | Apellido materno | Nombre(s)').
    const row = doc.cells[j]!.length >= 2 && surname < 0 ? doc.cells[j]!.join(' | ') : line;
    const columns = header >= 0 ? nameFromColumns(doc.cells[header]!, doc.cells[j]!) : undefined;
    const name =
      columns ??
      nameIn(row.replace(/\b(?:nss|curp|rfc|nombre)\s*:/gi, ' | '), [nss?.value, curp?.value, workerRfc?.value].filter((v): v is string => Boolean(v)), h) ??
      (/^[\p{L}][\p{L} .'-]+$/u.test(above) && above.split(' ').length >= 2 ? above : undefined);
    // 'PATERNO MATERNO, NOMBRE' says its own order; else the header's columns do.
    const commaOrder = Boolean(name?.includes(','));
    let words = (name && commaOrder ? givenNamesFirst(name) : name)?.replace(/\s+/g, ' ').split(' ');
    if (words && surnamesFirst && !commaOrder && !columns && words.length >= 3) words = [...words.slice(2), ...words.slice(0, 2)];
    if (kinds === 1) {
      // One identifier with the name on its row (a list of NSS and names), or the first line of a card: later lines
      // may add to it.
      card = { name: words?.join(' '), nameQuality: surnamesFirst && !columns ? QUALITY.nextLine : 1, nss, curp, rfc: workerRfc };
      continue;
    }
    const key = curp?.value ?? workerRfc?.value;
    const tail = words ? wrappedSurname(doc, j + 1, words, key) : undefined;
    if (tail) words!.push(tail);
    if (words && key && nameBeforeJob) words = withoutNextColumn(words, key);
    card = { name: words?.join(' '), nameQuality: surnamesFirst && !columns ? QUALITY.nextLine : 1, nss, curp, rfc: workerRfc };
    openRow = true;
  }
  flush();
  // A list prints all its names in one order: a name whose CURP fits both orders follows the others'.
  const orders = names.map((n) => nameOrderByKey(n.name, n.key));
  const list = orders.filter((o) => o === 'surnames-first').length > orders.filter((o) => o === 'given-first').length ? 'surnames-first' : undefined;
  for (const n of names) fields.set(`trabajadores[${n.index}].nombre`, givenNamesFirstByKey(n.name, n.key, list), doc.confidence * n.quality);
  return buildExtraction('mxplantilla', fields, { printedPeriod });
}
