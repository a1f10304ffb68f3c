import type { TextRead } from '../readers/types';
import { declarationType, labels, operationCode, readNrp, readRfc, detectValuesAbove } from './common';
import { parseDate, parseMonthName, parsePeriod, type PrintedPeriod } from './dates';
import { buildExtraction, Fields } from './extraction';
import { joinStackedTables, TextDoc, type Extractor } from './text';
import type { Extraction } from './types';

/**
 * The cuatrimestral acuses: ICSOE (IMSS, 'Información de contratos de servicios u obras especializados') and SISUB
 * (INFONAVIT). They print the acuse's folio, the cuatrimestre ('Enero - Abril 2026', '1er cuatrimestre', 'Cuatrimestre:
 * 1' with 'Año: 2026'), the type (Normal / Complementaria), RFC, registro patronal and how many contracts and workers
 * were reported.
 */
const L = {
  // A page header 'Acuse ICSOE2025…' / 'Acuse SISUB-3509-…': the word and the acuse's code, no other label.
  folio: /\bfolio(?:\s+(?:de(?:l)?\s+)?(?:acuse|recepcion|envio|presentacion))?|n(?:o|um|umero)\.?\s+de\s+(?:acuse|control|folio)|acuse\s+(?:no\.?|num(?:ero)?\.?)|^acuse(?=\s+[a-z]*-?\d{4})/,
  // Not the noun of a period named by its ordinal ('Periodo | Tercer cuatrimestre: septiembre a diciembre de 2025'):
  // that is the value, its months and year after it (session 13).
  cuatrimestre: /(?<!\b(?:primer|segundo|tercer|\d\s?(?:er|ero|o|do|ro|°|º)?\.?)\s+)\bcuatrimestre\b|\bperiodo(?:\s+(?:que\s+se\s+)?(?:informa|declara|reportado))?/,
  ejercicio: /\bejercicio\b|\bano\b/,
  tipo: /\btipo\b(?:\s+de)?(?:\s+(?:declaracion|presentacion|informacion|envio|acuse))?/,
  contratos: /(?:n(?:o|um|umero)\.?\s+(?:de\s+|total\s+de\s+)?)?contratos(?:\s+(?:informados|reportados|declarados|registrados))?|total\s+de\s+contratos/,
  // 'Personas trabajadoras' is the law's wording since the 2021 reform.
  trabajadores: /(?:n(?:o|um|umero)\.?\s+(?:de\s+|total\s+de\s+)?)?(?:personas\s+)?trabajador(?:es|as)(?:\s+(?:informad|reportad|declarad|asignad)[oa]s)?|total\s+de\s+(?:personas\s+)?trabajador(?:es|as)/,
  fecha: /fecha\s+(?:y\s+hora\s+)?(?:de\s+)?(?:envio|presentacion|recepcion)/,
};
const stops = [...Object.values(L), labels.rfc, labels.registroPatronal, labels.razonSocial];

/** A count printed right after its label (or alone on the next line): not any number further along. */
const leadingInt: Extractor = (t) => {
  const m = /^\s*(\d{1,3}(?:,\d{3})*|\d+)(?!\S)/.exec(t);
  return m ? String(Number(m[1]!.replace(/,/g, ''))) : undefined;
};
const YEAR_AND_NUMBER = /^\s*((?:19|20)\d{2})\s?[-/]\s?([1-3])(?![\d/-])/;
const yearValue: Extractor = (t) => /(?<!\d)((?:19|20)\d{2})(?!\d)/.exec(t)?.[1];
const cuatriNumber: Extractor = (t) => {
  // The year, a dash and the cuatrimestre's number ('2026-1', '2025/3'): how the acuses' portals key a period.
  const keyed = YEAR_AND_NUMBER.exec(t);
  if (keyed) return keyed[2];
  const p = parsePeriod(t);
  if (p && p.from.slice(5, 7) !== p.to.slice(5, 7)) return String(Math.ceil(Number(p.from.slice(5, 7)) / 4));
  // 'Septiembre - Diciembre' with the year on its own line.
  const month = parseMonthName(t);
  if (month) return String(Math.ceil(month / 4));
  const m = /^\s*(\d)\s*(?:er|ero|o|do|ro|°|º)?\b/.exec(t) ?? /(primer|segundo|tercer)/.exec(t.toLowerCase()) ?? /^\s*(iii|ii|i)\b/i.exec(t);
  if (!m) return undefined;
  const n = { primer: 1, segundo: 2, tercer: 3, i: 1, ii: 2, iii: 3 }[m[1]!.toLowerCase() as 'primer'] ?? Number(m[1]);
  return n >= 1 && n <= 3 ? String(n) : undefined;
};

