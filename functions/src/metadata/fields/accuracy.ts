import { documentTypeCatalogue, periodicityLetters, periodOfDay, type Cadence } from '@expediente/contracts';
import { parsePeriod } from './dates';
import { fold } from './text';
import type { Extraction } from './types';

/**
 * Field accuracy of an extraction against a document's true values (the fictitious generator's truth, keyed like
 * the catalogue): used by the accuracy test and the extraction bench. Values are compared as the reviewer would:
 * text without case, accents or repeated spaces; amounts and numbers by value; dates exactly; a printed period by
 * the period of the type's cadence it names ('04-2026' and 'Marzo - Abril 2026' are the same bimestre).
 */

export type FieldMiss = { key: string; expected: string; got: string | undefined };
export type FieldScore = { total: number; correct: number; misses: FieldMiss[] };

const text = (v: string) => fold(v).replace(/[\s,.;:]+/g, ' ').trim();

function cadenceOf(documentTypeCode: string): Cadence {
  const entry = documentTypeCatalogue.find((t) => t.codeName === documentTypeCode);
  return entry ? periodicityLetters[entry.periodicity] : 'monthly';
}

function samePeriod(documentTypeCode: string, expected: string, got: string): boolean {
  const a = parsePeriod(expected);
  const b = parsePeriod(got);
  if (!a || !b) return text(expected) === text(got);
  const cadence = cadenceOf(documentTypeCode);
  const c = cadence === 'initial' || cadence === 'yearly' || cadence === 'daily' || cadence === 'weekly' || cadence === 'biweekly' ? 'monthly' : cadence;
  const reading = c === 'quarterly' ? 'supplierAudit' : 'general';
  return periodOfDay(c, a.to, reading).key === periodOfDay(c, b.to, reading).key;
}

function addressTokens(v: string): string {
  return text(v)
    .split(' ')
    .filter((t) => t && !['col', 'colonia', 'c', 'p', 'cp'].includes(t))
    .sort()
    .join(' ');
}

export function sameValue(documentTypeCode: string, key: string, expected: string, got: string | undefined): boolean {
  if (got === undefined) return false;
  if (expected === got) return true;
  const last = key.split('.').at(-1)!;
  if (last === 'periodo') return samePeriod(documentTypeCode, expected, got);
  // An address: the same parts (street, number, colonia, C.P., city) in any order, with or without 'COL.' and 'C.P.'.
  if (key === 'domicilio') return addressTokens(expected) === addressTokens(got);
  const num = /^-?\d+(?:\.\d+)?$/;
  if (num.test(expected) && num.test(got)) return Number(expected) === Number(got);
  return text(expected) === text(got);
}

export function scoreExtraction(extraction: Extraction, truth: Record<string, string>): FieldScore {
  const got = new Map(extraction.fields.map((f) => [f.key, f.value]));
  const misses: FieldMiss[] = [];
  let correct = 0;
  for (const [key, expected] of Object.entries(truth)) {
    if (sameValue(extraction.documentTypeCode, key, expected, got.get(key))) correct++;
    else misses.push({ key, expected, got: got.get(key) });
  }
  return { total: Object.keys(truth).length, correct, misses };
}
