/**
 * Held-out field accuracy (issue 14, Tests): the fictitious generator's 34th variant of every type (HELD_OUT_VARIANT:
 * other issuers' templates, written without reading the parsers and never drawn at random) read and parsed like an
 * upload, scored field by field against the truth. A measurement, not a test: it never fails (the accuracy test
 * asserts on variants 0-4; this says how the parsers do on layouts they have not met). Text PDFs and CFDI XML.
 * The 4th variant (FOURTH_VARIANT, VARIANT=3) was the held-out one until session 8 tuned the parsers on it, the 5th
 * (FIFTH_VARIANT, VARIANT=4) until session 9 did, the 6th (SIXTH_VARIANT, VARIANT=5) and the 7th (SEVENTH_VARIANT,
 * VARIANT=6) until session 10 did, the 8th (EIGHTH_VARIANT, VARIANT=7) until session 11 did, the 9th (NINTH_VARIANT,
 * VARIANT=8) until session 11 did, the 10th (TENTH_VARIANT, VARIANT=9), the 11th (ELEVENTH_VARIANT, VARIANT=10) and
 * the 12th (TWELFTH_VARIANT, VARIANT=11) and the 13th (THIRTEENTH_VARIANT, VARIANT=12) until each was measured in
 * session 11 and the parsers were tuned on it; the 14th (FOURTEENTH_VARIANT, VARIANT=13) was written in session 11,
 * after the 13th's measurement, and measured held out in session 12, which tuned the parsers on it since; the 15th
 * (FIFTEENTH_VARIANT, VARIANT=14) was written in session 12, after the 14th's measurement, measured held out there and
 * tuned on since; the 16th (SIXTEENTH_VARIANT, VARIANT=15) was written in session 12, after the 15th's measurement,
 * measured held out there and tuned on since; the 17th (SEVENTEENTH_VARIANT, VARIANT=16) was written in session 12,
 * after the 16th's measurement, measured held out there and tuned on since; the 18th (EIGHTEENTH_VARIANT, VARIANT=17)
 * was written in session 12, after the 17th's measurement, measured held out there and tuned on since; the 19th
 * (NINETEENTH_VARIANT, VARIANT=18) was written in session 12, after the 18th's measurement, measured held out there and
 * tuned on since; the 20th (TWENTIETH_VARIANT, VARIANT=19) was written in session 12, after the 19th's measurement,
 * measured held out there and tuned on since (session 13); the 21st (TWENTYFIRST_VARIANT, VARIANT=20) was written in
 * session 13, after the 20th's measurement, measured held out there and tuned on since; the 22nd (TWENTYSECOND_VARIANT,
 * VARIANT=21) was written in session 13, after the 21st's measurement, measured held out there and tuned on since; the
 * 23rd (TWENTYTHIRD_VARIANT, VARIANT=22) was written in session 13, after the 22nd's measurement, measured held out
 * there and tuned on since; the 24th (TWENTYFOURTH_VARIANT, VARIANT=23) was written in session 13, after the 23rd's
 * measurement, measured held out there and tuned on since; the 25th (TWENTYFIFTH_VARIANT, VARIANT=24) was written in
 * session 13, after the 24th's measurement, measured held out there and tuned on since; the 26th (TWENTYSIXTH_VARIANT,
 * VARIANT=25) was written in session 13, after the 25th's measurement, measured held out there and tuned on since; the
 * 27th (TWENTYSEVENTH_VARIANT, VARIANT=26) was written in session 13, after the 26th's measurement, measured held out
 * there and tuned on since; the 28th (TWENTYEIGHTH_VARIANT, VARIANT=27) was written in session 13, after the 27th's
 * measurement, measured held out there and tuned on since; the 29th (TWENTYNINTH_VARIANT, VARIANT=28) was written in
 * session 13, after the 28th's measurement, measured held out and tuned on since (session 14); the 30th
 * (THIRTIETH_VARIANT, VARIANT=29) was written in session 14, after the 29th's measurement, measured held out there and
 * tuned on since; the 31st (THIRTYFIRST_VARIANT, VARIANT=30) was written in session 14, after the 30th's measurement,
 * measured held out there and tuned on since; the 32nd (THIRTYSECOND_VARIANT, VARIANT=31) was written in session 14,
 * after the 31st's measurement, measured held out there and tuned on since; the 33rd (THIRTYTHIRD_VARIANT, VARIANT=32)
 * was written in session 14, after the 32nd's measurement, measured held out there and tuned on since; the 34th
 * (VARIANT=33, the default) was written in session 14, after the 33rd's measurement, without reading them.
 * Run: npm run bench -- extraction-held-out   (PER_TYPE=… text PDFs a type, XML=… CFDIs, VARIANT=… another variant's
 * index 0-33, VERBOSE=1 lists the fields missed or wrong)
 */
