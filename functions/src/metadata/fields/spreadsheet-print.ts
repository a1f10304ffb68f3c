import { labels } from './common';
import { cellsOf, fold } from './text';

/**
 * What a spreadsheet adds or changes when a sheet is printed to PDF (session 14). A column caption wrapped inside its
 * cell prints over two lines ('Cuatri-' / 'mestre', 'Núm. de' / 'contratos', 'Registro' / 'patronal'): the second
 * line holds only the captions' tails, in lower case, fewer cells than the header. Each tail is put back on its
 * caption so the header reads as one row again.
 */

/** A table's row-number caption, which heads a spreadsheet's list ('No.', 'Núm.', '#', 'Consecutivo'). */
const ROW_NUMBER = /^(?:no\.?|num\.?|numero|#|n[o°º]\.?|consecutivo|fila|item)$/;
/** A caption cut in the middle: a hyphen at its end, or a word that needs the next ('Tipo de', 'Fecha y hora de'). */
const CUT = /(?:-|\b(?:de|del|la|las|los|el|y|e|o|u|a|al|en|para|por))$/;
/** A caption's known two-line forms: a qualifier that follows its noun ('Registro' / 'patronal', 'Código' / 'postal'). */
const KNOWN = [labels.registroPatronal, /^razon\s+social$/, /^codigo\s+postal$/, /^entidad\s+federativa$/, /^fecha\s+de\s+\p{L}+$/u, /^(?:num|no)\.?\s+de\s+\p{L}+$/u];

function joined(head: string, tail: string): string {
  return head.endsWith('-') ? head.slice(0, -1) + tail : `${head} ${tail}`;
}

/** The header cells the tails go to, in order: every cut caption takes one, the rest go where they make a known caption. */
function tailsTarget(head: string[], tails: string[]): number[] | undefined {
  const cut = head.map((c, i) => (i > 0 && CUT.test(fold(c)) ? i : -1)).filter((i) => i > 0);
  if (cut.length > tails.length) return undefined;
  let best: { pick: number[]; score: number } | undefined;
  // Few columns: every choice of header cells (keeping the order) is tried.
  const choose = (from: number, pick: number[]) => {
    if (pick.length === tails.length) {
      if (!cut.every((i) => pick.includes(i))) return;
      const score = pick.filter((i, k) => KNOWN.some((re) => re.test(fold(joined(head[i]!, tails[k]!))))).length;
      if (!best || score > best.score) best = { pick: [...pick], score };
      return;
    }
    for (let i = from; i < head.length; i++) choose(i + 1, [...pick, i]);
  };
  if (head.length <= 12) choose(1, []);
  return best?.pick;
}

/** The text with each two-line header of a numbered table ('No.' first) printed as one line. */
export function joinTwoLineCaptions(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i + 1 < lines.length; i++) {
    const head = cellsOf(lines[i]!);
    if (head.length < 3 || !ROW_NUMBER.test(fold(head[0]!))) continue;
    const tails = cellsOf(lines[i + 1]!);
    // The tails are lower-case words, no digits: not the first row, nor a title.
    if (!tails.length || tails.length >= head.length || !tails.every((t) => /^\p{Ll}[\p{L}.\s]*$/u.test(t))) continue;
    const pick = tailsTarget(head, tails);
    if (!pick) continue;
    pick.forEach((h, k) => (head[h] = joined(head[h]!, tails[k]!)));
    lines.splice(i, 2, head.join('\t'));
  }
  return lines.join('\n');
}
