import { instantExtractionTypes } from '@expediente/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { EIGHTEENTH_VARIANT, EIGHTH_VARIANT, ELEVENTH_VARIANT, FIFTEENTH_VARIANT, FIFTH_VARIANT, FOURTEENTH_VARIANT, FOURTH_VARIANT, generateDocument, kindsFor, NINETEENTH_VARIANT, NINTH_VARIANT, SEVENTEENTH_VARIANT, SEVENTH_VARIANT, SIXTEENTH_VARIANT, SIXTH_VARIANT, TENTH_VARIANT, THIRTEENTH_VARIANT, THIRTIETH_VARIANT, THIRTYFIRST_VARIANT, THIRTYSECOND_VARIANT, THIRTYTHIRD_VARIANT, TWELFTH_VARIANT, TWENTIETH_VARIANT, TWENTYFIFTH_VARIANT, TWENTYFIRST_VARIANT, TWENTYFOURTH_VARIANT, TWENTYEIGHTH_VARIANT, TWENTYNINTH_VARIANT, TWENTYSECOND_VARIANT, TWENTYSEVENTH_VARIANT, TWENTYSIXTH_VARIANT, TWENTYTHIRD_VARIANT, variantsFor, type FictitiousDocument, type FictitiousKind } from '../../local/fictitious';
import { scoreExtraction, type FieldMiss } from '../fields/accuracy';
import { parseFields } from '../fields';
import { closeOcr, defaultReaderLimits, readDocument } from '../readers';

/**
 * Field accuracy of read + parse on the fictitious generator's documents (issue 14: ≥ 95% per type on text PDFs
 * and XML). The generator's layouts were not read while the parsers were written, so this measures documents that
 * differ from what the parsers were first tuned on; the 4th variant (held out in session 7, tuned on in session 8) is
 * measured here too so it stays read, and so are the 5th (held out in session 8, tuned on in session 9), the 6th
 * (held out in session 8, tuned on in session 9), the 7th (held out in session 9, tuned on in session 10), the 8th
 * (held out when session 10 measured it, tuned on in session 10 after that measurement), the 9th (held out when
 * session 11 measured it, tuned on in session 11 after that measurement), the 10th (held out when first measured,
 * 1,314 of 1,484 fields right, then tuned on after that measurement), the 11th (held out when session 11 first
 * measured it, 1,165 of 1,484 fields right, then tuned on in session 11 after that measurement), the 12th (held
 * out when session 11 measured it, 1,319 of 1,478 fields right, then tuned on in session 11 after that measurement),
 * the 13th (held out when session 11 measured it, tuned on in sessions 11 and 12), the 14th (held out when session
 * 12 measured it, 1,132 of 1,484 fields right, then tuned on in session 12 after that measurement), the 15th (held
 * out when session 12 measured it, 1,438 of 1,484 fields right, then tuned on in session 12), the 16th (held out
 * when session 12 measured it, 1,373 of 1,478 fields right, then tuned on in session 12), the 17th (held out when
 * session 12 measured it, 1,465 of 1,484 fields right, then tuned on in session 12), the 18th (held out when
 * session 12 measured it, 1,384 of 1,478 fields right, then tuned on in session 12), the 19th (held out when
 * session 12 measured it, 1,442 of 1,484 fields right, then tuned on in session 12), the 20th (held out when
 * session 12 measured it, 1,420 of 1,484 fields right, then tuned on in session 13), the 21st (held out when
 * session 13 measured it, 1,392 of 1,484 fields right, then tuned on in session 13), the 22nd (held out when
 * session 13 measured it, 1,439 of 1,484 fields right, then tuned on in session 13), the 23rd (held out when
 * session 13 measured it, 1,435 of 1,484 fields right, then tuned on in session 13), the 24th (held out when
 * session 13 measured it, 1,437 of 1,484 fields right, then tuned on in session 13), the 25th (held out when
 * session 13 measured it, 1,344 of 1,484 fields right, then tuned on in session 13), the 26th (held out when
 * session 13 measured it, 1,372 of 1,484 fields right, then tuned on in session 13), the 27th (held out when
 * session 13 measured it, 1,478 of 1,484 fields right, then tuned on in session 13), the 28th (held out when
 * session 13 measured it, 1,366 of 1,484 fields right, then tuned on in session 13), the 29th (held out when
 * session 13 measured it, 1,418 of 1,484 fields right, then tuned on in session 14), the 30th (held out when
 * session 14 measured it, 1,135 of 1,382 fields right, then tuned on in session 14), the 31st (held out when
 * session 14 measured it, 1,417 of 1,484 fields right, then tuned on in session 14), the 32nd (held out when
 * session 14 measured it, 1,354 of 1,382 fields right, then tuned on in session 14), the 33rd (held out when
 * session 14 measured it, 1,352 of 1,484 fields right, then tuned on in session 14) and the 34th (held out when
 * session 14 measured it, 1,319 of 1,382 fields right, then tuned on in session 14). The held-out one
 * (HELD_OUT_VARIANT) is never asserted on: bench/extraction-held-out.ts. Scans go through the offline OCR: only a
 * handful (≈3 s a page), with a lower floor (OCR confuses letters in names and amounts even when the identifiers are
 * repaired).
 */

