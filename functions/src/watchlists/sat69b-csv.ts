import { normalizeSearchText, sat69bSituations, type Sat69bCounts, type Sat69bRefusal, type Sat69bSituation, emptySat69bCounts } from '@expediente/contracts';

/**
 * Reading the SAT's 69-B CSV (domain file 'SAT lists'): bytes in cp1252 (or UTF-8 with a BOM, should the SAT
 * change), a few preamble lines, then the header row — found by its column names, never by counting lines, so an
 * extra preamble line does not break it —, then one row per RFC and stage. An RFC may appear more than once; the
 * latest stage is kept. A file that is not that list is refused, so the caller keeps the last good snapshot.
 */

export type Sat69bEntry = { rfc: string; name: string; situation: Sat69bSituation; publishedAt?: string };
export type Sat69bList = { entries: Map<string, Sat69bEntry>; rows: number; invalidRows: number; counts: Sat69bCounts };
export type Sat69bParse = { ok: true; list: Sat69bList } | { ok: false; reason: Sat69bRefusal };

/** Lines looked at for the header: the SAT's file has two preamble lines; allow for a few more. */
const HEADER_SEARCH_LINES = 20;
/** Invalid rows tolerated: some, as the real list has quirks; beyond this the file is not trusted. */
const maxInvalid = (rows: number) => Math.max(10, Math.floor(rows * 0.01));

const RFC = /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/;
const stageRank: Record<Sat69bSituation, number> = { Presunto: 0, Desvirtuado: 1, Definitivo: 2, 'Sentencia favorable': 3 };
/** The SAT's column of each stage's publication on its site (then the DOF's), by their normalized header words. */
const stageColumns: Record<Sat69bSituation, string[]> = {
  Presunto: ['publicacion pagina sat presuntos', 'publicacion dof presuntos'],
  Desvirtuado: ['publicacion pagina sat desvirtuados', 'publicacion dof desvirtuados'],
  Definitivo: ['publicacion pagina sat definitivos', 'publicacion dof definitivos'],
  'Sentencia favorable': ['publicacion pagina sat sentencia favorable', 'publicacion dof sentencia favorable'],
};

const norm = (s: string) => normalizeSearchText(s).replace(/\s+/g, ' ').trim();

/** cp1252 unless the file starts with a UTF-8 BOM. */
export function decodeSat69b(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  return new TextDecoder('windows-1252').decode(bytes);
}

/** Binary content: NUL bytes, or many control characters other than tab and line ends. */
export function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return true;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) control++;
  }
  return control > sample.length / 100;
}

/** RFC 4180 rows: quoted fields with "" escapes, commas and line breaks inside quotes, CRLF or LF. */
export function* csvRows(text: string): Generator<string[]> {
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      row.push(field);
      yield row;
      row = [];
      field = '';
      if (c === '\r' && text[i + 1] === '\n') i++;
    } else field += c;
    i++;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    yield row;
  }
}

/** 'Sentencia Favorable', 'DEFINITIVO ' → the list's value; anything else undefined. */
export function situationOf(text: string): Sat69bSituation | undefined {
  const n = norm(text);
  return sat69bSituations.find((s) => norm(s) === n);
}

/** dd/mm/yyyy (the SAT's dates) → yyyy-mm-dd; anything else undefined. */
export function sat69bDate(text: string | undefined): string | undefined {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text ?? '');
  if (!m) return undefined;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The later of two entries for one RFC: the later publication of its stage; without dates, the later stage. */
function latest(a: Sat69bEntry, b: Sat69bEntry): Sat69bEntry {
  if (a.publishedAt && b.publishedAt && a.publishedAt !== b.publishedAt) return a.publishedAt > b.publishedAt ? a : b;
  return stageRank[b.situation] >= stageRank[a.situation] ? b : a;
}

export function parseSat69b(bytes: Uint8Array): Sat69bParse {
  if (looksBinary(bytes)) return { ok: false, reason: 'binary' };
  const rows = csvRows(decodeSat69b(bytes));
  let columns: { no: number; rfc: number; name: number; situation: number; dates: Record<Sat69bSituation, number[]> } | undefined;
  for (let line = 0; line < HEADER_SEARCH_LINES && !columns; line++) {
    const next = rows.next();
    if (next.done) break;
    const names = next.value.map(norm);
    const index = (name: string) => names.indexOf(norm(name));
    const [no, rfc, name, situation] = ['No', 'RFC', 'Nombre del Contribuyente', 'Situación del contribuyente'].map(index) as [number, number, number, number];
    if (no >= 0 && rfc >= 0 && name >= 0 && situation >= 0) {
      const dates = Object.fromEntries(sat69bSituations.map((s) => [s, stageColumns[s].map((c) => names.indexOf(c)).filter((i) => i >= 0)])) as Record<Sat69bSituation, number[]>;
      columns = { no, rfc, name, situation, dates };
    }
  }
  if (!columns) return { ok: false, reason: 'header' };

  const entries = new Map<string, Sat69bEntry>();
  let count = 0;
  let invalid = 0;
  for (const row of rows) {
    if (row.every((f) => f.trim() === '')) continue;
    count++;
    const rfc = (row[columns.rfc] ?? '').trim().toUpperCase();
    const situation = situationOf(row[columns.situation] ?? '');
    if (!RFC.test(rfc) || !situation) {
      invalid++;
      continue;
    }
    const publishedAt = columns.dates[situation].map((i) => sat69bDate(row[i])).find(Boolean);
    const entry: Sat69bEntry = { rfc, name: (row[columns.name] ?? '').trim(), situation, ...(publishedAt ? { publishedAt } : {}) };
    const before = entries.get(rfc);
    entries.set(rfc, before ? latest(before, entry) : entry);
  }
  if (count === 0) return { ok: false, reason: 'empty' };
  if (invalid === count || invalid > maxInvalid(count)) return { ok: false, reason: 'invalidRows' };
  const counts = emptySat69bCounts();
  for (const e of entries.values()) counts[e.situation]++;
  return { ok: true, list: { entries, rows: count, invalidRows: invalid, counts } };
}
