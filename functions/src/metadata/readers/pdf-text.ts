import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import type { Deadline } from './deadline';
import { analyzeRead } from './document-intelligence';
import { rawToPnm, type RawImage } from './images';
import { ocrImage } from './ocr';
import { ReadError, type ReaderOptions, type ReadPage, type TextRead } from './types';

/**
 * PDFs through unpdf (its serverless pdf.js build; never pdfjs-dist in the same process: two pdf.js copies share
 * globals). Each page's text layer is rebuilt into lines by the items' positions, so a label and its value printed
 * apart on one row stay on one line. A page with (almost) no text is a scan: its embedded images are taken from
 * the operator list as raw pixels (no canvas) and read by the OCR, or the pages go to Document Intelligence.
 */

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

/** Fewer visible characters than this and the page is treated as a scan (a stamp or page number is not a text layer). */
const SCAN_TEXT_CHARS = 30;
/** Images smaller than this on a scanned page are logos, lines or specks, not the page. */
const MIN_OCR_IMAGE_PIXELS = 40_000;
const MAX_OCR_IMAGES_PER_PAGE = 4;

export async function readPdf(bytes: Uint8Array, options: ReaderOptions, deadline: Deadline): Promise<TextRead> {
  const { limits } = options;
  // pdf.js opens a cut file by rebuilding its cross-reference table and then reads less than the file had: a file
  // without its end-of-file marker is reported as cut rather than read in part.
  if (!hasEndOfFile(bytes)) throw new ReadError('truncated', 'the PDF has no %%EOF marker: the file is cut');

  const pdf = await openPdf(bytes, limits.maxPixels, deadline);
  try {
    if (pdf.numPages > limits.maxPages) {
      throw new ReadError('too-many-pages', `the PDF has ${pdf.numPages} pages, over the limit of ${limits.maxPages}`);
    }
    const pages: (ReadPage & { confidence: number })[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      deadline.check();
      const text = await pdfStep(deadline, () => withPage(pdf, number, pageText));
      pages.push({ number, text, confidence: 1 });
    }

    // A page with (almost) no text and an image is a scan. The images are decoded to find out: a pixel flood
    // anywhere in the file stops it before anything is decoded.
    const lowText = pages.filter((p) => visibleChars(p.text) < SCAN_TEXT_CHARS);
    if (lowText.length > 0) {
      const largest = largestImagePixels(bytes);
      if (largest > limits.maxPixels) {
        throw new ReadError('too-many-pixels', `the PDF holds an image of ${largest} pixels, over the limit of ${limits.maxPixels}`);
      }
    }
    let method: TextRead['method'] = 'pdf-text';
    const scans: typeof pages = [];
    for (const page of lowText) {
      deadline.check();
      const { images, widthInches } = await pdfStep(deadline, () => withPage(pdf, page.number, pageImages));
      if (images.length === 0) continue;
      scans.push(page);
      if (options.ocr !== 'tesseract') continue;
      method = 'ocr';
      const ocr = await ocrImages(images, widthInches, deadline);
      if (ocr.text) Object.assign(page, { text: joinText(page.text, ocr.text), confidence: ocr.confidence });
    }
    if (scans.length > 0 && options.ocr === 'off') {
      // The text pages still say something; only a PDF with nothing but scans needs the OCR to say anything.
      if (!pages.some((p) => !scans.includes(p) && visibleChars(p.text) > 0)) throw new ReadError('needs-ocr', 'the PDF is a scan and OCR is off');
    }
    if (scans.length > 0 && options.ocr === 'document-intelligence') {
      method = 'document-intelligence';
      if (!options.documentIntelligence) throw new Error('Document Intelligence is not configured (endpoint and key)');
      const read = await analyzeRead(bytes, options.documentIntelligence, deadline, { pages: scans.map((p) => p.number) });
      for (const page of scans) {
        const found = read.pages.find((p) => p.number === page.number);
        if (found?.text) Object.assign(page, { text: joinText(page.text, found.text), confidence: read.confidence });
      }
    }

    const withText = pages.filter((p) => p.text.trim().length > 0);
    const confidence = withText.length ? withText.reduce((sum, p) => sum + p.confidence, 0) / withText.length : 0;
    const out = pages.map(({ number, text }) => ({ number, text }));
    return { kind: 'text', method, text: out.map((p) => p.text).join('\n\f\n'), pages: out, confidence };
  } finally {
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}

function joinText(layer: string, ocr: string): string {
  return layer.trim() ? `${layer.trim()}\n${ocr}` : ocr;
}

function visibleChars(text: string): number {
  return text.replace(/\s+/g, '').length;
}

/** '%%EOF' in the last 2 KB (some writers leave padding after it). */
function hasEndOfFile(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(Math.max(0, bytes.byteLength - 2048));
  return tail.includes('%%EOF', 0, 'latin1');
}

async function openPdf(bytes: Uint8Array, maxPixels: number, deadline: Deadline): Promise<PdfDocument> {
  return pdfStep(deadline, () =>
    getDocumentProxy(new Uint8Array(bytes), {
      verbosity: 0,
      // No canvas, no system fonts, no ImageDecoder: raw pixels and text only, the same here and in Azure.
      isOffscreenCanvasSupported: false,
      isImageDecoderSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      // unpdf points these at a pdfjs-dist it finds in node_modules (the web app's); the text layer does not need
      // them, and Azure has no pdfjs-dist.
      standardFontDataUrl: undefined,
      cMapUrl: undefined,
      // pdf.js drops (without decoding) any image over the limit; largestImagePixels reports it.
      maxImageSize: maxPixels,
    }),
  );
}

/** One pdf.js call under the time limit; what pdf.js throws says the file is broken, or asks for a password. */
async function pdfStep<T>(deadline: Deadline, step: () => Promise<T>): Promise<T> {
  try {
    return await deadline.race(step());
  } catch (error) {
    if (error instanceof ReadError) throw error;
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') throw new ReadError('encrypted', 'the PDF asks for a password');
    const message = error instanceof Error ? error.message : String(error);
    throw new ReadError('truncated', `the PDF could not be read: ${name ? `${name}: ` : ''}${message}`.slice(0, 300));
  }
}

type TextItem = { str: string; transform: number[]; width: number; height: number; hasEOL?: boolean };
type Placed = { str: string; x: number; y: number; end: number; size: number };

/**
 * The page's text in reading order: items placed in device space (y down, the page's rotation applied), grouped
 * into lines by their baseline, sorted left to right, with a space where there is a gap and a tab between columns.
 */
async function pageText(page: PdfPage): Promise<string> {
  const content = await page.getTextContent();
  const [a, b, c, d, e, f] = page.getViewport({ scale: 1 }).transform as [number, number, number, number, number, number];
  const placed: Placed[] = [];
  const other: string[] = [];
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw as TextItem;
    if (!item.str.trim()) continue;
    const [ia, ib, ic, id, ix, iy] = item.transform as [number, number, number, number, number, number];
    // Direction of the text run on the device: horizontal left-to-right is the only one rebuilt into lines.
    const dx = a * ia + c * ib;
    const dy = b * ia + d * ib;
    const x = a * ix + c * iy + e;
    const y = b * ix + d * iy + f;
    const size = Math.hypot(ic, id) || item.height || 1;
    if (Math.abs(dy) > Math.abs(dx) * 0.1 || dx <= 0) {
      other.push(item.str.trim());
      continue;
    }
    placed.push({ str: item.str, x, y, end: x + item.width, size });
  }
  placed.sort((p, q) => p.y - q.y || p.x - q.x);
  const lines: Placed[][] = [];
  for (const item of placed) {
    const line = lines[lines.length - 1];
    const first = line?.[0];
    if (line && first && Math.abs(item.y - first.y) <= 0.45 * Math.min(item.size, first.size)) line.push(item);
    else lines.push([item]);
  }
  const text = lines.map((line) => {
    line.sort((p, q) => p.x - q.x);
    let out = '';
    let end = -Infinity;
    for (const item of line) {
      const gap = item.x - end;
      // A wide gap (more than a few word spaces) separates columns: a label and its value set at a tab, or a table's
      // cells. It is kept as a tab so the parsers can tell cells apart; a narrow one is a space.
      if (out && gap > 1.2 * item.size) out = `${out.replace(/ +$/, '')}\t`;
      else if (out && gap > 0.15 * item.size && !/\s$/.test(out) && !item.str.startsWith(' ')) out += ' ';
      out += item.str;
      end = Math.max(end, item.end);
    }
    return out.replace(/\s+$/, '');
  });
  return [...text, ...other].join('\n');
}

