import type { TextRead } from '../readers/types';

/**
 * Label lookup on read text. Real documents print a label and its value on one line ('RFC: ABC…'), the value on
 * the next line (forms and two-row tables), or several labels on one line; OCR drops accents and changes case.
 * Labels are matched on a folded copy of each line (lower case, no accents) of the same length, so a match's
 * position cuts the original line.
 */

/** Lower case without accents, one output character per UTF-16 unit (positions stay valid on the original). */
export function fold(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    // 'Nº' / 'N°' (número) read as 'no': the labels' abbreviations are written with an o.
    if (s[i] === 'º' || s[i] === '°') {
      out += 'o';
      continue;
    }
    const c = s[i]!.normalize('NFD')[0] ?? s[i]!;
    const l = c.toLowerCase();
    out += l.length === 1 ? l : c;
  }
  return out;
}

/**
 * A line folded for label matching: also the plural markers written in brackets read as the plural ('Contrato(s)' →
 * 'contratos  ', 'Trabajador(es)' → 'trabajadores  ', 'Nombre (s)' → 'nombres   ' with the space web forms put before
 * it), same length, so one label pattern matches both.
 */
export function foldLabel(s: string): string {
  return fold(s).replace(/(?<=\p{L}) ?\((s|es|as|os)\)/gu, (m, p: string) => p + ' '.repeat(m.length - p.length));
}

/** A label match that ended inside a plural marker ('asignado(' of 'asignado(s)', foldLabel): its end after the marker. */
function pluralEnd(line: string, end: number): number {
  const open = line.lastIndexOf('(', end - 1);
  if (open < 0 || end - open > 3) return end;
  const close = /^[a-z]{0,2}\)/i.exec(line.slice(end));
  return close ? end + close[0].length : end;
}

/**
 * A numbering before a label, on folded text: '2.', '2.-', '2)', 'II.', 'a)', 'Sección 3', 'Inciso b)'. Forms number
 * their sections and items in every style; the label after it is the same label.
 */
const NUMBERING = /^(?:(?:seccion|apartado|inciso|punto|rubro)\s+(?:\d{1,2}|[ivx]{1,5}|[a-z])\b\s*[.):-]*\s*|(?:\d{1,2}(?:\.\d{1,2})*|[ivx]{1,5}|[a-z])\s?(?:\.-|\.|\)|-)\s+)/;

/** How many characters of a folded line are its numbering (0 when none). */
export function numberingLength(folded: string): number {
  return NUMBERING.exec(folded)?.[0].length ?? 0;
}

/**
 * A label pattern on a folded line, also after the line's numbering (so patterns anchored at the line's start match
 * '2. Denominación…' too): the match's index and end in the whole line.
 */
export function matchLabel(re: RegExp, folded: string): { index: number; end: number } | undefined {
  const m = re.exec(folded);
  if (m) return { index: m.index, end: m.index + m[0].length };
  const n = numberingLength(folded);
  if (!n) return undefined;
  const b = re.exec(folded.slice(n));
  return b ? { index: b.index + n, end: b.index + n + b[0].length } : undefined;
}

/** Where a value was found: on the label's line, on a following line, or by its shape with no label. */
export type Found = { value: string; quality: number; line: number };

/** Turns a piece of a line into the field's value, or undefined when it is not one. */
export type Extractor = (text: string) => string | undefined;

export const QUALITY = { sameLine: 1, nextLine: 0.93, unlabelled: 0.8, repaired: 0.9 } as const;

// A label's closing bracket ('Clave interbancaria (CLABE)') is part of the label, not of its value.
const LEADING = /^[\s:;.,=|>\-–—_*#)\]]+/;
/**
 * The rest of a label the pattern did not name, up to its colon: 'Contratos' + ' de servicios especializados: 6',
 * 'Folio' + ' de la constancia: 123'. Only words joined by a connector, no digits, a colon after them.
 */
const LABEL_TAIL = /^\s+(?:de|del|de\s+la|de\s+los|de\s+las|en|que|u|y|o|para|por|al?|con|sin|segun)\s[^:\d\n]{0,60}?:\s*(?=\S)/iu;

/** A line that is a label and its value: words (no digits) up to a colon, then something. */
const LABEL_LINE = /^\p{L}[\p{L} .,()/]{1,60}:(?!\d)\s*\S/u;

/** How many characters after a label are the rest of it (see LABEL_TAIL, ALTERNATIVE); 0 when none. */
export function labelTailLength(rest: string): number {
  const tail = LABEL_TAIL.exec(rest);
  if (tail && tail[0].split(/\s+/).length <= 9) return tail[0].length;
  return SUM_PARTS.exec(rest)?.[0].length ?? alternativeLength(rest);
}

/**
 * The parts a total sums, named after its label up to the colon ('Total a pagar' + ' RCV + INFONAVIT:', 'Total' +
 * ' (IMSS + RCV):', ' IMSS y RCV:'): words joined by plus signs, ampersands or 'y', in brackets or not.
 */
const SUM_PARTS = /^\s+\(?[\p{L}.]+(?:\s*(?:[+&]|\sy\s)\s*[\p{L}.]+){1,4}\)?\s*:\s*(?=\S)/iu;

/** A label's second name after 'o', 'u', 'y' or 'e' ('Municipio' + ' o Demarcación Territorial', 'Colonia' + ' o Localidad'). */
const ALTERNATIVE = /^\s+(?:o|u|y|e)\s+/i;

/**
 * A label that names alternatives ('Municipio o Demarcación Territorial', 'Colonia o Localidad') printed without its
 * colon, or with its last word and colon wrapped onto the next line ('… o Demarcación' + 'Territorial:'): the
 * alternative's label words up to the first word that is not one are the label's, not the value's.
 */
function alternativeLength(rest: string): number {
  const alt = ALTERNATIVE.exec(rest);
  if (!alt) return 0;
  let at = alt[0].length;
  let words = 0;
  for (const m of rest.slice(at).matchAll(/(\S+)(\s*)/g)) {
    if (words >= 3 || !LABEL_WORDS.has(fold(m[1]!).replace(/[():,]/g, ''))) break;
    at += m[0].length;
    words++;
  }
  return words ? at : 0;
}

/** The remainder after a label, without its separators nor a bracketed qualifier of words ('Línea de captura (SIPARE)'). */
export function afterLabel(rest: string): string {
  rest = rest.slice(labelTailLength(rest));
  return rest.replace(LEADING, '').replace(/^\((?=[^)]*\p{L})[^)\d]{1,24}\)/u, '').replace(LEADING, '');
}

/**
 * Whether what follows a label on its line is only more of the label (a caption: 'Clase de riesgo' + ' de trabajo',
 * '(en pesos)'), so the line holds no value.
 */
export function captionOnly(rest: string): boolean {
  const t = rest.replace(/^[\s:.)]+|[\s:.]+$/g, '');
  if (!t) return true;
  if (/\d/.test(t) || t.split(/\s+/).length > 5) return false;
  const f = fold(t);
  return /^\([^)]*\)$/.test(f) || /^(?:de|del|de\s+la|de\s+los|en|que|u|y|o|para|por|al?)\s/.test(f) || isLabelCell(f);
}

/**
 * The words of English captions, as multinational banks', payroll providers' and suppliers' bilingual templates
 * print them after the Spanish one ('Titular / Account holder', 'Periodo / Period:', 'Fecha y hora / Date and time').
 */
const ENGLISH_CAPTION_WORDS = new Set(
  ('name names employer employee employees account holder customer client company business legal trade tax taxpayer id no number ' +
    'period date time issue due statement amount total balance opening closing credits debits currency reference payment ' +
    'transaction receipt invoice service supply billing address street city state zip postal code registration social security ' +
    'bank branch summary page part of and type contract item description status start end from to year month fiscal activity ' +
    'regime phone email signature days salary wage cost centre center census active operation concept branch').split(' '),
);

/** 'Spanish caption / English caption', then a colon, a column gap or the line's end (the caption's end). */
const BILINGUAL_CAPTION = /(\p{L}[\p{L}.]*(?: [\p{L}.]+){0,5}) \/ ([A-Za-z][A-Za-z.']*(?: [A-Za-z.']+){0,5})( ?\([^)]{1,20}\))?(?=\s*(?::|\t| {3}|$))/gu;

/**
 * A line with the English half of its bilingual captions left out ('Titular / Account holder' → 'Titular'): the
 * translation is no value of the caption. Only words of English captions count as one (a Spanish pair of labels,
 * 'Nombre / Razón social', stays whole); a bracketed format after it stays ('(AAAA/MM)').
 */
export function withoutTranslations(line: string): string {
  if (!line.includes(' / ')) return line;
  return line.replace(BILINGUAL_CAPTION, (whole, spanish: string, english: string, format = '') => {
    const words = fold(english).replace(/\./g, '').split(' ');
    return words.every((w) => ENGLISH_CAPTION_WORDS.has(w)) ? spanish + format : whole;
  });
}