import { instantExtractionTypes } from '@expediente/contracts';
import { EIGHTEENTH_VARIANT, EIGHTH_VARIANT, ELEVENTH_VARIANT, FIFTEENTH_VARIANT, FIFTH_VARIANT, FOURTEENTH_VARIANT, FOURTH_VARIANT, generateDocument, HELD_OUT_VARIANT, heldOutVariantFor, kindsFor, NINETEENTH_VARIANT, NINTH_VARIANT, SEVENTEENTH_VARIANT, SEVENTH_VARIANT, SIXTEENTH_VARIANT, SIXTH_VARIANT, TENTH_VARIANT, THIRTEENTH_VARIANT, THIRTIETH_VARIANT, THIRTYFIRST_VARIANT, THIRTYSECOND_VARIANT, THIRTYTHIRD_VARIANT, TWELFTH_VARIANT, TWENTIETH_VARIANT, TWENTYFIRST_VARIANT, TWENTYSECOND_VARIANT, TWENTYEIGHTH_VARIANT, TWENTYNINTH_VARIANT, TWENTYSEVENTH_VARIANT, TWENTYSIXTH_VARIANT, TWENTYFIFTH_VARIANT, TWENTYFOURTH_VARIANT, TWENTYTHIRD_VARIANT, variantsFor, type FictitiousDocument } from '../functions/src/local/fictitious';
import { scoreExtraction } from '../functions/src/metadata/fields/accuracy';
import { parseFields } from '../functions/src/metadata/fields';
import { defaultReaderLimits, readDocument, type ReaderOptions } from '../functions/src/metadata/readers';

const PER_TYPE = Number(process.env.PER_TYPE ?? 6);
const XML = Number(process.env.XML ?? 20);
const VARIANT = Number(process.env.VARIANT ?? HELD_OUT_VARIANT);
const VERBOSE = process.env.VERBOSE === '1';
// Other seeds than the accuracy test's and the main bench's: other suppliers, periods and workers too.
const SEED = 7301;
const options: ReaderOptions = { limits: defaultReaderLimits, ocr: 'off' };

const docs: FictitiousDocument[] = [];
for (const type of instantExtractionTypes) {
  const kind = kindsFor(type).includes('xml') ? 'xml' : 'pdf-text';
  const n = kind === 'xml' ? XML : PER_TYPE;
  for (let i = 0; i < n; i++) docs.push(await generateDocument({ documentTypeCode: type, kind, seed: SEED + i, variant: VARIANT }));
}

type Tally = { right: number; total: number; docs: number; failed: number; variant: string; missed: Map<string, number> };
const tallies = new Map<string, Tally>();
for (const doc of docs) {
  const t = tallies.get(doc.documentTypeCode) ?? { right: 0, total: 0, docs: 0, failed: 0, variant: doc.variant, missed: new Map() };
  tallies.set(doc.documentTypeCode, t);
  t.docs += 1;
  let score: ReturnType<typeof scoreExtraction>;
  try {
    score = scoreExtraction(parseFields(doc.documentTypeCode, await readDocument(doc.bytes, doc.ext, options)), doc.truth);
  } catch (err) {
    // A file that does not read scores none of its fields (and says why).
    t.failed += 1;
    t.total += Object.keys(doc.truth).length;
    console.error(`${doc.documentTypeCode}: ${(err as Error).message}`);
    continue;
  }
  t.right += score.correct;
  t.total += score.total;
  if (VERBOSE) {
    for (const [key, value] of Object.entries(score)) {
      if (key === 'correct' || key === 'total' || !Array.isArray(value)) continue;
      for (const entry of value as unknown[]) {
        const name = `${key}: ${typeof entry === 'string' ? entry : JSON.stringify(entry).replace(/\[\d+\]/g, '[i]').slice(0, 80)}`;
        t.missed.set(name, (t.missed.get(name) ?? 0) + 1);
      }
    }
  }
}