/**
 * A count inside a sentence, before its noun: 'Se informaron 6 contrato(s) y 13 trabajador(es).', '… con 13
 * persona(s) trabajadora(s)' (the law's wording since the 2021 reform, plural markers on both words).
 */
export function countBefore(noun: 'contrato' | 'trabajador'): Extractor {
  const words = noun === 'trabajador' ? String.raw`(?:personas?(?:\(s\))?\s+)?trabajador(?:a|es|as)?(?:\((?:es|s|as)\))?` : String.raw`contratos?(?:\(s\))?`;
  const re = new RegExp(`(?<![\\d.,/])(\\d{1,6})\\s+${words}(?![\\p{L}])`, 'iu');
  return (t) => {
    const m = re.exec(t);
    return m ? String(Number(m[1])) : undefined;
  };
}

export function parseIcsoe(documentTypeCode: 'mxicsoe' | 'mxsisub') {
  return (read: TextRead): Extraction => {
    // A control sheet's row whose right-hand columns the print area sent to the next page, 'No.' repeated: one row.
    const doc = new TextDoc({ ...read, text: joinStackedTables(read.text) });
    detectValuesAbove(doc);
    const fields = new Fields(doc);
    fields.found('folio', doc.find(L.folio, operationCode, { stops }));
    const c = doc.find(L.cuatrimestre, cuatriNumber, { stops });
    fields.found('cuatrimestre', c);
    // With no 'Ejercicio' label, the year the period's own text prints ('Tercer cuatrimestre: septiembre a diciembre de
    // 2025') before any other year near a 'Periodo' caption (a control table's row, sent the next January: session 13).
    const periodYear: Extractor = (t) => (cuatriNumber(t) ? yearValue(t) : undefined);
    const y = doc.find(L.ejercicio, yearValue, { stops }) ?? (c ? (doc.find(L.cuatrimestre, periodYear, { stops }) ?? doc.find(L.cuatrimestre, yearValue, { stops })) : undefined);
    fields.found('ejercicio', y);
    fields.found('tipo', doc.find(L.tipo, declarationType, { stops }) ?? doc.scan((l) => (/\b(normal|complementaria)\b/i.test(l) ? declarationType(l) : undefined)));
    readRfc(doc, fields, 'rfc', labels.rfc, stops);
    readNrp(doc, fields, 'registroPatronal', stops);
    fields.found('contratos', doc.find(L.contratos, leadingInt, { stops, lookahead: 1 }) ?? doc.scan(countBefore('contrato')));
    fields.found('trabajadores', doc.find(L.trabajadores, leadingInt, { stops, lookahead: 1 }) ?? doc.scan(countBefore('trabajador')));
    let printedPeriod: PrintedPeriod | undefined;
    const n = Number(fields.get('cuatrimestre'));
    const year = Number(fields.get('ejercicio'));
    if (n && year) {
      printedPeriod = parsePeriod(`${n} cuatrimestre ${year}`);
    }
    const issueDate = doc.find(L.fecha, (t) => parseDate(t), { stops })?.value;
    return buildExtraction(documentTypeCode, fields, { printedPeriod, issueDate });
  };
}
