/**
 * Metadata extraction (issue 14), in one run on the same generated documents:
 * (a) text PDFs: bare unpdf text extraction (getDocumentProxy + extractText) against our read + parse + check (no
 *     storage), documents per second and the ratio (target ≥ 0.5);
 * (b) CFDI de nómina XML: a bare fast-xml-parser parse against our read + parse + check (target ≥ 0.5);
 * (c) OCR seconds per page on 3 scanned pages (the first includes starting the OCR worker);
 * (d) peak RSS of a child process reading a ~10 MB PDF (a text PDF carrying a large page image; and a ~10 MB scan
 *     that goes through the OCR), target ≤ 256 MB;
 * (e) field accuracy per type on the same documents.
 * Run: npm run bench -- extraction   (PER_TYPE=… text PDFs a type, XML=… CFDIs, ROUNDS=… timing rounds)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FictitiousDocument } from '../functions/src/local/fictitious';
import type { CheckContext } from '../functions/src/metadata/fields/types';
import type { ReaderOptions } from '../functions/src/metadata/readers';

const self = fileURLToPath(import.meta.url);
// Only what the pipeline loads: the child that measures memory imports nothing else (the generator, pdf-lib and
// the bare libraries are loaded below, in the parent only).
const { closeOcr, defaultReaderLimits, readDocument } = await import('../functions/src/metadata/readers');
const { parseFields } = await import('../functions/src/metadata/fields');
const options: ReaderOptions = { limits: defaultReaderLimits, ocr: 'tesseract' };

/** The process's own peak RSS in MB (VmHWM: a fresh mm after exec, unlike getrusage's maxrss, which Linux keeps across exec). */
function peakRssMb(): number {
  const m = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) / 1024 : process.memoryUsage().rss / 1_048_576;
}

// ---------- (d) child mode: read one file, print the peak RSS ----------
if (process.argv[2] === '--rss') {
  const [file, ext, mode] = process.argv.slice(3) as [string, string, 'read' | 'load'];
  const bytes = readFileSync(file);
  let fields = 0;
  if (mode === 'read') {
    const read = await readDocument(bytes, ext, options);
    fields = parseFields('mxcsf', read).fields.length;
    await closeOcr();
  }
  console.log(JSON.stringify({ maxRssMb: peakRssMb(), fields }));
  process.exit(0);
}

const { XMLParser } = await import('fast-xml-parser');
const { PDFDocument } = await import('pdf-lib');
const { extractText, getDocumentProxy } = await import('unpdf');
const { instantExtractionTypes } = await import('@expediente/contracts');
const { generateDocument, kindsFor, variantsFor } = await import('../functions/src/local/fictitious');
const { scoreExtraction } = await import('../functions/src/metadata/fields/accuracy');
const { checkExtraction } = await import('../functions/src/metadata/fields/checks');

const PER_TYPE = Number(process.env.PER_TYPE ?? 5);
const XML = Number(process.env.XML ?? 60);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SEED = 2614;

const today = new Date().toISOString().slice(0, 10);
const contextOf = (doc: FictitiousDocument): CheckContext => ({
  today,
  documentTypeCode: doc.documentTypeCode,
  supplierRfc: doc.supplier.rfc,
  slotPeriod: doc.period,
  samePeriod: [],
});

/** Best of ROUNDS runs over all documents (the machine is shared: the best round is the least disturbed). */
async function bestRate(docs: FictitiousDocument[], run: (doc: FictitiousDocument) => Promise<unknown>): Promise<number> {
  let best = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const start = performance.now();
    for (const doc of docs) await run(doc);
    best = Math.max(best, docs.length / ((performance.now() - start) / 1000));
  }
  return best;
}

const ours = async (doc: FictitiousDocument) => {
  const read = await readDocument(doc.bytes, doc.ext, options);
  const extraction = parseFields(doc.documentTypeCode, read);
  return checkExtraction(extraction, contextOf(doc));
};

// ---------- generate ----------
const textDocs: FictitiousDocument[] = [];
for (const type of instantExtractionTypes.filter((t) => !kindsFor(t).includes('xml'))) {
  for (let i = 0; i < PER_TYPE; i++) textDocs.push(await generateDocument({ documentTypeCode: type, kind: 'pdf-text', seed: SEED + i, variant: i % variantsFor(type).length }));
}
const xmlDocs: FictitiousDocument[] = [];
for (let i = 0; i < XML; i++) xmlDocs.push(await generateDocument({ documentTypeCode: 'mxcfdinomina', kind: 'xml', seed: SEED + i, variant: i % variantsFor('mxcfdinomina').length }));