/** A table's row-number caption: 'No.', 'Núm.', '#', 'Nº', 'Renglón', 'Consecutivo', 'Fila'. */
const ROW_NUMBER_CAPTION = /^(?:no\.?|num\.?|numero|#|n[o°º]\.?|renglon|consecutivo|fila|item)$/;
const CELL_GAP = /\t| {3,}/;

/** A printed line's cells: the text between column gaps (a tab, or three spaces or more), trimmed, none empty. */
export function cellsOf(line: string): string[] {
  return line
    .split(CELL_GAP)
    .map((c) => c.trim())
    .filter(Boolean);
}

type NumberedTable = { header: number; rows: Map<number, number> };

/** The tables whose first column numbers their rows: the header line and each row number's line. */
function numberedTables(lines: string[]): NumberedTable[] {
  const tables: NumberedTable[] = [];
  for (let i = 0; i < lines.length; i++) {
    const head = cellsOf(lines[i]!);
    if (head.length < 2 || !ROW_NUMBER_CAPTION.test(fold(head[0]!))) continue;
    const rows = new Map<number, number>();
    let j = i + 1;
    for (; j < lines.length; j++) {
      const m = /^\s*(\d{1,4})(?:\t| {3,})\S/.exec(lines[j]!);
      if (!m || rows.has(Number(m[1]))) break;
      rows.set(Number(m[1]), j);
    }
    if (rows.size) tables.push({ header: i, rows });
    i = j - 1;
  }
  return tables;
}

/**
 * A wide table printed as two (or more) stacked tables joined by the row number (payroll providers' censuses: part 1
 * 'No. | Nombre | NSS', part 2 'No. | CURP | RFC'): each later part's cells are put back on the first part's row of the
 * same number, its header beside the first header, so a row holds the whole record again. A later table numbered
 * past the first (a table continued on the next page) is a continuation, not a part, and stays as printed.
 */
export function joinStackedTables(text: string): string {
  const lines = text.split('\n');
  const tables = numberedTables(lines);
  const first = tables[0];
  if (!first) return text;
  const drop = new Set<number>();
  for (const part of tables.slice(1)) {
    if (part.rows.size !== first.rows.size || ![...part.rows.keys()].every((n) => first.rows.has(n))) continue;
    const rest = (line: number) => lines[line]!.trim().split(CELL_GAP).slice(1).join('\t');
    lines[first.header] = `${lines[first.header]!.trimEnd()}\t${rest(part.header)}`;
    for (const [n, line] of part.rows) lines[first.rows.get(n)!] = `${lines[first.rows.get(n)!]!.trimEnd()}\t${rest(line)}`;
    drop.add(part.header);
    for (const line of part.rows.values()) drop.add(line);
  }
  return drop.size ? lines.filter((_, i) => !drop.has(i)).join('\n') : text;
}

/**
 * A data grid's controls printed with the page by a portal's or an ERP's 'Exportar a PDF': the page-length selector
 * and search box ('Mostrar 10 registros  Buscar:', 'Show 25 entries'), the record count ('Mostrando 1 a 7 de 7
 * registros', 'Registros del 1 al 7 de un total de 7'), the pager ('Anterior 1 2 Siguiente', '« 1 »') and the toolbar
 * ('Imprimir · Descargar · Compartir'). None carries a value; read as cells, one would pass for a table's header.
 */
const GRID_CHROME = [
  /^(?:mostrar|ver|show)\s+\d{1,4}\s+(?:registros|entradas|filas|elementos|resultados|entries|rows)\b/,
  /^(?:buscar|filtrar|search)\s*:?$/,
  /^(?:mostrando|showing|viendo)\s+(?:registros\s+)?(?:del?\s+)?\d+\s*(?:a|al|-|to)\s*\d+\s+(?:de|of)\s+(?:un\s+total\s+de\s+)?\d+/,
  /^registros\s+del?\s+\d+\s+al?\s+\d+\s+de\s+(?:un\s+total\s+de\s+)?\d+/,
  /^(?:(?:primer[oa]?|first|anterior|previous|prev\.?|[«‹<])\s+)+(?:\d{1,3}\s+|\.{3}\s+)*(?:siguiente|next|ultim[oa]|last|[»›>])(?:\s+(?:ultim[oa]|last|[»›>]))?$/,
  /^(?:(?:imprimir|descargar|compartir|exportar(?:\s+a\s+(?:pdf|excel|csv))?|enviar\s+por\s+correo|guardar|regresar|volver|cerrar|excel|pdf|csv|print|download|share|export)(?:\s*[·|•]\s*|\s+|$))+$/,
];

/** A grid column's sort marker after its caption ('Fecha (desc.)', '# (asc.) NSS', 'Importe ▼'): it ends the caption's cell. */
const SORT_MARKER = /\s*(?:\((?:asc|desc)(?:\.|endente)?\)|[▲▼↑↓⇅])\s*/gi;

export function isGridChrome(line: string): boolean {
  const folded = fold(line.replace(/\s+/g, ' ').trim());
  return GRID_CHROME.some((re) => re.test(folded));
}

export class TextDoc {
  readonly lines: string[];
  readonly folded: string[];
  readonly confidence: number;
  readonly ocr: boolean;
  readonly text: string;

  /**
   * Each line's cells: the pieces between column gaps (the PDF reader's tabs, or three spaces and more inside a
   * printed run). One cell when the line has no gap (OCR text, a sentence).
   */
  readonly cells: string[][];

  /**
   * The document prints each value above its caption (filled-in forms, cards): set by the parsers when they see the
   * RFC right above its own label (common.ts detectValuesAbove). A label alone on its line then takes the line above.
   */
  valuesAbove = false;

  constructor(read: Pick<TextRead, 'text' | 'confidence' | 'method'>) {
    this.text = read.text;
    // Dotted leaders between a label and its value ('Folio ........ INF26…') say what a colon and a column gap say.
    const raw = read.text
      .split(/\r?\n|\f/)
      .filter((l) => l.trim().length > 0 && !isGridChrome(l))
      .map((l) => withoutTranslations(l.replace(/\s*:?\s*\.{4,}\s*/g, ':\t').replace(SORT_MARKER, '\t')));
    this.lines = raw.map((l) => l.replace(/\s+/g, ' ').trim());
    this.cells = raw.map((l) => cellsOf(l).map((c) => c.replace(/\s+/g, ' ')));
    splitJoinedCaptions(this.lines, this.cells);
    splitCaptionAfterCapitals(this.lines, this.cells);
    joinWrappedLabels(this.lines, this.cells);
    joinWrappedGridLabels(this.lines, this.cells);
    splitJoinedValues(this.cells);
    joinWrappedYears(this.lines, this.cells);
    this.folded = this.lines.map(foldLabel);
    this.confidence = read.confidence;
    this.ocr = read.method !== 'pdf-text';
  }

  /**
   * The line as 'caption: value' when it is a row of a two-column table, caption | value (a document re-typed into a
   * word processor's table, a 'Concepto | Dato' grid): the gap says what a colon says. Else the line as printed.
   */
  pairLine(line: number): string {
    const cells = this.cells[line] ?? [];
    if (cells.length !== 2 || /:$/.test(cells[0]!) || !/^\p{L}/u.test(cells[0]!) || isLabelCell(fold(cells[1]!))) return this.lines[line] ?? '';
    return `${cells[0]}: ${cells[1]}`;
  }

  /** The folded text of the whole document (for keyword tests). */
  get all(): string {
    return this.folded.join('\n');
  }

  /**
   * The first value after a label. Values on the label's own line win (every occurrence of the label is tried;
   * the remainder is cut before any of `stops`, the type's other labels); then values on one of the next
   * `lookahead` lines. When the label shares its line with other labels (a two-row table), the next line's token
   * in the label's column is tried first.
   */
  find(label: RegExp, extract: Extractor, options: { stops?: RegExp[]; lookahead?: number; from?: number } = {}): Found | undefined {
    const lookahead = options.lookahead ?? 2;
    const re = new RegExp(label.source, label.flags.replace('g', ''));
    // The label's own pattern is not a stop (it would cut its own value: 'Periodo Tercer cuatrimestre 2025').
    const stops = (options.stops ?? []).filter((s) => s.source !== label.source);
    const hits: { line: number; at: number; start: number }[] = [];
    for (let pass = 0; pass < 2 && !hits.length; pass++) {
      for (let i = options.from ?? 0; i < this.lines.length; i++) {
        // A column gap says what a colon says ('Presentación<tab>2026/06/02'): labels written with their colon match
        // there too, when nothing matched the text as printed.
        const m = this.labelAt(re, i, pass === 0 ? this.folded[i]! : this.gapsAsColons(i));
        if (!m) continue;
        const end = pluralEnd(this.lines[i]!, m.end);
        hits.push({ line: i, at: m.index, start: end + labelTailLength(this.lines[i]!.slice(end)) });
      }
    }
    if (this.valuesAbove) {
      const above = this.above(hits, extract, stops);
      if (above) return above;
    }
    for (const { line, at, start } of hits) {
      // Lines of cells (a table's header over its row, 'label<tab>value'): the label's own cell decides.
      const cell = this.fromCells(line, at, start, extract, stops);
      if (cell) return cell;
      const rest = cutAt(this.lines[line]!.slice(start), this.folded[line]!.slice(start), stops);
      const same = extract(afterLabel(rest)) ?? this.withWrappedYear(line, afterLabel(rest), extract);
      if (same !== undefined) return { value: same, quality: QUALITY.sameLine, line };
    }
    for (const { line: i, at, start } of hits) {
      // A caption in the header of a list's cells: the first row's text is one row's, not the document's (session 13).
      if (this.cells[i]!.length > 2 && (this.cells[i + 1]?.length ?? 0) > 2 && this.overList(i, stops)) continue;
      // A caption paired on its line with a value of digits ('Bimestre | 2 | Total a pagar | $…'): its value is that
      // cell, which the extractor refused; the rows below are the other captions' pairs in a band of boxes side by
      // side (the next box's 'Proceso | 04-MAY-2026'), not this caption's value (session 14).
      if (this.pairedWithDigits(i, at, stops)) continue;
      // A band's header of box captions ('Identificación | Bimestre | Importes') over the boxes' caption/value pairs
      // (twice its cells or so): a caption there heads a box whose rows caption their own values; the words of the
      // rows under it are no value of it (an RFC's digits read as a month, session 14).
      if (this.bandHeader(i)) continue;
      // A row of labels holds no values: a line with a number before the label is a sentence wrapped where the column
      // ended ('…presentado el 8 de agosto de 2025, se otorga el número de registro' / '19187, con vigencia…'), its
      // value the start of the next line, not a cell under the label's rank among the labels (session 13).
      const column = /\d{2,}/.test(this.folded[i]!.slice(0, at)) ? undefined : columnOf(this.folded[i]!, at, start, stops);
      for (let j = i + 1; j <= i + lookahead && j < this.lines.length; j++) {
        // (Words split at spaces only when the rows have no cells: a row of cells under a row of labels was read by
        // its cells in fromCells, and a multi-word value is no one token.)
        // A header of cells over one cell: the reader parts values at their gaps, so that cell is one value (the other
        // columns left blank: 'Régimen capital | Nombre comercial' over the régimen alone), not words to part (session 13).
        if (column && j === i + 1 && !(this.cells[i]!.length > 1 && this.cells[j]!.length >= 1 && !this.ocr)) {
          const tokens = this.lines[j]!.split(' ');
          if (tokens.length >= column.count) {
            const cell = column.index === column.count - 1 ? tokens.slice(column.index).join(' ') : tokens[column.index]!;
            const v = extract(cell);
            if (v !== undefined) return { value: v, quality: QUALITY.nextLine, line: j };
          }
        }
        // A line that starts with a label ('Periodo: …', '2. Personas trabajadoras asignadas: 13') is the next field,
        // not this label's value.
        if (genericBounds(this.folded[j]!)[0] > 0 || LABEL_LINE.test(this.folded[j]!.slice(numberingLength(this.folded[j]!)))) break;
        // A definition list (caption on one line, value on the next, no colon: an exported web page) leaves a blank
        // value's caption right over the next caption: that caption alone on its line, one of the type's labels, is
        // no value, and the value under it is its own, not this label's (session 14).
        if (this.cells[j]!.length === 1 && !/\d/.test(this.folded[j]!) && stops.some((s) => matchLabel(s, this.folded[j]!)?.index === 0) && captionOnly(this.lines[j]!)) break;
        const shortened = j === i + 1 ? this.shortenedCaption(i, j, extract) : undefined;
        if (shortened) return shortened;
        const next = cutAt(this.lines[j]!, this.folded[j]!, stops);
        const v = extract(next.replace(LEADING, ''));
        if (v !== undefined) return { value: v, quality: QUALITY.nextLine, line: j };
      }
    }
    // Nothing right of the label nor below it: a caption under its value (cards, filled-in boxes, signatures).
    return this.valuesAbove ? undefined : this.above(hits, extract, stops, QUALITY.unlabelled, true);
  }

  private bandHeader(line: number): boolean {
    const cells = this.cells[line]!;
    const next = this.cells[line + 1] ?? [];
    return !this.ocr && cells.length >= 2 && next.length >= 2 * cells.length - 1 && !/\d/.test(this.lines[line]!) && cells.filter((c) => isLabelCell(fold(c))).length >= Math.max(2, cells.length - 1);
  }

  private pairedWithDigits(line: number, at: number, stops: RegExp[]): boolean {
    const cells = this.cells[line]!;
    if (cells.length < 2 || this.ocr) return false;
    const next = cells[this.cellAt(line, at).index + 1];
    return next !== undefined && /^[$\d]/.test(next) && !isLabelCell(fold(next), stops);
  }

  /**
   * A box captioned alone on its line whose row repeats a word of that caption before the value ('Línea de captura'
   * over 'Línea | 0426…', 'Número de operación' over 'Número | 0012…'): the row's caption is the box's, shortened,
   * and its value is the next cell (session 14).
   */
  private shortenedCaption(box: number, row: number, extract: Extractor): Found | undefined {
    const cells = this.cells[row]!;
    if (this.cells[box]!.length !== 1 || cells.length !== 2) return undefined;
    const word = fold(cells[0]!).replace(/[:.]+$/, '');
    if (!word || !fold(this.lines[box]!).split(/\s+/).includes(word)) return undefined;
    const v = extract(cells[1]!);
    return v === undefined ? undefined : { value: v, quality: QUALITY.nextLine, line: row };
  }

  /**
   * A date written with its month in letters that the line's end broke before its year ('…operaciones: 11 DE OCTUBRE'
   * / 'DE 2019 Estatus…', a paragraph or a scanned column wrapped): the value read with the next line's year (session 13).
   */
  private withWrappedYear(line: number, rest: string, extract: Extractor): string | undefined {
    if (!DAY_AND_MONTH_AT_END.test(fold(rest))) return undefined;
    const year = /^\s*(?:del?\s+|[-/])?(?:19|20)\d{2}\b/i.exec(this.lines[line + 1] ?? '')?.[0];
    return year ? extract(`${rest.trimEnd()} ${year.trim()}`) : undefined;
  }

  /**
   * The label's match on a line, past the value cells of 'Label:' pairs: a cell between a cell closed by a colon and
   * the next 'Label:' is that label's value even when its words are label words ('Declaración: | Del ejercicio |
   * Ejercicio: | 2025').
   */
  private labelAt(re: RegExp, line: number, text: string): { index: number; end: number } | undefined {
    const cells = this.cells[line]!;
    for (let from = 0; from < text.length; ) {
      const m = matchLabel(re, text.slice(from));
      if (!m) return undefined;
      const at = { index: m.index + from, end: m.end + from };
      const cell = this.cellAt(line, at.index);
      // (A cell with a colon of its own is a pair after a blank value: 'Número Interior: | Nombre de la Colonia: X'.
      // One followed by a value is a label after a blank one, its own colon left out.)
      const next = cells[cell.index + 1];
      const value = cell.index > 0 && /:$/.test(cells[cell.index - 1]!) && !/:/.test(cells[cell.index]!) && (next === undefined || /:$/.test(next));
      if (!value || cells.join(' ') !== this.lines[line]) return at;
      from = cell.end;
    }
    return undefined;
  }

  /**
   * The value on the line above a caption: the label alone on its line (short, no digits, nothing after it but more
   * label words), under a line that is not itself a label.
   */
  private above(hits: { line: number; at: number; start: number }[], extract: Extractor, stops: RegExp[], quality: number = QUALITY.nextLine, rows = false): Found | undefined {
    for (const { line, at, start } of hits) {
      const caption = this.lines[line]!;
      if (line > 0 && (this.cells[line]?.length ?? 0) > 1) {
        // (Only as the last resort: a row of cells is far more often a header over its values.)
        const v = rows ? this.aboveInRow(line, at, start, extract, stops) : undefined;
        if (v !== undefined) return { value: v, quality, line: line - 1 };
        continue;
      }
      if (line === 0 || caption.length > 70 || /\d|:\s*$/.test(caption)) continue;
      if (!captionOnly(caption.slice(start))) continue;
      if (isLabelCell(this.folded[line - 1]!, stops)) continue;
      const v = extract(this.lines[line - 1]!);
      if (v !== undefined) return { value: v, quality, line: line - 1 };
    }
    return undefined;
  }

  /**
   * A caption in a row of captions under a row of values (an identification box: 'RFC | NAME | 0123…' over 'Registro
   * Federal de Contribuyentes | Nombre… | idCIF'): the cell in its column above. When a narrow gap joined two values
   * above, only the first and last columns are known.
   */
  private aboveInRow(line: number, at: number, start: number, extract: Extractor, stops: RegExp[]): string | undefined {
    const cells = this.cells[line]!;
    const up = this.cells[this.valueRowAbove(line)]!;
    const cell = this.cellAt(line, at);
    if (/\d/.test(this.lines[line]!) || up.length < 2 || isLabelCell(this.folded[line - 1]!)) return undefined;
    if (!captionOnly(this.lines[line]!.slice(Math.min(start, cell.end), cell.end))) return undefined;
    const k = up.length === cells.length ? cell.index : cell.index === cells.length - 1 ? up.length - 1 : cell.index === 0 ? 0 : -1;
    return k < 0 || up.slice(0, k + 1).some((c) => LABEL_LINE.test(c)) || isLabelCell(fold(up[k]!), stops) ? undefined : extract(up[k]!);
  }

  /**
   * The row of values above a row of captions: the line above, or the one above that when the line between is one
   * value's wrapped tail (one short cell, no digits nor label: 'DE C.V.' of a name in a narrow box).
   */
  valueRowAbove(line: number): number {
    const between = this.cells[line - 1];
    const wrapped = line >= 2 && between?.length === 1 && !/\d/.test(between[0]!) && between[0]!.split(' ').length <= 3 && !isLabelCell(this.folded[line - 1]!);
    return wrapped && this.cells[line - 2]!.length >= 2 ? line - 2 : line - 1;
  }

  /**
   * The folded line with each gap between its cells, and each ' - ' or ' | ' between words, written as a colon (same
   * length): the separators forms put between a label and its value.
   */
  private gapsAsColons(line: number): string {
    const cells = this.cells[line]!;
    const folded = this.folded[line]!.replace(/(?<=\p{L}\.?) [-–|] (?=\S)/gu, ' : ');
    if (cells.length < 2 || cells.join(' ') !== this.lines[line]) return folded;
    let out = '';
    let at = 0;
    for (const [k, c] of cells.entries()) {
      out += folded.slice(at, at + c.length) + (k < cells.length - 1 ? ':' : '');
      at += c.length + 1;
    }
    return out;
  }

  /** The cell of a line that holds a position of its (normalised) text: index, start and end. */
  cellAt(line: number, pos: number): { index: number; start: number; end: number } {
    let start = 0;
    const cells = this.cells[line] ?? [];
    for (let k = 0; k < cells.length; k++) {
      const end = start + cells[k]!.length;
      if (pos < end || k === cells.length - 1) return { index: k, start, end };
      start = end + 1;
    }
    return { index: 0, start: 0, end: this.lines[line]?.length ?? 0 };
  }

  /**
   * A label in a line of cells: when the label is all its cell holds, its value is the same column of the next line
   * (a two-row table) when that line has as many cells and the cell is not a label, else the next cell on its line
   * ('label<tab>value'); when the cell holds more, the rest of that cell.
   */
  private fromCells(line: number, at: number, start: number, extract: Extractor, stops: RegExp[]): Found | undefined {
    const cells = this.cells[line]!;
    if (cells.length < 2) return undefined;
    const cell = this.cellAt(line, at);
    // A label wrapped inside its cell ('Nombre del Municipio o' + 'Demarcación Territorial:' below) ends on a
    // connector: that word is the label's, the value is in the next cell.
    const tail = afterLabel(this.lines[line]!.slice(Math.min(start, cell.end), cell.end)).trim();
    const rest = CONNECTOR.test(fold(tail)) ? '' : tail;
    // A count written before its noun, all its cell holds ('Totales | 6 contratos | 13'): the number is the value.
    const before = this.lines[line]!.slice(cell.start, at).trim();
    if (!rest && /^\d{1,3}(?:,\d{3})*$/.test(before)) {
      const v = extract(before);
      if (v !== undefined) return { value: v, quality: QUALITY.sameLine, line };
    }
    if (rest) {
      const v = extract(cutAt(rest, fold(rest), stops));
      if (v !== undefined) return { value: v, quality: QUALITY.sameLine, line };
      // Words without digits that give no value finish the label ('Total de contratos' + 'registrados'): the value
      // is in the next cell or below, as for a cell that is all label.
      if (!captionOnly(rest) && (/\d/.test(rest) || /\p{Lu}{3,}/u.test(rest))) return undefined;
    }
    // 'Label:' (a colon closing its cell) with a value in the next cell is a pair on its own row, not a header over
    // the row below: a grid of pairs prints the next row's values in the same columns.
    const next = cells[cell.index + 1];
    if (/:\s*$/.test(cells[cell.index]!) && next !== undefined && !isLabelCell(fold(next), stops)) {
      const v = extract(cutAt(next, fold(next), stops).replace(LEADING, ''));
      if (v !== undefined) return { value: v, quality: QUALITY.sameLine, line };
    }
    const below = this.cells[line + 1];
    const list = this.overList(line, stops);
    if (below && below.length === cells.length && !list) {
      const value = below[cell.index]!;
      if (!isLabelCell(fold(value), stops)) {
        const v = extract(value);
        if (v !== undefined) return { value: v, quality: QUALITY.nextLine, line: line + 1 };
      }
    }
    // A row with fewer cells than its header of labels: the reader leaves an empty cell out (a blank 'Número
    // interior' between 'Número exterior' and 'Colonia').
    if (below && below.length >= 1 && below.length < cells.length && !list && cells.every((c) => isLabelCell(fold(c), stops)) && !isLabelCell(this.folded[line + 1]!, stops)) {
      const k = shortRowColumn(cells.map(fold), below.length, cell.index, below, below.length < 2);
      const v = k >= 0 ? extract(below[k]!) : undefined;
      if (v !== undefined) return { value: v, quality: QUALITY.nextLine, line: line + 1 };
    }
    // Over a list that ends in a totals row ('Totales | 6 contratos | 13'), the column's value is its total.
    const totals = list ? this.totalsRow(line) : -1;
    if (totals > 0) {
      // A shorter totals row is known by its right-most column only: the last caption's total is its last cell.
      const row = this.cells[totals]!;
      const k = row.length === cells.length ? cell.index : cell.index === cells.length - 1 ? row.length - 1 : -1;
      const v = k > 0 ? extract(row[k]!) : undefined;
      if (v !== undefined) return { value: v, quality: QUALITY.nextLine, line: totals };
    }
    if (next !== undefined && !isLabelCell(fold(next), stops)) {
      // The next label may follow the value in its cell, a narrow gap apart ('… S.A.P.I. DE Prima R.T.<tab>2.59').
      const v = extract(cutAt(next, fold(next), stops).replace(LEADING, ''));
      if (v !== undefined) return { value: v, quality: QUALITY.sameLine, line };
    }
    return undefined;
  }

  /**
   * Whether a header of cells heads a list: a header over one row holds the document's values; over many rows (a
   * list of workers, a history of filings) it does not.
   */
  overList(line: number, stops: RegExp[]): boolean {
    const cells = this.cells[line]!;
    // (Past a line the first row's cell wrapped onto: one cell, no digits, 'C.V.' of a company's name. Rows numbered
    // 1, 2… are a list even when a narrow gap joined two of the second row's cells.)
    const second = this.cells[line + 2]?.length === 1 && !/\d/.test(this.lines[line + 2]!) ? line + 3 : line + 2;
    const numbered = Number(this.cells[line + 1]?.[0]) === 1 && Number(this.cells[second]?.[0]) === 2 && this.cells[second]!.length >= cells.length - 1;
    // A row of 'Label: value' pairs ('RFC: … | RFC: …') is the form's next row, not a list's.
    const pairs = (this.cells[second] ?? []).every((c) => LABEL_LINE.test(foldLabel(c)));
    // A list's rows print the same kind of value in each column: a row with words where the first row has a number
    // is another table's header ('Saldo inicial | (+) Depósitos | …' under a heading), not the list's second row.
    const sameKind = (this.cells[line + 1] ?? []).every((c, k) => !/^[$\d][\d\s$.,/-]*$/.test(c) || /\d/.test(this.cells[second]?.[k] ?? ''));
    return numbered || (this.cells[second]?.length === cells.length && !isLabelCell(this.folded[second]!, stops) && !pairs && sameKind);
  }

  /**
   * The totals row of the list under a header: the first row after the header's rows, as many cells as it has, whose
   * first cell says total ('Total', 'Totales:', 'Suma', 'Gran total'); -1 when the rows end without one.
   */
  totalsRow(header: number): number {
    const count = this.cells[header]!.length;
    for (let j = header + 1; j < this.lines.length && j <= header + 500; j++) {
      const total = TOTALS_CELL.test(fold(this.cells[j]![0]!));
      // A totals row that leaves the columns of words and rates blank has fewer cells than the rows it sums
      // ('TOTALES | 4,594.00 | … | 10,783.50' under eleven captions): it still ends the list.
      if (total && this.cells[j]!.length <= count) return j;
      if (this.cells[j]!.length !== count) break;
    }
    return -1;
  }

    /**
   * The first totals row of the document's tables ('TOTALES | 16,379.92 | … | 26,428.95', however many columns of
   * words it leaves blank): its last cell when it is a value. Tables put the grand total in their right-most column.
   */
  lastTotal(extract: Extractor): Found | undefined {
    for (let j = 0; j < this.lines.length; j++) {
      const cells = this.cells[j]!;
      if (cells.length < 3 || !TOTALS_CELL.test(fold(cells[0]!))) continue;
      const v = extract(cells.at(-1)!);
      if (v !== undefined) return { value: v, quality: QUALITY.nextLine, line: j };
    }
    return undefined;
  }

  /** The first line (from `from`) whose folded text matches. */
  lineIndex(re: RegExp, from = 0): number {
    for (let i = from; i < this.lines.length; i++) if (matchLabel(re, this.folded[i]!)) return i;
    return -1;
  }

  /** The first value of a shape anywhere in the document, no label. */
  scan(extract: Extractor, from = 0): Found | undefined {
    for (let i = from; i < this.lines.length; i++) {
      const v = extract(this.lines[i]!);
      if (v !== undefined) return { value: v, quality: QUALITY.unlabelled, line: i };
    }
    return undefined;
  }
}

/** The first cell of a totals row: 'Total', 'Totales:', 'Suma', 'Gran total', 'Total general'. */
// With the span it sums ('Totales del periodo', 'Suma del bimestre', 'Total de la nómina', session 14), printed
// before the rows as often as after them.
const TOTALS_CELL = /^(?:gran\s+)?(?:total(?:es)?|sumas?)(?:\s+general(?:es)?)?(?:\s+(?:del?|de\s+la|de\s+los)\s+(?:periodo|mes|bimestre|ejercicio|emision|nomina|cedula|trabajadores|personal))?\s*:?$/;

/**
 * Words forms use in their labels. A remainder is cut before 'Words: ' when every word of the label is one of these
 * (the PDF reader joins a row's items with single spaces, so 'Nombre: X SA DE CV Fecha de emisión: 05/03/2026' is
 * one line; a type's own labels cut it too, this catches the labels a parser does not know).
 */
const LABEL_WORDS = new Set(
  (
    'fecha hora de del la las el los y o e a al en para por emision expedicion nombre nombres razon social denominacion rfc r.f.c. curp folio ' +
    'registro patronal numero no. no num. num nº periodo tipo importe total pagar pagado ejercicio ano mes linea captura operacion banco ' +
    'cuenta clabe interbancaria titular cliente domicilio direccion codigo postal c.p. cp colonia municipio alcaldia estado entidad federativa ' +
    'vigencia vigente hasta sentido resultado clase riesgo alta pago presentacion declaracion cuatrimestre bimestre contratos trabajadores nss ' +
    'sbc dias acuse servicio servicios aviso corte saldo moneda sucursal referencia llave monto concepto medio situacion estatus padron inicio ' +
    'operaciones lugar apellido primer segundo interior exterior vialidad localidad prima actividad giro usuario emisor empresa plaza contrato ' +
    'impuesto cargo favor limite fin cantidad telefono correo electronico id cif idcif nrp reg. pat. pat fiscal comercial cadena original sello ' +
    'certificado version regimen capital ultimo cambio calle entre version autorizacion rastreo transaccion institucion emitido emitida ' +
    'generacion consulta impresion contribuyente patron clave ' +
    // A CFDI's printed form heads its parties' columns 'Emisor' and 'Receptor'.
    'receptor ' +
    // A label names the institution a total is paid to or a date is recorded before ('Total de cuotas IMSS del mes:',
    // 'Fecha de registro ante el IMSS:').
    'cuotas aportaciones imss infonavit ante ' +
    // The SUA cédula's header grid: 'Delegación IMSS', 'Subdelegación', 'Área geográfica' beside the employer's data.
    'delegacion subdelegacion area geografica ' +
    // Participles that finish a count's or a date's label ('Total de contratos registrados', 'RFC consultado').
    'registrados registradas informados informadas reportados reportadas declarados declaradas asignados asignadas ' +
    'presentados presentadas celebrados celebradas consultado consultada emitido vigentes ' +
    // SAT's 'Nombre del municipio o demarcación territorial' (a municipio, or one of Mexico City's alcaldías).
    'demarcacion territorial'
  ).split(' '),
);

/**
 * The caption of a box on a dense page, printed over the box's own caption/value lines ('Identificación', 'Ubicación',
 * 'Datos del pago', 'Información fiscal', 'Resumen de su cuenta', 'Atención a clientes', 'Detalle de movimientos'):
 * it names what the box holds and is never a value, however a row's cells fall under it (session 14). A company's name
 * that starts with such a word carries its legal form, and a caption has no more than a few words.
 */
const BOX_CAPTION = /^(?:identificacion|ubicacion|localizacion|contacto|atencion(?:\s+a(?:l)?\s+clientes?)?|(?:datos|informacion|resumen|detalle)(?:\s+(?:generales|fiscal(?:es)?|general|del?|de\s+(?:la|las|los|su|sus)|de\s+su)(?:\s+[a-z]+){0,3})?)$/;
const LEGAL_FORM_WORD = /\b(?:s\.?\s?a|s\.?\s?c|c\.?\s?v|r\.?\s?l|s\.?\s?a\.?\s?p\.?\s?i)\b/;

export function isBoxCaption(folded: string): boolean {
  const t = folded.trim().replace(/:$/, '');
  return BOX_CAPTION.test(t) && !LEGAL_FORM_WORD.test(t);
}

/** A cell that is a label, not a value: it ends with ':', starts with one of the type's labels, or is only label words. */
export function isLabelCell(folded: string, stops: RegExp[] = []): boolean {
  const trimmed = folded.trim();
  const t = trimmed.slice(numberingLength(trimmed));
  if (!t || /:$/.test(t)) return true;
  if (/\d/.test(t)) return false;
  if (stops.some((s) => new RegExp(s.source, s.flags.replace('g', '')).exec(t)?.index === 0)) return true;
  if (isBoxCaption(t)) return true;
  return t.split(/\s+/).every((w) => LABEL_WORDS.has(w.replace(/[():.,]/g, '')) || LABEL_WORDS.has(w.replace(/[():,]/g, '')));
}

/**
 * Labels of what forms often leave blank: an interior number, the cross streets, a second surname, an extension, the
 * end date of what is still in force (an activity's or a régimen's 'Fecha fin', or 'Fin' alone beside 'Inicio').
 */
const OFTEN_BLANK = /n(?:umero|o\.?|um\.?)\s+int(?:erior)?\b|^int(?:erior)?\b|entre\s+calle|^y\s+calle|segundo\s+apellido|extension|^(?:fecha\s+(?:de\s+)?)?(?:fin|termino)\b|^fecha\s+(?:de\s+)?baja\b|\blocalidad\b/;
const INTERIOR = /n(?:umero|o\.?|um\.?)\s+int(?:erior)?\b|^int(?:erior)?\b/;
/** What an interior number looks like ('LOCAL 8', 'DEPTO 101', 'INT. 3', '5-B', 'A'), unlike a colonia's name. */
const INTERIOR_VALUE = /^(?:local|loc\.?|int\.?|interior|depto\.?|dpto\.?|departamento|oficina|of\.?|piso|despacho|desp\.?|suite|bodega|nave|casa)\s*[\w-]{1,6}$|^\d{1,5}\s*-?\s*[a-z]?$|^[a-z]$/i;

/**
 * The column of a row with fewer cells than its header that a label's column reads (-1: unknown). When as many of the
 * header's labels as cells are missing name what forms often leave blank, those columns are the blank ones; else
 * the first and last columns keep their values and which one between them is blank is unknown. With the row's
 * `values`, the cell under an interior number's label tells whether it was filled: filled, another often blank
 * column (the localidad) is the blank one; not, the interior is.
 */
export function shortRowColumn(header: string[], cells: number, index: number, values?: string[], exact = false): number {
  let blank = header.map((h) => OFTEN_BLANK.test(h));
  const interior = values ? header.findIndex((h) => INTERIOR.test(h)) : -1;
  if (interior >= 0) {
    const filled = INTERIOR_VALUE.test(values![interior] ?? '');
    const others = blank.map((b, j) => j !== interior && b);
    // Not filled: the interior is blank, and the other often blank columns too when that many cells are missing.
    blank = filled ? others : others.filter(Boolean).length + 1 === header.length - cells ? blank : header.map((_, j) => j === interior);
  }
  if (blank.filter(Boolean).length === header.length - cells) return blank[index] ? -1 : blank.slice(0, index).filter((b) => !b).length;
  // `exact`: only when the blank columns are known (a row of one cell says nothing by its first and last).
  if (exact) return -1;
  return index === 0 ? 0 : index === header.length - 1 ? cells - 1 : -1;
}

/** The months' names, folded ('septiembre' also as 'setiembre'): an alternation for patterns on folded text. */
export const MONTH_NAMES = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
export const MONTH_ABBREVIATIONS = 'ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic';
/** A day and its month in letters ending a text, its year missing ('11 DE OCTUBRE', '11-oct'): folded. */
const DAY_AND_MONTH_AT_END = new RegExp(`\\b\\d{1,2}\\s*(?:de\\s+|[-/ ])(?:${MONTH_NAMES}|${MONTH_ABBREVIATIONS})\\.?\\s*$`);

/** A date in words open at the line's end, its year to come ('19 DE JUNIO DE'): folded. */
const OPEN_WRITTEN_DATE = new RegExp(String.raw`\b\d{1,2}\s+de\s+(?:${MONTH_NAMES})\s+del?$`);

/**
 * A date written in words whose year wrapped alone onto the next line ('… A 19 DE JUNIO DE' over '2026', a narrow
 * cell): the year goes back to the end of the line, and its own line is dropped.
 */
function joinWrappedYears(lines: string[], cells: string[][]): void {
  for (let i = lines.length - 2; i >= 0; i--) {
    if (!/^(?:19|20)\d{2}$/.test(lines[i + 1]!)) continue;
    const row = cells[i]!;
    // The open date's cell may have a neighbour after it: a box or a sidebar beside it on the line (session 14).
    const atEnd = OPEN_WRITTEN_DATE.test(fold(lines[i]!));
    const k = atEnd ? row.length - 1 : row.length > 1 ? row.findIndex((c) => OPEN_WRITTEN_DATE.test(fold(c))) : -1;
    if (k < 0) continue;
    row[k] = `${row[k]} ${lines[i + 1]}`;
    lines[i] = atEnd ? `${lines[i]} ${lines[i + 1]}` : row.join(' ');
    lines.splice(i + 1, 1);
    cells.splice(i + 1, 1);
  }
}

const TOUCHING_CAPTIONS = /(?<=\p{Ll}{3})(?=\p{Lu}\p{Ll}|\p{Lu}{2,}(?:\s|$))/u;

/**
 * Two captions of a table's header that a narrow gap joined into one cell, the second's capital right after the
 * first's last letter ('Riesgos de trabajoSuma', 'Fecha de ingresoSalario diario'): split there, so the header has a
 * cell per column again. Only in a header row (three cells or more, no digits), at a run of three lower-case letters
 * before a capital and lower case (session 13); also a caption in capitals touching the one before it ('Registro
 * patronalRFC'), and the line is parted with its cells (session 14). Not after an abbreviation's period: 'Núm.Folio'
 * is one caption.
 */
function splitJoinedCaptions(lines: string[], cells: string[][]): void {
  cells.forEach((row, i) => {
    if (row.length < 3 || row.some((c) => /\d/.test(c))) return;
    const split = row.flatMap((c) => c.split(TOUCHING_CAPTIONS));
    if (split.length === row.length) return;
    row.splice(0, row.length, ...split);
    // The line too, so that a label read on it starts a word ('… emisión Folio', not '… emisiónFolio').
    lines[i] = split.join(' ');
  });
}

/**
 * A caption a narrow gap joined to the name in capitals before it, in the row's first cell, its value in the next
 * ('GRUPO DEL GOLFO, S.A. DE C.V. No. de cliente | 41598275', a statement's holder block beside its account details):
 * split before the caption, which starts with a capital, goes on in lower case and holds only label words (session 14).
 */
const CAPTION_AFTER_CAPITALS = /^([^\p{Ll}]*\p{Lu}[^\p{Ll}]*\p{Lu}[^\p{Ll}]*?)\s+(\p{Lu}\p{Ll}*\.?(?:\s+\p{Ll}[\p{Ll}.]*)+)$/u;

function splitCaptionAfterCapitals(lines: string[], cells: string[][]): void {
  cells.forEach((row, i) => {
    if (row.length < 2 || /\d/.test(row[0]!)) return;
    const m = CAPTION_AFTER_CAPITALS.exec(row[0]!);
    if (!m || m[1]!.trim().split(/\s+/).length < 2 || !isLabelCell(fold(m[2]!)) || isLabelCell(fold(m[1]!))) return;
    row.splice(0, 1, m[1]!.trim(), m[2]!);
    lines[i] = row.join(' ');
  });
}

/**
 * Two values a narrow gap joined into one cell: a code after the words before it ('PROVEEDORA DEL NORTE,
 * INF26AB1234567' under 'Razón social | Folio': eight characters or more, capitals and digits, a digit among them),
 * a régimen de capital spelled out after a name that ends on its abbreviated legal form ('… DEL GOLFO, S.A. DE
 * C.V. SOCIEDAD ANONIMA DE CAPITAL' under 'Razón social | Régimen capital': a long name fills its column), or a
 * date after a name ('… DEL NORTE, S.A. DE C.V. 14 de mayo, 2029' under 'Razón social | Vigente hasta'), or a
 * status word after a name, its wrapped rest on the line below ('… DEL NORTE, POSITIVA' under 'Razón social |
 * Situación', 'GRUPO ALFA VIGENTE' under 'Nombre | Estatus') (session 14).
 */
const JOINED_VALUES = [
  /^(.*\p{L}[.,]?)\s+((?=[A-Z0-9-]*\d)[A-Z0-9-]{8,})$/u,
  /^(.*\b(?:C\.\s?V|S\.\s?C|R\.\s?L|S\.\s?A|A\.\s?C|P\.\s?R)\.)\s+(SOCIEDAD\s.*)$/u,
  /^(.*\p{L}[.,]?)\s+(\d{1,2}(?:\s+de\s+|[\s/-])\p{L}{3,10}\.?(?:,?\s+de\s+|,\s*|[\s/-])\d{4}|\d{1,2}[/-]\d{1,2}[/-]\d{4})$/u,
  /^(.*\p{L}[.,]?)\s+((?:EN\s+SENTIDO\s+)?(?:POSITIV[OA]|NEGATIV[OA])|SIN\s+OPINI[ÓO]N|(?:NO\s+)?VIGENTE|(?:IN)?ACTIV[OA]|AL\s+CORRIENTE|CON\s+ADEUDO|SIN\s+ADEUDO)$/u,
];

/**
 * A count's column ('Contratos', 'Trabajadores', 'No. de empleados', 'Días', 'Cantidad'): a word a narrow gap joined
 * to its number ('COMPLEMENTARIA 1' under 'Tipo | Contratos') is the cell before it and the count (session 14).
 */
const COUNT_CAPTION = /^(?:n(?:o|um|umero)\.?\s+(?:de\s+)?)?(?:contratos|trabajadores|empleados|personas|dias|cantidad|registros)\b/;
const WORD_THEN_COUNT = /^(.*\p{L})\s+(\d{1,6})$/u;

/**
 * A row of values one cell short of the header row above it, where a narrow gap joined two values (JOINED_VALUES,
 * or a word and the count of the column after its own): the second is its own cell again. Only one such cell, so
 * the count then matches.
 */
function splitJoinedValues(cells: string[][]): void {
  for (let i = 1; i < cells.length; i++) {
    const header = cells[i - 1]!;
    const row = cells[i]!;
    if (header.length !== row.length + 1 || header.some((h) => /\d/.test(h))) continue;
    const beforeCount = (k: number) => COUNT_CAPTION.test(fold(header[k + 1] ?? '')) && !COUNT_CAPTION.test(fold(header[k]!));
    const joined = row.map((c, k) => JOINED_VALUES.map((re) => re.exec(c)).find(Boolean) ?? (beforeCount(k) ? WORD_THEN_COUNT.exec(c) : null));
    if (joined.filter(Boolean).length !== 1) continue;
    const at = joined.findIndex(Boolean);
    row.splice(at, 1, joined[at]![1]!, joined[at]![2]!);
  }
}

/**
 * A label wrapped inside its cell of a grid of label/value pairs, the value beside its first line: 'Fecha y hora de
 * <tab> 02/06/2026 17:11:52' over 'presentación', 'Denominación o razón <tab> EXPEDIENTES…' over 'social'. The line
 * under it is one short cell of label words (no colon, no digits); it finishes the row's label cell that ends on a
 * connector, else the row's only label cell, and is dropped as a line of its own (lines and cells in place). In a
 * label/value pair both may wrap, each in its column ('social | C.V.'): each finishes its own cell.
 */
function joinWrappedLabels(lines: string[], cells: string[][]): void {
  for (let i = lines.length - 2; i >= 0; i--) {
    const under = cells[i + 1]!;
    // A caption filling its cell to the edge leaves no gap before its value: the row is one cell, parted here.
    if (cells[i]!.length === 1 && under.length === 1) cells[i] = captionBesideValue(cells[i]![0]!, under[0]!) ?? cells[i]!;
    const row = cells[i]!;
    // The value may have wrapped too, in its own column: 'social | C.V.' under 'Denominación o razón | … S.A. DE'.
    const both = row.length === 2 && under.length === 2;
    if (row.length < 2 || (under.length !== 1 && !both)) continue;
    if (under.length === 1 && finishWithValue(row, under[0]!)) {
      lines[i] = row.join(' ');
      lines.splice(i + 1, 1);
      cells.splice(i + 1, 1);
      continue;
    }
    const tail = fold(under[0]!);
    const words = tail.split(' ');
    if (words.length > 3 || /[\d:]/.test(tail) || !words.every((w) => LABEL_WORDS.has(w))) continue;
    const labelCells = row.map((c, k) => (isLabelCell(fold(c)) && !/:$/.test(c) ? k : -1)).filter((k) => k >= 0);
    const open = labelCells.filter((k) => CONNECTOR.test(fold(row[k]!).split(' ').at(-1)!));
    // A label cut after a connector takes any label words; one cut before its adjective ('razón' + 'social') only
    // that adjective: a blank label under the row ('Nombre comercial', 'Número interior') is a label of its own.
    const k = open.length === 1 ? open[0] : open.length === 0 && labelCells.length === 1 && words.every((w) => LABEL_QUALIFIERS.has(w)) ? labelCells[0] : undefined;
    // A label cell needs its value beside it: the last cell is a value, or another label.
    if (k === undefined || k === row.length - 1 || (both && k !== 0)) continue;
    row[k] = `${row[k]} ${under[0]}`;
    if (both) row[1] = `${row[1]} ${under[1]}`;
    lines[i] = row.join(' ');
    lines.splice(i + 1, 1);
    cells.splice(i + 1, 1);
  }
}

/**
 * A caption cut where its cell wraps, its value beside it with no gap ('Nombre, denominación o razón SERVICIOS DEL
 * NORTE, S.A. DE C.V.' over 'social'): when the line under it is the caption's last word (an adjective of the label),
 * the caption is the leading label words in small letters, the value the capitals after them. The row's two cells,
 * or undefined.
 */
function captionBesideValue(line: string, under: string): string[] | undefined {
  const tail = fold(under).split(' ');
  if (tail.length > 2 || !tail.every((w) => LABEL_QUALIFIERS.has(w)) || under === under.toUpperCase()) return undefined;
  const m = /^((?:[\p{L}.]+,?\s+){1,7}?)(?=[\p{Lu}\d])(?=\P{Ll}*$)/u.exec(line);
  const caption = m?.[1]?.trim();
  if (!caption || caption === caption.toUpperCase() || !caption.split(/[\s,]+/).every((w) => LABEL_WORDS.has(fold(w)))) return undefined;
  return [caption, line.slice(m![0].length).trim()];
}

/**
 * A label cell cut after its connector ('Nombre del Municipio o') whose last words, their colon and its value are the
 * line under it ('Demarcación Territorial: MÉRIDA', the value beside the label's second line): the label is finished
 * and its value becomes the cell after it (the row in place). Only when one cell of the row is so cut.
 */
function finishWithValue(row: string[], under: string): boolean {
  const m = /^([^:\d]{1,40}):\s*(\S.*)$/.exec(under);
  if (!m || !m[1]!.trim().split(/\s+/).every((w) => LABEL_WORDS.has(fold(w)))) return false;
  const open = row.map((c, k) => (!/:$/.test(c) && isLabelCell(fold(c)) && CONNECTOR.test(fold(c).split(' ').at(-1)!) ? k : -1)).filter((k) => k >= 0);
  if (open.length !== 1) return false;
  row.splice(open[0]!, 1, `${row[open[0]!]} ${m[1]!.trim()}:`, m[2]!);
  return true;
}

/**
 * Labels wrapped inside their cells of a grid of several label/value pairs a row, each label's last words on the line
 * under it among the wrapped values ('Fecha inicio de | 16 DE JUNIO DE 2003' over 'PROMOTORA DE | operaciones:',
 * 'Nombre de la | PROVIDENCIA' over 'Colonia:'). The row's open label cells (label words, no colon) and the line's
 * label tails (label words ending in a colon, or starting with a connector) pair up in order when they are as many;
 * each tail finishes its label, the wrapped values stay on their line (dropped when none is left).
 */
function joinWrappedGridLabels(lines: string[], cells: string[][]): void {
  for (let i = lines.length - 2; i >= 0; i--) {
    const row = cells[i]!;
    const under = cells[i + 1]!;
    if (row.length < 3 || under.length < 1) continue;
    // A line that opens with a whole label of its own ('Fecha y hora de presentación:', no label's last words) is the
    // grid's next row of pairs: its short labels ('Número de operación:') finish nothing above ('Declaración: | Del
    // ejercicio', a value of label words).
    if (/:$/.test(under[0]!) && !isLabelTail(under[0]!)) continue;
    // A cell in capitals right after a 'Label:' cell is that label's value, even a label's word ('Tipo de Vialidad: |
    // CALLE'): it opens no label (session 14).
    const value = (k: number) => k > 0 && /:$/.test(row[k - 1]!) && /\p{Lu}/u.test(row[k]!) && row[k] === row[k]!.toUpperCase();
    const open = row.map((c, k) => (k < row.length - 1 && opensLabel(c) && !value(k) ? k : -1)).filter((k) => k >= 0);
    const tails = under.map((c, k) => (isLabelTail(c) ? k : -1)).filter((k) => k >= 0);
    if (!open.length || open.length !== tails.length) continue;
    // Only when a tail ends in a colon: the label is finished there.
    if (!tails.some((k) => /:$/.test(under[k]!))) continue;
    const used = new Set(tails);
    open.forEach((k, n) => {
      const t = tails[n]!;
      row[k] = `${row[k]} ${under[t]!}`;
      // The label's value beside it cut after a connector ('6 DE FEBRERO DE') wrapped too: its rest follows the tail.
      const after = under[t + 1];
      if (after !== undefined && !used.has(t + 1) && /\s(?:de|del|la|las|los|y|e|o)$/.test(fold(row[k + 1]!)) && !isLabelTail(after)) {
        row[k + 1] = `${row[k + 1]} ${after}`;
        used.add(t + 1);
      }
    });
    const rest = under.filter((_, k) => !used.has(k));
    lines[i] = row.join(' ');
    if (rest.length) {
      cells[i + 1] = rest;
      lines[i + 1] = rest.join(' ');
    } else {
      lines.splice(i + 1, 1);
      cells.splice(i + 1, 1);
    }
  }
}

/**
 * A cell that opens a label its next line finishes: label words with no colon nor digits ('Fecha de último'), or a
 * value that a narrow gap joined to the next label, cut after a connector ('TOJR780326… Fecha inicio de').
 */
function opensLabel(cell: string): boolean {
  if (/:$/.test(cell)) return false;
  const f = fold(cell).trim();
  if (!/\d/.test(f) && isLabelCell(f)) return true;
  const words = f.split(/\s+/);
  let n = 0;
  while (n < words.length && LABEL_WORDS.has(words[words.length - 1 - n]!)) n++;
  return n >= 2 && n < words.length && CONNECTOR.test(words.at(-1)!);
}

/** The last words of a wrapped label: up to three label words ending in a colon ('cambio de estado:', 'Colonia:'), or a connector and label words ('o Demarcación'). */
function isLabelTail(cell: string): boolean {
  const f = fold(cell).trim();
  const words = f.replace(/:$/, '').split(/\s+/);
  if (words.length > 3 || /\d/.test(f) || !words.every((w) => LABEL_WORDS.has(w))) return false;
  return /:$/.test(f) || CONNECTOR.test(words[0]!);
}

/** The adjectives that finish a label's noun ('razón social', 'entidad federativa'): what a label wraps before. */
const LABEL_QUALIFIERS = new Set('social territorial federativa patronal postal interbancaria fiscal'.split(' '));

/** Words that join a label's words (or a name's): never a label's first word nor, alone, a value. */
const CONNECTOR = /^(?:de|del|la|las|el|los|y|e|o|u|a|al|en|para|por)$/;

/** A period named by its ordinal before a colon that glosses it ('Tercer cuatrimestre: septiembre a diciembre'): a value, not a label (session 13). */
const PERIOD_BY_ORDINAL = /(?:^|\s)(?:primer|segundo|tercer|cuarto|quinto|sexto|\d\s?(?:er|o|do|ro|to|°|º)?\.?)\s+(?:bimestre|trimestre|cuatrimestre|semestre)$/;

/** [start, end) of the value in a remainder: after the tail of its own label ('Mes de servicio:'), before the next 'Label:'. */
function genericBounds(folded: string): [number, number] {
  let from = 0;
  for (const m of folded.matchAll(/[\p{L}.)]\s?:(?!\d)/gu)) {
    const words = folded.slice(0, m.index + 1).split(' ');
    let start = words.length;
    while (start > 0 && LABEL_WORDS.has(words[start - 1]!.replace(/[()]/g, ''))) start--;
    if (start === words.length || PERIOD_BY_ORDINAL.test(folded.slice(0, m.index + 1))) continue;
    // A label starts with a noun, not a connector: 'PROVEEDORA LOGÍSTICOS DEL' + 'Régimen Capital:' keeps its 'DEL'
    // (a value wrapped right before the next label).
    while (start < words.length - 1 && CONNECTOR.test(words[start]!)) start++;
    const at = words.slice(0, start).join(' ').length;
    if (!folded.slice(from, at).trim()) {
      // Only label words before the colon: the rest of this value's own label.
      from = m.index + m[0].length;
      continue;
    }
    return [from, at];
  }
  return [from, folded.length];
}

