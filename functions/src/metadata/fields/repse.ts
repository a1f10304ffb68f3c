import type { TextRead } from '../readers/types';
import { addresseeName, continueName, labels, nameAbove, nameIntroduced, nameValue, detectValuesAbove } from './common';
import { isEntidad } from './address';
import { dateTimeExtractor, datesIn, parseDate, withoutDates } from './dates';
import { buildExtraction, Fields } from './extraction';
import { rfcsIn } from './normalise';
import { fold, LIST_MARK, matchLabel, QUALITY, TextDoc, wrappedRowEnds, type Extractor } from './text';
import type { Extraction } from './types';

/**
 * STPS's REPSE 'Aviso de registro': the registration number, the aviso's folio 'AR<digits>' (often '/<year>'), its
 * date, the name, the vigencia (a date, or 'del … al …': the end) and the list of registered specialized services
 * (numbered or bulleted lines after 'Servicios u obras especializadas registradas': '1.', '1)', '1.-', '•').
 */
const L = {
  // In a resolution's sentence the noun comes first: 'se otorga el registro número 19187'.
  // A letter's references block at its top right captions the number 'Registro:' alone, beside 'Folio de aviso:'.
  // Other wordings of the sentence: 'bajo el registro', 'quedó inscrita bajo el número'; 'registro número' may end its
  // line, the paragraph broken where the column ended, the number starting the next (session 13).
  numeroRegistro: /(?:n(?:o|um|umero)\.?\s*(?:de\s+)?registro(?:\s+repse)?|registro\s+repse\s*(?:no\.?)?|folio\s+de\s+registro|(?:con|asignandole|bajo)\s+el\s+(?:numero|registro(?!\s+patronal))|\bregistro\s+(?:n(?:o|um|umero)\.?|#)(?=\s*(?:\d|$))|^registro\s*:(?=\s*\d))/,
  aviso: /(?:n(?:o|um|umero)\.?\s*(?:de(?:l)?\s+)?)?aviso(?:\s+de\s+registro)?|folio(?:\s+del\s+aviso)?/,
  // An acuse de recibo stamps when it was received: 'Recibido', 'Fecha de recepción'.
  fechaAviso: /fecha\s+(?:de(?:l)?\s+)?(?:aviso|registro|de\s+emision|de\s+expedicion|de\s+autorizacion|de\s+resolucion)|\bpresentad[oa]\s+el|\brecibid[oa](?:\s+el)?\b|fecha\s+(?:y\s+hora\s+)?de\s+recepcion/,
  // STPS's forms caption the name by the kind of person: 'Persona física o moral' (alone on its line, the name below).
  nombre: new RegExp(`${labels.nombre.source}|persona\\s+(?:moral\\s+|fisica\\s+)?registrada|^persona\\s+(?:fisica|moral)\\s+o\\s+(?:fisica|moral)\\s*(?::|$)`),
  vigencia: /\bvigencia\b|vigente\s+hasta|valido\s+hasta|fecha\s+de\s+vencimiento|\bvence(?:\s+el)?\b/,
  // The vigencia's end under its own label, beside its start ('Inicio de vigencia | Fin de vigencia').
  // 'Vencimiento' alone (a registry's detail page) is that end too.
  // A letter's sentence runs from the vigencia to its end through other words ('tendrá una vigencia de tres años, a
  // partir de la fecha del aviso y hasta el 08 de agosto…'): the end follows its 'hasta'.
  vigenciaFin: /(?:fin|termino|conclusion|vencimiento)\s+(?:de\s+(?:la\s+)?)?vigencia|vigencia\s+(?:hasta|final)|vigente\s+hasta|valido\s+hasta|(?:fecha\s+de\s+)?vencimiento\b|\bvigencia\b[^.;]{0,100}?\bhasta(?:\s+el)?\b/,
  // Singular too: a table's header cell 'Servicio especializado registrado'. A heading alone on its line ('Servicios u
  // obras especializadas') over the list or table.
  // A phone's list heading counts its cards: 'Servicios u obras especializadas (2)' (session 14).
  servicios: /^(?:servicios?|obras?)(?:\s+(?:u|y|o)\s+(?:obras?|servicios?))?\s+especializad[oa]s?(?:\s*\(\d{1,3}\))?\s*:?$|(?:servicios?|obras?|actividad(?:es)?)\s+(?:u\s+obras?\s+)?(?:especializad[oa]s?\s+)?(?:registrad[oa]s?|autorizad[oa]s?|que\s+(?:presta|ampara))|objeto\s+del\s+registro|servicios\s+especializados\s*:|siguientes\s+(?:servicios|actividades)(?:\s+u\s+obras)?(?:\s+especializad[oa]s)?|(?:servicios|actividades|obras)(?:\s+u\s+obras)?(?:\s+especializad[oa]s)?\s+siguientes/,
  rfc: labels.rfc,
};
const stops = Object.values(L);

const avisoValue: Extractor = (t) => {
  const m = /\bA\s?R[\s-]?([0-9OIl]{2,})(?:\s?\/\s?(\d{4}))?/i.exec(t);
  if (!m) return undefined;
  return `AR${m[1]!.replace(/[Oo]/g, '0').replace(/[Il]/g, '1')}${m[2] ? `/${m[2]}` : ''}`;
};
// A registration number is never a word of a date printed beside it ('19187, con vigencia hasta el 8 de agosto de
// 2028' → not 2028): the dates are blanked before the number is looked for.
const registroValue: Extractor = (t) => {
  if (rfcsIn(t).length && !/^\s*\d/.test(t)) return undefined;
  const token = withoutDates(t).split(/\s+/).find((x) => /\d{3}/.test(x) && !/^a\s?r/i.test(x) && !datesIn(x).length);
  return token?.replace(/[.,;]+$/, '').toUpperCase();
};

/**
 * The services as a table under their heading: a header row of cells, then rows with as many cells; the service is
 * the column headed as one (servicio, descripción, actividad, obra), else the widest.
 */
/** A line of one to four words in capitals, no figure: a wrapped cell's end, not a sentence nor a heading's caption. */
const WRAPPED_CAPITALS = /^\s*\p{Lu}[\p{Lu}\p{M}.,]*(?:\s+\p{Lu}[\p{Lu}\p{M}.,]*){0,3}\s*$/u;

export function serviceTable(doc: TextDoc, header: number): string[] | undefined {
  const head = doc.cells[header];
  if (!head || head.length < 2) return undefined;
  const rows: string[][] = [];
  for (let j = header + 1; j < doc.lines.length; j++) {
    if (doc.cells[j]!.length === head.length) rows.push(doc.cells[j]!);
    // A last cell in capitals wrapped onto a line of its own ('… DE MAQUINARIA' + 'INDUSTRIAL') (session 14).
    else if (rows.length && WRAPPED_CAPITALS.test(doc.lines[j]!) && /\p{Lu}$/u.test(rows.at(-1)!.at(-1)!)) rows.at(-1)![head.length - 1] += ` ${doc.lines[j]!.trim()}`;
    else break;
  }
  if (!rows.length) return undefined;
  // A column of codes (the SCIAN activity's number beside its description) is never the service; a header that names
  // the service or its description wins over one that names the activity.
  const words = (k: number) => rows.some((r) => /\p{L}{3,}/u.test(r[k]!));
  const named = (re: RegExp) => head.map((h) => fold(h)).findIndex((h, k) => re.test(h) && words(k));
  let column = named(/servicio|descripcion|obra/);
  if (column < 0) column = named(/actividad/);
  if (column < 0) {
    const width = (k: number) => rows.reduce((n, r) => n + r[k]!.length, 0);
    column = head.reduce((best, _, k) => (width(k) > width(best) ? k : best), 0);
  }
  return rows.map((r) => r[column]!.trim()).filter(Boolean);
}

export function parseRepse(read: TextRead): Extraction {
  const doc = new TextDoc(read);
  detectValuesAbove(doc);
  const fields = new Fields(doc);
  fields.found('numeroRegistro', doc.find(L.numeroRegistro, registroValue, { stops }));
  fields.found('aviso', doc.find(L.aviso, avisoValue, { stops }) ?? doc.scan(avisoValue));
  const fecha = doc.find(L.fechaAviso, dateTimeExtractor, { stops });
  if (fecha) fields.found('fechaAviso', fecha);
  else {
    const first = doc.scan((l) => parseDate(l));
    if (first) fields.found('fechaAviso', { ...first, quality: QUALITY.unlabelled });
  }
  const rfc = doc.find(L.rfc, (t) => rfcsIn(t)[0]?.value, { stops });
  // A registry's exported results: one wide row under a header whose first column is the name and whose last is the
  // services (in one cell, separated by ';'), both wrapped onto the lines below.
  // (The row may be a cell short where narrow gaps joined two pairs of its columns.)
  const header = doc.cells.findIndex((c, i) => c.length >= 4 && L.servicios.test(fold(c.at(-1)!)) && (doc.cells[i + 1]?.length ?? 0) >= c.length - 1);
  const wide = header >= 0 ? wrappedRowEnds(doc, header + 1) : undefined;
  // A narrow gap may join the registration number's column to the name's: the number is no part of the name.
  const numero = fields.get('numeroRegistro');
  const named = wide && numero ? wide.first.split(' ').filter((w) => w !== numero).join(' ') : wide?.first;
  if (wide && labels.nombre.test(fold(doc.cells[header]![0]!))) fields.set('nombre', named, doc.confidence);
  if (wide && doc.cells[header]!.some((c) => L.vigencia.test(fold(c)))) {
    // The row's dates are the aviso's and the vigencia's end, which is later: taken so even when a narrow gap merged
    // two captions of the header ('Núm. registro Folio aviso') and its columns no longer line up with the row's.
    const dates = doc.cells[header + 1]!.flatMap((c) => datesIn(c)).sort();
    if (dates.length >= 2) fields.set('vigencia', dates.at(-1), doc.confidence * QUALITY.unlabelled);
  }
  fields.found('nombre', continueName(doc, doc.find(L.nombre, nameValue, { stops })) ?? nameAbove(doc, rfc?.line ?? -1) ?? addresseeName(doc) ?? nameIntroduced(doc));
  const vigenciaStops = { stops: stops.filter((s) => s !== L.vigencia && s !== L.vigenciaFin) };
  const lastDate: Extractor = (t) => datesIn(t).at(-1);
  fields.found('vigencia', doc.find(L.vigenciaFin, lastDate, vigenciaStops) ?? doc.find(L.vigencia, lastDate, vigenciaStops));

  if (wide) {
    // The 'Entidad' column's state joined to the services by a narrow gap ('GUANAJUATO SERVICIOS DE …'): a service
    // never starts with a state's name.
    const words = wide.last.split(' ');
    const state = doc.cells[header]!.some((c) => /\bentidad\b/.test(fold(c))) ? [3, 2, 1].find((n) => words.length > n && isEntidad(words.slice(0, n).join(' '))) : undefined;
    if (state) wide.last = words.slice(state).join(' ');
    wide.last.split(/\s*;\s*/).filter(Boolean).forEach((v, i) => fields.set(`servicios[${i}].servicio`, v, doc.confidence));
    return buildExtraction('mxrepse', fields, { issueDate: fields.get('fechaAviso') });
  }
  const start = doc.lineIndex(L.servicios);
  // The heading is the table's own header row when it has cells; else the header is the next line.
  const table = start >= 0 ? (doc.cells[start]!.length >= 2 ? serviceTable(doc, start) : undefined) ?? serviceTable(doc, start + 1) : undefined;
  if (table) table.forEach((v, i) => fields.set(`servicios[${i}].servicio`, v, doc.confidence));
  else if (start >= 0) {
    // A heading that ends its line ('3. Servicios u obras especializadas registradas') holds no service itself.
    const heading = matchLabel(L.servicios, doc.folded[start]!)!;
    const ends = !doc.folded[start]!.slice(heading.end).replace(/^[\s:.]+/, '');
    const first = ends ? '' : doc.lines[start]!.slice(heading.index).replace(/^[^:]*:\s*/, '');
    const candidates = first && first !== doc.lines[start] ? [first, ...doc.lines.slice(start + 1)] : doc.lines.slice(start + 1);
    let i = 0;
    let bulleted: boolean | undefined;
    // The heading's count bounds the list ('… especializadas (1)').
    const count = Number(/\((\d{1,3})\)\s*:?\s*$/.exec(doc.folded[start]!)?.[1] ?? 30);
    // The heading's own section number ('3. Servicios …'): the list under it is numbered afresh ('1.', '2.') or under
    // the section's ('3.1', '3.2'); the next section's heading ('4. Verificación') ends it.
    const section = /^\s*(\d{1,2})[.)-]*\s/.exec(doc.lines[start]!)?.[1];
    let items: RegExpExecArray[] = [];
    for (const raw of candidates) {
      const numbered = NUMBERED.exec(raw);
      const sub = numbered?.[2] !== undefined && numbered[1] === section;
      if (numbered && bulleted !== false && !numberedInTurn(numbered, sub, items, section)) break;
      if (numbered) items = [...items, numbered];
      // A card's number on its own line ('Servicio 1 de 2') over the service is no service.
      if (/^(?:servicio|obra|actividad)\s+\d{1,3}(?:\s*(?:de|\/)\s*\d{1,3})?\s*:?$/.test(fold(raw).trim())) continue;
      // A table's header row ('No. Servicio u obra especializada') is not a service.
      if (/^(?:no\.?|num\.?|#|n°)?\s*(?:servicios?|obras?|actividad(?:es)?)(?:\s+(?:u|y|o)\s+obras?)?(?:\s+especializad[oa]s?)?\s*:?$/.test(fold(raw).trim())) continue;
      const isBullet = LIST_MARK.test(raw) || sub;
      if (bulleted === undefined) bulleted = isBullet;
      if (bulleted && !isBullet) break;
      if (!bulleted && (/^[\p{L} .()/]{2,40}:/u.test(raw) || /vigencia|se\s+expide|atentamente|la\s+presente/i.test(raw))) break;
      // Services one a line with no marks end at the next numbered section ('4. Verificación' under '3. Servicios …').
      if (!bulleted && section !== undefined && numbered && !sub && Number(numbered[1]) === Number(section) + 1) break;
      const v = (sub ? raw.slice(numbered![0].length) : raw.replace(LIST_MARK, '')).trim();
      if (!v) continue;
      fields.set(`servicios[${i}].servicio`, v, doc.confidence * (bulleted ? 1 : QUALITY.unlabelled));
      i++;
      if (i >= Math.min(count, 30) || (!bulleted && i >= 1 && /\.$/.test(v))) break;
    }
  }
  return buildExtraction('mxrepse', fields, { issueDate: fields.get('fechaAviso') });
}

/** A numbered line: its number, and the item's number under it when numbered under its section ('3.2 LIMPIEZA'). */
const NUMBERED = /^\s*(\d{1,2})(?:\.(\d{1,2}))?[.)-]{0,2}\s+/;

/**
 * Whether a numbered line goes on the list before it: its number follows the item's before it, and a line numbered as the section after the heading's ('4. Verificación' under
 * '3. Servicios …') is that section unless its letters are in the items' case (a list whose third item is '4.' would
 * have broken the sequence already).
 */
function numberedInTurn(numbered: RegExpExecArray, sub: boolean, items: RegExpExecArray[], section: string | undefined): boolean {
  const ordinal = Number(sub ? numbered[2] : numbered[1]);
  const previous = items.at(-1);
  if (previous) {
    const last = Number(previous[2] !== undefined && previous[1] === section ? previous[2] : previous[1]);
    if (ordinal !== last + 1) return false;
  }
  if (sub || section === undefined || ordinal !== Number(section) + 1 || !items.length) return true;
  const text = numbered.input.slice(numbered[0].length);
  const capitals = (t: string) => !/\p{Ll}/u.test(t);
  return capitals(text) === capitals(items.at(-1)!.input.slice(items.at(-1)![0].length));
}