// Warm both paths once (module loading, pdf.js worker code) before timing.
for (const doc of [...textDocs.slice(0, 3), ...xmlDocs.slice(0, 3)]) await ours(doc);

// ---------- (a) text PDFs ----------
const bareUnpdf = async (doc: FictitiousDocument) => {
  const pdf = await getDocumentProxy(new Uint8Array(doc.bytes));
  try {
    return await extractText(pdf, { mergePages: true });
  } finally {
    await pdf.loadingTask.destroy();
  }
};
const pdfBare = await bestRate(textDocs, bareUnpdf);
const pdfOurs = await bestRate(textDocs, ours);

// ---------- (b) CFDI XML ----------
const xmlParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseAttributeValue: false, parseTagValue: false });
const xmlBare = await bestRate(xmlDocs, async (doc) => xmlParser.parse(doc.bytes.toString('utf8').replace(/^\uFEFF/, '')));
const xmlOurs = await bestRate(xmlDocs, ours);

// ---------- (e) accuracy on the same documents ----------
const accuracy = new Map<string, { right: number; total: number }>();
for (const doc of [...textDocs, ...xmlDocs]) {
  const score = scoreExtraction(parseFields(doc.documentTypeCode, await readDocument(doc.bytes, doc.ext, options)), doc.truth);
  const a = accuracy.get(doc.documentTypeCode) ?? { right: 0, total: 0 };
  a.right += score.correct;
  a.total += score.total;
  accuracy.set(doc.documentTypeCode, a);
}

// ---------- (c) OCR seconds per page ----------
const scans = [
  await generateDocument({ documentTypeCode: 'mxopinion32d', kind: 'image', seed: SEED + 50 }),
  await generateDocument({ documentTypeCode: 'mxcsf', kind: 'image', seed: SEED + 51 }),
  await generateDocument({ documentTypeCode: 'mxcaratulabancaria', kind: 'image', seed: SEED + 52 }),
];
const ocrSeconds: number[] = [];
const ocrScores: string[] = [];
for (const doc of scans) {
  const start = performance.now();
  const read = await readDocument(doc.bytes, doc.ext, options);
  ocrSeconds.push((performance.now() - start) / 1000);
  const s = scoreExtraction(parseFields(doc.documentTypeCode, read), doc.truth);
  ocrScores.push(`${doc.documentTypeCode} ${s.correct}/${s.total}`);
}
await closeOcr();

