import type { TextRead } from '../readers/types';
import { continueName, labels, nameAbove, nameValue, readRfc, rfcLine } from './common';
import { parsePeriod, periodLabel } from './dates';
import { buildExtraction, Fields } from './extraction';
import { curpsIn, nssIn, rfcsIn } from './normalise';
import { QUALITY, TextDoc } from './text';
import type { Extraction } from './types';

/**
 * The supplier's list of workers assigned to the customer in a month: the supplier's RFC, razón social and period
 * above a table with one row per worker (name, NSS, CURP, RFC in any column order).
 */
const L = {
  razonSocial: labels.razonSocial,
  periodo: /\bperiodo\b|\bmes\b/,
  header: /\bnss\b|\bcurp\b|seguridad\s+social/,
  cliente: /\bcliente\b|\bcontrato\b/,
};
const stops = [...Object.values(L), labels.rfc];

/** The longest run of words without digits: a worker's name in a row of identifiers. */
function nameIn(line: string, ids: string[]): string | undefined {
  let t = line;
  for (const id of ids) t = t.replace(new RegExp(id.split('').join('[ -]?'), 'i'), ' | ');
  const runs = t
    .split(/\s*\|\s*|\s{2,}|\t/)
    .map((s) => s.replace(/^\d+[.)]?\s+/, '').trim())
    .filter((s) => /^[\p{L}][\p{L} .'-]+$/u.test(s) && s.split(/\s+/).length >= 2);
  return runs.sort((a, b) => b.length - a.length)[0];
}

export function parsePlantilla(read: TextRead): Extraction {
  const doc = new TextDoc(read);
  const fields = new Fields(doc);
  const header = doc.lineIndex(L.header);
  const top = header < 0 ? doc.lines.length : header;
  const rfc = doc.find(labels.rfc, (t) => rfcsIn(t)[0]?.value, { stops, lookahead: 2 });
  if (rfc && rfc.line < top) fields.found('rfc', rfc);
  else readRfc(doc, fields, 'rfc', labels.rfc, stops);
  fields.found('razonSocial', continueName(doc, doc.find(L.razonSocial, nameValue, { stops })) ?? nameAbove(doc, rfcLine(doc, fields.get('rfc'))));
  const p = doc.find(L.periodo, (t) => (parsePeriod(t) ? t : undefined), { stops });
  const printedPeriod = p ? parsePeriod(p.value) : undefined;
  if (p && printedPeriod) fields.set('periodo', periodLabel(printedPeriod), doc.confidence * p.quality);

  // Surnames in their own columns before the given names ('Apellido paterno Apellido materno Nombre(s)'): the
  // name is written given names first, as the other documents do.
  const h = header >= 0 ? doc.folded[header]! : '';
  const surnamesFirst = /paterno/.test(h) && /nombre/.test(h) && h.search(/paterno/) < h.search(/nombre\(?s?\)?(?!\s+completo)/);
  let i = 0;
  for (let j = Math.max(header, 0); j < doc.lines.length; j++) {
    const line = doc.lines[j]!;
    const nss = nssIn(line)[0];
    const curp = curpsIn(line)[0];
    if (!nss && !curp) continue;
    const workerRfc = rfcsIn(line).find((r) => r.value !== fields.get('rfc'));
    const q = (repaired: boolean) => doc.confidence * (repaired ? QUALITY.repaired : 1);
    // A card per worker: '1. NAME' on its own line above 'NSS: … CURP: … RFC: …'.
    const above = j > 0 ? doc.lines[j - 1]!.replace(/^\s*\d{1,3}[.)-]?\s+/, '') : '';
    const name =
      nameIn(line.replace(/\b(?:nss|curp|rfc|nombre)\s*:/gi, ' | '), [nss?.value, curp?.value, workerRfc?.value].filter((v): v is string => Boolean(v))) ??
      (/^[\p{L}][\p{L} .'-]+$/u.test(above) && above.split(' ').length >= 2 ? above : undefined);
    if (name) {
      let words = name.replace(/\s+/g, ' ').split(' ');
      if (surnamesFirst && words.length >= 3) words = [...words.slice(2), ...words.slice(0, 2)];
      fields.set(`trabajadores[${i}].nombre`, words.join(' '), doc.confidence * (surnamesFirst ? QUALITY.nextLine : 1));
    }
    if (nss) fields.set(`trabajadores[${i}].nss`, nss.value, q(nss.repaired));
    if (curp) fields.set(`trabajadores[${i}].curp`, curp.value, q(curp.repaired));
    if (workerRfc) fields.set(`trabajadores[${i}].rfc`, workerRfc.value, q(workerRfc.repaired));
    i++;
  }
  return buildExtraction('mxplantilla', fields, { printedPeriod });
}