/**
 * A line's text before the next column's 'Label:' that a narrow gap left on the same line ('EXPEDIENTES DEL NORTE,
 * S.A. DE C.V. Periodo: 01 Mar 2026 …' → the name); the whole line when it has none.
 */
export function beforeNextLabel(line: string): string {
  const [from, to] = genericBounds(foldLabel(line));
  return from === 0 ? line.slice(0, to).trim() : line;
}

/** The label's column in a row of labels (its rank among the labels found on the line), for a two-row table. */
function columnOf(folded: string, labelStart: number, labelEnd: number, stops: RegExp[]): { index: number; count: number } | undefined {
  const starts = new Set<number>();
  for (const stop of stops) {
    for (const m of folded.matchAll(new RegExp(stop.source, stop.flags.includes('g') ? stop.flags : `${stop.flags}g`))) {
      // A stop matching inside this label's own words ('registro patronal' in 'Número de registro patronal') is not another column.
      // Nor one joined to it by a connector ('Titular' + ' de la cuenta'): the label's own words, not a next column.
      // Nor by 'y' ('Suscriptor y domicilio de instalación'): a heading naming two things printed one under the other.
      const joined = m.index >= labelEnd && /^\s+(?:de|del|de\s+la|de\s+los|de\s+las|y|e)\s+$/.test(folded.slice(labelEnd, m.index));
      if (m[0].length && !joined && (m.index + m[0].length <= labelStart + 1 || m.index >= labelEnd)) starts.add(m.index);
    }
  }
  if (!starts.size) return undefined;
  const all = [...starts].sort((a, b) => a - b);
  // Overlapping matches of several stops at the same words count once.
  const labels = all.filter((p, i) => i === 0 || p - all[i - 1]! > 3);
  const index = labels.filter((p) => p < labelEnd).length;
  const count = labels.length + 1;
  if (labels.some((p) => p >= labelEnd) === false && index === 0) return undefined;
  return { index, count };
}

