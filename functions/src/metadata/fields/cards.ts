import { fold } from './text';

/**
 * Records printed as cards, one under another (session 14): a phone app or a narrow print shows a list — workers,
 * activities, services — as a block of caption/value lines per record ('No. Seg. Social: 12345678901', or the
 * caption on its line and the value under it, or the caption and the value apart by a tab), often headed by the
 * record's name or its number ('Trabajador 3', 'Orden 2', 'Servicio 1 de 4'). The same captions in the same order
 * in each block say they are rows of one table: they are rewritten as a header of the captions and a row of values
 * per card, tab apart, so every list type reads them as it reads any table, once.
 */

/** 'Caption: value' or 'Caption<tab>value' on one line: a caption is a few words, no figure. */
const PAIR = /^([\p{L}][\p{L}\p{M} .º°/()-]{0,40}?)\s*(?::\s*|\t+)(\S.*)?$/u;
/** A card's number: 'Trabajador 3', 'Orden 2', 'Servicio 1 de 4', 'Actividad #2', 'Registro 3/5'. */
const NUMBERED = /^([\p{L}][\p{L}\p{M} .]{1,30}?)\s*(?:no\.?\s*|n[º°]\s*|#\s*)?(\d{1,3})(?:\s*(?:de|of|\/)\s*\d{1,3})?$/iu;
/** A caption alone on its line: a few words, no figure. */
const CAPTION = /^[\p{L}][\p{L}\p{M} .º°/()-]{0,40}$/u;

/** A gap between cells: a line of several cells is a row of its own, never one value of a card. */
const CELL_GAP = /\t| {3,}/;

type Line = { kind: 'pair' | 'numbered' | 'line'; caption: string; value: string; key: string };

function lineOf(raw: string): Line {
  const line = raw.replace(/\f/g, '').trim();
  // A row of three cells or more is a table's row, not a caption and its value ('GARCÍA<tab>VÁZQUEZ<tab>JUAN…').
  const pair = line.split(CELL_GAP).length > 2 ? null : PAIR.exec(line);
  if (pair) return { kind: 'pair', caption: pair[1]!.trim(), value: (pair[2] ?? '').trim(), key: `pair:${fold(pair[1]!.trim())}` };
  const numbered = NUMBERED.exec(line);
  if (numbered) return { kind: 'numbered', caption: numbered[1]!.trim(), value: numbered[2]!, key: `numbered:${fold(numbered[1]!.trim())}` };
  return { kind: 'line', caption: '', value: line, key: `line:${fold(line)}` };
}

/** A line of a card that is the same in every card: a caption of its own (no figure), or the same caption's pair. */
const isCaptionLine = (l: Line) => l.kind === 'line' && CAPTION.test(l.value);

type Run = { start: number; period: number; cards: number; fixed: boolean[] };

/** How much of a run is structure: its captions times its cards (a misaligned run repeats fewer captions). */
const score = (r: Run) => r.cards * r.fixed.filter(Boolean).length;

/**
 * The card run of a given period starting at a line: the cards that repeat the first two cards' captions, each a
 * pair or a number with the same caption, or the same caption line, at the same place.
 */
function runAt(lines: Line[], start: number, period: number, to: number): Run | undefined {
  const card = (c: number) => lines.slice(start + c * period, Math.min(start + (c + 1) * period, to));
  const [first, second] = [card(0), card(1)];
  if (second.length < period) return undefined;
  const fixed = first.map((l, k) => l.key === second[k]!.key && (l.kind !== 'line' || isCaptionLine(l)));
  // Every pair and number is a caption of the card; a card has a value of its own that is no caption line.
  if (first.some((l, k) => l.kind !== 'line' && !fixed[k]) || fixed.every((f, k) => f && first[k]!.kind === 'line')) return undefined;
  // A card never ends with a caption or its number: those open what follows them (a run shifted by a line would).
  if (fixed[period - 1] && first[period - 1]!.kind !== 'pair') return undefined;
  // Two captions at least, or the cards' numbers (1, 2, 3…): a numbered list of one value each is a table too.
  const numbered = first.findIndex((l, k) => fixed[k] && l.kind === 'numbered');
  if (fixed.filter(Boolean).length < 2 && numbered < 0) return undefined;
  const captionKeys = new Set(first.filter((_, k) => fixed[k]).map((l) => l.key));
  // A caption twice in a card says the card is two records (a run of half as many lines is the table).
  if (captionKeys.size < fixed.filter(Boolean).length) return undefined;
  const matches = (c: number) =>
    card(c).length === period &&
    card(c).every((l, k) => (fixed[k] ? l.key === first[k]!.key : l.kind === 'line' && !captionKeys.has(l.key) && !CELL_GAP.test(l.value))) &&
    (numbered < 0 || Number(card(c)[numbered]!.value) === Number(first[numbered]!.value) + c);
  let cards = 0;
  while (matches(cards)) cards++;
  return cards >= 2 ? { start, period, cards, fixed } : undefined;
}

/**
 * A run shifted a line or more off its cards: the line after it opens a card as its first card does (a list of
 * pairs only, 'Régimen: …' 'Fecha Inicio: …', after another list's last 'Fecha Inicio: …', reads either way).
 */
function shifted(lines: Line[], run: Run): boolean {
  const first = lines[run.start]!;
  return first.kind !== 'line' && lines[run.start + run.cards * run.period]?.key === first.key;
}

/** The run with the most structure among the lines from..to (at a tie the first, then the shorter card). */
function bestRun(lines: Line[], from: number, to: number): Run | undefined {
  let best: Run | undefined;
  for (let start = from; start < to; start++) {
    for (let period = 2; period <= 12; period++) {
      const run = runAt(lines, start, period, to);
      if (run && (!best || score(run) > score(best) || (score(run) === score(best) && shifted(lines, best) && !shifted(lines, run)))) best = run;
    }
  }
  return best;
}

/** Every run of cards among the lines from..to, in order: the best one, then those before and after it. */
function runsIn(lines: Line[], from: number, to: number): Run[] {
  const run = bestRun(lines, from, to);
  if (!run) return [];
  const end = run.start + run.cards * run.period;
  return [...runsIn(lines, from, run.start), run, ...runsIn(lines, end, to)];
}

/** A card run as a header of its captions and a row of values per card, tab apart. */
function asTable(lines: Line[], run: Run): string[] {
  const first = lines.slice(run.start, run.start + run.period);
  const columns: { caption: string; at: number }[] = [];
  first.forEach((l, k) => {
    if (l.kind !== 'line') return columns.push({ caption: l.caption, at: k });
    if (run.fixed[k]) return undefined;
    // A value under a caption line takes its caption; a value after a card's number, the number's word ('Servicio
    // 2 de 4' over the service); the card's first line, its title (the worker's, the record's name).
    const before = first[k - 1];
    const caption = before && run.fixed[k - 1] && before.kind === 'line' ? before.value : before?.kind === 'numbered' ? before.caption : 'Nombre';
    return columns.push({ caption, at: k });
  });
  // The number's own column is captioned as a number ('No.') when its word captions the value after it.
  const header = columns.map((c) => (first[c.at]!.kind === 'numbered' && columns.some((o) => o.at === c.at + 1 && o.caption === c.caption) ? 'No.' : c.caption));
  const rows = Array.from({ length: run.cards }, (_, c) => columns.map((col) => lines[run.start + c * run.period + col.at]!.value).join('\t'));
  return [header.join('\t'), ...rows];
}

/** The text with every run of two or more cards of the same captions rewritten as a table (header and rows). */
export function cardsAsRows(text: string): string {
  const raw = text.split('\n');
  // Blank lines and page breaks inside a list are no card line: cards are matched on the printed lines only, a value
  // wrapped onto the next line joined to it.
  const printed: { text: string; first: number; last: number }[] = [];
  const texts = raw.map((l) => l.replace(/\f/g, '').trim());
  texts.forEach((line, i) => {
    if (!line) return;
    const previous = printed.at(-1);
    const following = texts.slice(i + 1).find(Boolean) ?? '';
    if (previous && (wraps(previous.text, line) || capitalsWrap(previous.text, line, following))) Object.assign(previous, { text: `${previous.text} ${line}`, last: i });
    else printed.push({ text: line, first: i, last: i });
  });
  const lines = printed.map(({ text }) => lineOf(text));
  const out: string[] = [];
  let next = 0;
  for (const run of runsIn(lines, 0, lines.length)) {
    const [begin, end] = [printed[run.start]!.first, printed[run.start + run.cards * run.period - 1]!.last];
    out.push(...raw.slice(next, begin));
    // A page break inside the list is kept before the table, so the pages after it keep their count.
    const breaks = raw.slice(begin, end + 1).join('\n').replace(/[^\f]/g, '');
    out.push(...asTable(lines, run).map((row, k) => (k === 0 ? breaks + row : row)));
    next = end + 1;
  }
  out.push(...raw.slice(next));
  return out.join('\n');
}

/**
 * A long value in capitals whose last word or two ran onto a line of their own, right before the next card's number
 * ('… CORRECTIVO DE MAQUINARIA' + 'INDUSTRIAL' + 'Servicio 2 de 3'): a name alone there would be the card's title,
 * but a name is short and the line before it is no value of forty letters.
 */
function capitalsWrap(previous: string, line: string, following: string): boolean {
  const capitals = /^\p{Lu}[\p{Lu}\p{M} .,]*$/u;
  return previous.length >= 40 && capitals.test(previous) && capitals.test(line) && line.split(/\s+/).length <= 2 && NUMBERED.test(following);
}

/** Words a wrapped line ends with: the value goes on ('… Actividades Empresariales y' + 'Profesionales'). */
const JOINING_END = /\s(?:y|e|o|u|de|del|la|las|los|el|en|para|con|por|a|al|sin|sobre|and|of|the)$/i;

/**
 * A printed line that continues the one before it: the one before ends with a joining word ('… sistemas de' +
 * 'seguridad'), or it starts in lower case after a value (no caption); neither is a caption's pair nor a card's number.
 */
function wraps(previous: string, line: string): boolean {
  if (PAIR.exec(line) || NUMBERED.test(line) || NUMBERED.test(previous)) return false;
  // A caption over its value, or a value in lower case with figures (a date's weekday, 'lun, 02 feb 2015'), is no wrap.
  return JOINING_END.test(previous) || (!CAPTION.test(previous) && /^\p{Ll}/u.test(line) && !/\d/.test(line));
}