// ---------- (d) peak RSS on ~10 MB files, in child processes ----------
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-extraction-'));
async function tenMegabyteTextPdf(): Promise<Buffer> {
  // A CSF text PDF with a large, incompressible page image drawn behind the text (a scanned letterhead, a logo):
  // the reader must parse a 10 MB file but read only its text layer.
  const base = await generateDocument({ documentTypeCode: 'mxcsf', kind: 'pdf-text', seed: SEED + 60 });
  const doc = await PDFDocument.load(base.bytes);
  const scan = await generateDocument({ documentTypeCode: 'mxcsf', kind: 'pdf-scan', seed: SEED + 61, scanDpi: 300 });
  const scanDoc = await PDFDocument.load(scan.bytes);
  // Copy the scan's pages (JPEG pages) after the text pages until the file is about 10 MB.
  let bytes = Buffer.from(await doc.save());
  while (bytes.length < 9_500_000 && doc.getPageCount() < defaultReaderLimits.maxPages) {
    const pages = await doc.copyPages(scanDoc, scanDoc.getPageIndices());
    // Text layer stays on page 1; the copies carry a few words so they are not taken for scans.
    for (const p of pages) {
      doc.addPage(p);
      p.drawText('Anexo: copia de la constancia de situacion fiscal (pagina informativa).', { x: 40, y: 20, size: 9 });
    }
    bytes = Buffer.from(await doc.save());
  }
  return bytes;
}
/** A CSF page scanned at `dpi` (the generator's image kind: noise, skew), read through the OCR. */
async function scanAt(dpi: number): Promise<Buffer> {
  return (await generateDocument({ documentTypeCode: 'mxcsf', kind: 'image', seed: SEED + 62, scanDpi: dpi })).bytes;
}
function rss(file: string, ext: string, mode: 'read' | 'load'): { maxRssMb: number; fields: number } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', self, '--rss', file, ext, mode], { encoding: 'utf8', maxBuffer: 10_000_000 });
  if (r.status !== 0) throw new Error(`RSS child failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { maxRssMb: number; fields: number };
}
const bigText = await tenMegabyteTextPdf();
writeFileSync(path.join(dir, 'big.pdf'), bigText);
/** The same page as a JPEG photo (the generator draws PNG or JPEG by seed: the first seed that gives a JPEG). */
async function jpegAt(dpi: number): Promise<Buffer> {
  for (let s = 0; ; s++) {
    const doc = await generateDocument({ documentTypeCode: 'mxcsf', kind: 'image', seed: SEED + 70 + s, scanDpi: dpi });
    if (doc.ext === 'jpg') return doc.bytes;
  }
}
const scanRss: { dpi: number; ext: string; size: number; peak: number }[] = [];
for (const [dpi, bytes] of [[300, await scanAt(300)], [600, await scanAt(600)], [300, await jpegAt(300)], [600, await jpegAt(600)]] as const) {
  const ext = bytes[0] === 0x89 ? 'png' : 'jpg';
  writeFileSync(path.join(dir, `scan-${dpi}.${ext}`), bytes);
  scanRss.push({ dpi, ext, size: bytes.length, peak: rss(path.join(dir, `scan-${dpi}.${ext}`), ext, 'read').maxRssMb });
}
const rssBaseline = rss(path.join(dir, 'big.pdf'), 'pdf', 'load');
const rssText = rss(path.join(dir, 'big.pdf'), 'pdf', 'read');
rmSync(dir, { recursive: true, force: true });

// ---------- report ----------
const mb = (n: number) => `${(n / 1_000_000).toFixed(1)} MB`;
const fmt = (n: number) => n.toFixed(1);
const cpu = os.cpus()[0]?.model ?? 'unknown';
const load = os.loadavg().map((l) => l.toFixed(2)).join(' / ');
console.log(`\n${new Date().toISOString()} · Node ${process.version} · ${cpu} (${os.cpus().length} cores) · load ${load}\n`);
console.log('| measure | bare | ours (read + parse + check) | ratio | target |');
console.log('|---|---|---|---|---|');
console.log(`| (a) text PDFs, ${textDocs.length} documents, docs/s | unpdf ${fmt(pdfBare)} | ${fmt(pdfOurs)} | ${(pdfOurs / pdfBare).toFixed(2)} | ≥ 0.5 |`);
console.log(`| (b) CFDI XML, ${xmlDocs.length} documents, docs/s | fast-xml-parser ${fmt(xmlBare)} | ${fmt(xmlOurs)} | ${(xmlOurs / xmlBare).toFixed(2)} | ≥ 0.5 |`);
console.log(`\n(c) OCR seconds per page: ${ocrSeconds.map((s) => s.toFixed(2)).join(', ')} (first includes the worker start; fields right: ${ocrScores.join(', ')})`);
console.log(`\n(d) peak RSS, child process (target ≤ 256 MB):`);
console.log(`| file | size | peak RSS |\n|---|---|---|`);
console.log(`| baseline: the reader's modules loaded, the file read, not parsed | ${mb(bigText.length)} | ${rssBaseline.maxRssMb.toFixed(0)} MB |`);
console.log(`| text PDF with page images (text layer read) | ${mb(bigText.length)} | ${rssText.maxRssMb.toFixed(0)} MB |`);
for (const r of scanRss) console.log(`| CSF page scanned at ${r.dpi} dpi (${r.ext.toUpperCase()}), through the OCR | ${mb(r.size)} | ${r.peak.toFixed(0)} MB |`);
console.log('\n(e) field accuracy per type (same documents):\n| type | fields right | accuracy |\n|---|---|---|');
for (const [type, a] of accuracy) console.log(`| ${type} | ${a.right}/${a.total} | ${((100 * a.right) / a.total).toFixed(1)}% |`);