const label = VARIANT === HELD_OUT_VARIANT ? 'held-out variant (34th)' : VARIANT === THIRTYTHIRD_VARIANT ? '33rd variant (held out until session 14, tuned on since)' : VARIANT === THIRTYSECOND_VARIANT ? '32nd variant (held out until session 14, tuned on since)' : VARIANT === THIRTYFIRST_VARIANT ? '31st variant (held out until session 14, tuned on since)' : VARIANT === THIRTIETH_VARIANT ? '30th variant (held out until session 14, tuned on since)' : VARIANT === TWENTYNINTH_VARIANT ? '29th variant (held out until session 14, tuned on since)' : VARIANT === TWENTYEIGHTH_VARIANT ? '28th variant (held out until session 13, tuned on since)' : VARIANT === TWENTYSEVENTH_VARIANT ? '27th variant (held out until session 13, tuned on since)' : VARIANT === TWENTYSIXTH_VARIANT ? '26th variant (held out until session 13, tuned on since)' : VARIANT === TWENTYFIFTH_VARIANT ? '25th variant (held out until session 13, tuned on since)' : VARIANT === TWENTYFOURTH_VARIANT ? '24th variant (held out until session 13, tuned on since)' : VARIANT === TWENTYTHIRD_VARIANT ? '23rd variant (held out until session 13, tuned on since)' : VARIANT === TWENTYSECOND_VARIANT ? '22nd variant (held out until session 13, tuned on since)' : VARIANT === TWENTYFIRST_VARIANT ? '21st variant (held out until session 13, tuned on since)' : VARIANT === TWENTIETH_VARIANT ? '20th variant (held out until session 12, tuned on since)' : VARIANT === NINETEENTH_VARIANT ? '19th variant (held out until session 12, tuned on since)' : VARIANT === EIGHTEENTH_VARIANT ? '18th variant (held out until session 12, tuned on since)' : VARIANT === SEVENTEENTH_VARIANT ? '17th variant (held out until session 12, tuned on since)' : VARIANT === SIXTEENTH_VARIANT ? '16th variant (held out until session 12, tuned on since)' : VARIANT === FIFTEENTH_VARIANT ? '15th variant (held out until session 12, tuned on since)' : VARIANT === FOURTEENTH_VARIANT ? '14th variant (held out until session 12, tuned on since)' : VARIANT === THIRTEENTH_VARIANT ? '13th variant (held out until session 11, tuned on since)' : VARIANT === TWELFTH_VARIANT ? '12th variant (held out until session 11, tuned on since)' : VARIANT === ELEVENTH_VARIANT ? '11th variant (held out until session 11, tuned on since)' : VARIANT === TENTH_VARIANT ? '10th variant (held out until session 11, tuned on since)' : VARIANT === NINTH_VARIANT ? '9th variant (held out until session 11, tuned on since)' : VARIANT === EIGHTH_VARIANT ? '8th variant (held out until session 11, tuned on since)' : VARIANT === SEVENTH_VARIANT ? '7th variant (held out until session 10, tuned on since)' : VARIANT === SIXTH_VARIANT ? '6th variant (held out until session 10, tuned on since)' : VARIANT === FIFTH_VARIANT ? '5th variant (held out until session 9, tuned on since)' : VARIANT === FOURTH_VARIANT ? '4th variant (held out until session 8, tuned on since)' : `variant ${VARIANT + 1} (not held out: a check of this measurement)`;
console.log(`Field accuracy on the ${label}; ${PER_TYPE} text PDFs a type, ${XML} CFDI XML; seed ${SEED}; load ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
console.log('\n| type | variant | documents | fields right | accuracy |\n|---|---|---|---|---|');
let right = 0;
let total = 0;
for (const [type, t] of tallies) {
  right += t.right;
  total += t.total;
  console.log(`| ${type} | ${t.variant} | ${t.docs}${t.failed ? ` (${t.failed} unread)` : ''} | ${t.right}/${t.total} | ${((100 * t.right) / Math.max(1, t.total)).toFixed(1)} % |`);
}
console.log(`| all | | ${docs.length} | ${right}/${total} | ${((100 * right) / Math.max(1, total)).toFixed(1)} % |`);
if (VERBOSE) {
  for (const [type, t] of tallies) {
    if (t.missed.size === 0) continue;
    console.log(`\n${type}:`);
    for (const [name, count] of [...t.missed].sort((a, b) => b[1] - a[1])) console.log(`  ${count}× ${name}`);
  }
}
// The drawn variants, for the record (the held-out one is never among them).
if (VARIANT === HELD_OUT_VARIANT) console.log(`\nDrawn variants (not measured here): ${instantExtractionTypes.map((t) => `${t} ${variantsFor(t).length}`).join(', ')}, plus the 4th to the 29th; held-out names: ${[...new Set(instantExtractionTypes.map(heldOutVariantFor))].length} distinct.`);
