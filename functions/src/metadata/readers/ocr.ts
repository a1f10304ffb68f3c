import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Tesseract from 'tesseract.js';
import type { Deadline } from './deadline';
import { ReadError } from './types';

/**
 * Offline OCR: tesseract.js 7 with the Spanish LSTM model shipped as a package (@tesseract.js-data/spa,
 * `4.0.0_best_int`, gzipped). Nothing is downloaded: the model is read from node_modules (langPath), the core wasm
 * comes from tesseract.js-core, and `cacheMethod: 'none'` keeps it from writing or reading a cache in the working
 * directory. One worker (a worker thread, about 2 s to start) is created on first use and reused for every file;
 * files take turns on it. A file over its time limit terminates the worker, which is created again for the next.
 */

export type OcrResult = {
  /** Lines separated by '\n' (tesseract leaves a blank line between blocks). */
  text: string;
  /** Mean word confidence, 0..1; 0 when no word was read. */
  confidence: number;
  words: number;
};

// Not named `require`: the esbuild bundle's banner already declares one at the top level.
const requireHere = createRequire(import.meta.url);

/** The model folder inside the package, wherever npm put it (workspace root or functions/node_modules). */
export function spanishModelPath(): string {
  return join(dirname(requireHere.resolve('@tesseract.js-data/spa/package.json')), '4.0.0_best_int');
}

let worker: Promise<Tesseract.Worker> | undefined;
/** Files take turns on the one worker: the tail of the queue. */
let turn: Promise<void> = Promise.resolve();

function getWorker(): Promise<Tesseract.Worker> {
  worker ??= Tesseract.createWorker('spa', Tesseract.OEM.LSTM_ONLY, {
    langPath: spanishModelPath(),
    gzip: true,
    cacheMethod: 'none',
    // Without a handler tesseract.js rethrows a failed job inside its message listener (an uncaught exception); the
    // job's own promise rejects anyway.
    errorHandler: () => undefined,
  }).catch((error: unknown) => {
    worker = undefined;
    throw error;
  });
  return worker;
}

async function dropWorker(): Promise<void> {
  const current = worker;
  worker = undefined;
  if (current) await current.then((w) => w.terminate()).catch(() => undefined);
}

/**
 * Reads the text of one encoded image (PNG, JPEG, TIFF, PNM). `dpi` is the resolution when the caller knows it (a
 * PDF page's image); otherwise the image's own header says it.
 */
export async function ocrImage(image: Uint8Array, deadline: Deadline, options: { dpi?: number } = {}): Promise<OcrResult> {
  const waitStarted = Date.now();
  const previous = turn;
  let release!: () => void;
  turn = new Promise<void>((resolve) => (release = resolve));
  try {
    await previous;
    deadline.extend(Date.now() - waitStarted);
    deadline.check();
    return await deadline.race(recognize(image, options.dpi), () => void dropWorker());
  } finally {
    release();
  }
}

async function recognize(image: Uint8Array, dpi: number | undefined): Promise<OcrResult> {
  const current = getWorker();
  const w = await current;
  // The deadline may have terminated this worker meanwhile (dropWorker): a job sent to a terminated worker throws
  // inside tesseract.js, outside any promise we hold (an unhandled rejection seen once in CI). Stop instead.
  const stopped = () => worker !== current;
  if (stopped()) throw new ReadError('timeout', 'the OCR worker was stopped by the time limit');
  // 0 lets tesseract take the resolution from the image (PNG pHYs, JPEG JFIF); a PNM has none.
  await w.setParameters({ user_defined_dpi: String(dpi ? Math.round(Math.min(600, Math.max(70, dpi))) : 0) });
  if (stopped()) throw new ReadError('timeout', 'the OCR worker was stopped by the time limit');
  let data;
  try {
    ({ data } = await w.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength), {}, { text: true, blocks: true }));
  } catch (error) {
    // Leptonica could not decode the image: the file is broken, retrying will not help.
    throw new ReadError('truncated', `the image could not be decoded (${String(error).slice(0, 200)})`);
  }
  const words = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
  const confidence = words.length ? words.reduce((sum, word) => sum + word.confidence, 0) / words.length / 100 : 0;
  const text = data.text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
  return { text, confidence, words: words.length };
}

/** Terminates the worker (the host at shutdown, tests in afterAll); the next OCR creates one again. */
export async function closeOcr(): Promise<void> {
  await dropWorker();
}