const PER_TYPE = 34;
// The 34th layout (index 33): the generator exports its name only once the 35th is wired (a later session).
const THIRTYFOURTH = 33;
const SEED = 1414;
// Every layout here has been tuned on and reads in full (PER_TYPE=40 of the bench too): any miss is a regression.
// The issue's ≥ 95 % target is measured on the held-out layout (bench/extraction-held-out.ts), not here.
const TEXT_FLOOR = 1;
/** A handful of scans, one OCR page each (200 dpi, noise and skew). Measured 30/33 fields; the misses are OCR slips in names (a legal form read as "se") and a label split inside a word ("F echa"): the floor leaves room for such slips without letting a broken reader pass. */
const SCANS: { documentTypeCode: string; kind: FictitiousKind }[] = [
  { documentTypeCode: 'mxopinion32d', kind: 'pdf-scan' },
  { documentTypeCode: 'mxcaratulabancaria', kind: 'image' },
  { documentTypeCode: 'mxcsf', kind: 'image' },
];
const SCAN_FLOOR = 0.8;

type Row = { type: string; kind: string; docs: number; fields: number; correct: number; misses: (FieldMiss & { variant: string })[] };
const rows: Row[] = [];

async function measure(doc: FictitiousDocument, row: Row): Promise<void> {
  const read = await readDocument(doc.bytes, doc.ext, { limits: defaultReaderLimits, ocr: 'tesseract' });
  const score = scoreExtraction(parseFields(doc.documentTypeCode, read), doc.truth);
  row.docs++;
  row.fields += score.total;
  row.correct += score.correct;
  row.misses.push(...score.misses.map((m) => ({ ...m, variant: doc.variant })));
}

function report(title: string, list: Row[]): void {
  const pct = (r: Row) => (r.fields ? (100 * r.correct) / r.fields : 100);
  const lines = list.map((r) => `| ${r.type} | ${r.kind} | ${r.docs} | ${r.correct}/${r.fields} | ${pct(r).toFixed(1)}% |`);
  console.log(`\n${title}\n| type | kind | docs | fields right | accuracy |\n|---|---|---|---|---|\n${lines.join('\n')}`);
  for (const r of list.filter((x) => x.misses.length)) {
    console.log(`  ${r.type}/${r.kind} misses: ${r.misses.slice(0, 6).map((m) => `${m.key} [${m.variant}] expected ${JSON.stringify(m.expected)} got ${JSON.stringify(m.got)}`).join('; ')}`);
  }
}

afterAll(async () => {
  await closeOcr();
});

describe('field accuracy on fictitious documents', () => {
  it(`text PDFs and CFDI XML: ≥ ${TEXT_FLOOR * 100}% of the fields right for every type (${PER_TYPE} documents a type)`, async () => {
    for (const documentTypeCode of instantExtractionTypes) {
      const kind: FictitiousKind = kindsFor(documentTypeCode).includes('xml') ? 'xml' : 'pdf-text';
      const row: Row = { type: documentTypeCode, kind, docs: 0, fields: 0, correct: 0, misses: [] };
      for (let i = 0; i < PER_TYPE; i++) {
        // The drawn variants and the 4th to 34th: the variant index cycles (thirty-four documents, one of each). The
        const variants = [...variantsFor(documentTypeCode).keys(), FOURTH_VARIANT, FIFTH_VARIANT, SIXTH_VARIANT, SEVENTH_VARIANT, EIGHTH_VARIANT, NINTH_VARIANT, TENTH_VARIANT, ELEVENTH_VARIANT, TWELFTH_VARIANT, THIRTEENTH_VARIANT, FOURTEENTH_VARIANT, FIFTEENTH_VARIANT, SIXTEENTH_VARIANT, SEVENTEENTH_VARIANT, EIGHTEENTH_VARIANT, NINETEENTH_VARIANT, TWENTIETH_VARIANT, TWENTYFIRST_VARIANT, TWENTYSECOND_VARIANT, TWENTYTHIRD_VARIANT, TWENTYFOURTH_VARIANT, TWENTYFIFTH_VARIANT, TWENTYSIXTH_VARIANT, TWENTYSEVENTH_VARIANT, TWENTYEIGHTH_VARIANT, TWENTYNINTH_VARIANT, THIRTIETH_VARIANT, THIRTYFIRST_VARIANT, THIRTYSECOND_VARIANT, THIRTYTHIRD_VARIANT, THIRTYFOURTH];
        const variant = variants[i % variants.length]!;
        await measure(await generateDocument({ documentTypeCode, kind, seed: SEED + i, variant }), row);
      }
      rows.push(row);
    }
    report('Field accuracy, text PDFs and XML', rows);
    for (const r of rows) expect({ type: r.type, accuracy: r.correct / r.fields >= TEXT_FLOOR }).toEqual({ type: r.type, accuracy: true });
  }, 60_000);

  it(`scans and photos through OCR: ≥ ${SCAN_FLOOR * 100}% of the fields right over ${SCANS.length} pages`, async () => {
    const scanRows: Row[] = [];
    for (const [i, s] of SCANS.entries()) {
      const row: Row = { type: s.documentTypeCode, kind: s.kind, docs: 0, fields: 0, correct: 0, misses: [] };
      await measure(await generateDocument({ ...s, seed: SEED + 100 + i }), row);
      scanRows.push(row);
    }
    report('Field accuracy, scans (OCR)', scanRows);
    const fields = scanRows.reduce((n, r) => n + r.fields, 0);
    const correct = scanRows.reduce((n, r) => n + r.correct, 0);
    expect(correct / fields).toBeGreaterThanOrEqual(SCAN_FLOOR);
  }, 90_000);
});