/** Cuts a line's remainder before the earliest other label found in it (labels side by side on one line). */
function cutAt(original: string, folded: string, stops: RegExp[]): string {
  const [from, to] = genericBounds(folded);
  original = original.slice(from, to);
  folded = folded.slice(from, to);
  let end = original.length;
  for (const stop of stops) {
    const re = new RegExp(stop.source, stop.flags.replace('g', ''));
    const m = re.exec(folded);
    // A label right at the start is the value's own label repeated (or a table header): not a cut.
    if (m && m.index > 0 && m.index < end) end = m.index;
  }
  return original.slice(0, end).trim();
}

/**
 * What sets a line's pieces apart when it holds several fields: a column gap, or the bar, middle dot or bullet that
 * exports and letterheads print between them ('Empresa: NAME · RFC: …', 'NAME | RFC … | Registro patronal …').
 */
export const PIECE_GAP = /\s+[|·•]\s+|\t| {3,}/;

/** The pieces of a line set apart by PIECE_GAP. */
export function linePieces(line: string): string[] {
  return line.split(PIECE_GAP);
}

/**
 * A list item's mark before its text: a bullet or dash ('•', '-', '*'), a number ('1.', '2)', '3.-', '4') or a letter
 * with its dot or parenthesis ('a)', 'b.'), or the item's noun and number ('Actividad 1:', 'Servicio No. 2 -',
 * 'Obra #3:'), as registries number the services or activities they list.
 */