async function withPage<T>(pdf: PdfDocument, number: number, work: (page: PdfPage) => Promise<T>): Promise<T> {
  const page = await pdf.getPage(number);
  try {
    return await work(page);
  } finally {
    page.cleanup();
  }
}

async function ocrImages(images: RawImage[], widthInches: number, deadline: Deadline): Promise<{ text: string; confidence: number }> {
  const texts: string[] = [];
  let words = 0;
  let weighted = 0;
  for (const image of images.slice(0, MAX_OCR_IMAGES_PER_PAGE)) {
    deadline.check();
    const { pnm, factor } = rawToPnm(image);
    const ocr = await ocrImage(pnm, deadline, { dpi: image.width / factor / widthInches });
    if (ocr.text) texts.push(ocr.text);
    words += ocr.words;
    weighted += ocr.confidence * ocr.words;
  }
  return { text: texts.join('\n'), confidence: words ? weighted / words : 0 };
}

/** The page's images as raw pixels from the operator list (no canvas, no rendering), largest first. */
type PdfImageObject = { width?: number; height?: number; kind?: number; data?: Uint8Array | Uint8ClampedArray };

type PageImages = { images: RawImage[]; widthInches: number };

async function pageImages(page: PdfPage): Promise<PageImages> {
  const { OPS } = await getResolvedPDFJS();
  const list = await page.getOperatorList();
  const images: RawImage[] = [];
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[] | undefined;
    let object: PdfImageObject | undefined;
    if (fn === OPS.paintImageXObject || fn === OPS.paintImageXObjectRepeat) {
      const key = args?.[0];
      if (typeof key !== 'string') continue;
      const objs = key.startsWith('g_') ? page.commonObjs : page.objs;
      object = await new Promise<PdfImageObject | undefined>((resolve) => objs.get(key, (value: unknown) => resolve(value as PdfImageObject)));
    } else if (fn === OPS.paintInlineImageXObject) {
      object = args?.[0] as PdfImageObject | undefined;
    } else {
      continue;
    }
    const image = asRawImage(object);
    if (image && image.width * image.height >= MIN_OCR_IMAGE_PIXELS && !images.some((seen) => seen.data === image.data)) images.push(image);
  }
  images.sort((p, q) => q.width * q.height - p.width * p.height);
  // The OCR's resolution as if the images span the page's width (a scan does).
  return { images, widthInches: (page.view[2]! - page.view[0]!) / 72 || 8.5 };
}