export const LIST_MARK = /^\s*(?:\d{1,2}[.)-]{0,2}|[•·\-*–]|[a-z][.)]|(?:actividad|servicio|obra|giro|concepto|partida)\s+(?:n(?:o|[uú]m)\.?\s*|n[°º]\s*|#\s*)?\d{1,2}\s*[:.)-]+)\s+/i;

/** Free text (names, places): the first piece (PIECE_GAP, or two spaces), without trailing separators; undefined when empty or only symbols. */
export const freeText: Extractor = (text) => {
  const v = text
    .split(/\s{2,}/)[0]!
    .split(PIECE_GAP)[0]!
    .replace(/^[\s:;.,|·•\-–—]+|[\s:;,|·•\-–—]+$/g, '')
    .trim();
  return /[\p{L}\d]{2,}/u.test(v) ? v : undefined;
};

/** Free text that is not just a label (a value line must not start with another label's words ending in ':'). */
export function textNotLabel(text: string): string | undefined {
  const v = freeText(text);
  if (!v) return undefined;
  if (/:\s*$/.test(v) || /^[\p{L} .]{2,40}:/u.test(v)) return undefined;
  return v;
}

/** A token with at least one digit (folios, operation numbers): letters, digits, '/', '-'. */
export const codeToken: Extractor = (text) => {
  for (const token of text.split(/[\s:#]+/)) {
    const t = token.replace(/[.,;]+$/, '');
    if (/^[A-Za-z0-9][A-Za-z0-9/-]{3,}$/.test(t) && /\d/.test(t)) return t.toUpperCase();
  }
  return undefined;
};

/** A whole number (counts, years, days). */
export const integer: Extractor = (text) => {
  const m = /(?:^|[^\d.,])(\d{1,7})(?![\d.,]\d)/.exec(` ${text.replace(/(?<=\d)[oO]|[oO](?=\d)/g, '0')}`);
  return m ? String(Number(m[1])) : undefined;
};

/** Confidence of a value: the read's own confidence times how it was found (and repaired). */
export function confidenceOf(doc: TextDoc, found: Found, repaired = false): number {
  const c = doc.confidence * found.quality * (repaired ? QUALITY.repaired : 1);
  return Math.round(c * 1000) / 1000;
}

/** A word that cannot end a phrase: the wrapped rest of the cell follows ('SERVICIOS DE', 'MUEBLES E'). */
const OPEN_END = /(?:\b(?:de|del|la|las|los|el|y|e|o|u|en|para|por|con)|[,;])$/;

/** A piece that ends in a legal form ('DE C.V.', '…DEL BAJÍO, S.A.P.I. DE C.V.', '…, S.C.'): the end of a name. */
const LEGAL_END = /(?:^|\s)de\s+c\.?\s?v\.?$|,\s*s\.?\s?[ac]\.?$/;
/** A piece holding a legal form's start ('…AZTECA, S. DE', 'MEXICANOS, S.A. DE'): a name's words, never a description's. */
const LEGAL_PART = /,\s*s\.?\s?(?:a|c|de)\b|\bs\.?\s+de\s+r\.?\s?l\b/;

/**
 * A wide table row whose first and last cells wrap onto the lines below (an exported search result: the name in
 * the first column and a long description in the last, the short columns between on one line): the row's first and
 * last cells with their wrapped rest joined. A line of two cells or more continues both (a middle column that wraps
 * too, 'CIUDAD DE | MÉXICO', is left out); a line of one cell continues the one left open (ending in 'DE', 'E', a comma), else the last, the column of free text. The wrap ends at a line with more
 * cells, or with lower case under an upper-case row (the notes under the table).
 */
export function wrappedRowEnds(doc: TextDoc, row: number): { first: string; last: string } {
  const cells = doc.cells[row]!;
  let first = cells[0]!;
  let last = cells.at(-1)!;
  const upper = !/\p{Ll}/u.test(first + last);
  // A middle cell left open ('CIUDAD DE') beside a first cell that is not: a next line of two pieces ('MÉXICO' and the
  // description's) starts with that middle cell's.
  let middleOpen = cells.slice(1, -1).some((c) => OPEN_END.test(fold(c))) && !OPEN_END.test(fold(first));
  for (let j = row + 1; j < doc.lines.length; j++) {
    const more = doc.cells[j]!;
    if (more.length * 2 >= cells.length || (upper && /\p{Ll}/u.test(doc.lines[j]!))) break;
    const lastOpen = OPEN_END.test(fold(last));
    if (more.length >= 2) [first, last] = [middleOpen && more.length === 2 ? first : `${first} ${more[0]}`, `${last} ${more.at(-1)}`];
    // A piece that ends in a legal form ('… AZTECA, S.A.' + 'DE C.V.') ends the name: a description never ends in one.
    // One that ends in a comma while the name has no legal form yet is the name's too ('…INDUSTRIAL DEL BAJÍO,'
    // before 'S.A. DE C.V.'): a description separates its services with semicolons.
    // So is one holding the start of a legal form while the name has none yet ('…AZTECA, S. DE' before 'R.L. DE C.V.').
    else if ((OPEN_END.test(fold(first)) && !lastOpen) || LEGAL_END.test(fold(more[0]!)) || ((/,$/.test(more[0]!) || LEGAL_PART.test(fold(more[0]!))) && !LEGAL_END.test(fold(first)))) first = `${first} ${more[0]}`;
    else last = `${last} ${more[0]}`;
    middleOpen = false;
  }
  return { first, last };
}