function asRawImage(object: PdfImageObject | undefined): RawImage | undefined {
  const { width, height, kind, data } = object ?? {};
  if (!width || !height || !data) return undefined;
  if (kind === 1 && data.length >= Math.ceil(width / 8) * height) return { width, height, kind, data };
  if (kind === 2 && data.length >= width * height * 3) return { width, height, kind, data };
  if (kind === 3 && data.length >= width * height * 4) return { width, height, kind, data };
  return undefined;
}

/**
 * The largest image XObject in the file, from the stream dictionaries' /Width and /Height as written (image
 * streams are never inside object streams, so their dictionaries are in the clear), without decoding anything.
 */
export function largestImagePixels(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const subtype = /\/Subtype\s*\/Image\b/g;
  let largest = 0;
  for (let m = subtype.exec(text); m; m = subtype.exec(text)) {
    const start = Math.max(text.lastIndexOf('obj', m.index), m.index - 4096, 0);
    let end = text.indexOf('stream', m.index);
    if (end < 0 || end - m.index > 4096) end = Math.min(text.length, m.index + 4096);
    const dict = text.slice(start, end);
    const width = /\/Width\s+(\d+)(?![\d.]|\s+\d+\s+R)/.exec(dict);
    const height = /\/Height\s+(\d+)(?![\d.]|\s+\d+\s+R)/.exec(dict);
    if (width && height) largest = Math.max(largest, Number(width[1]) * Number(height[1]));
  }
  return largest;
}
