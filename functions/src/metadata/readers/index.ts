import { readCfdi } from './cfdi';
import { Deadline } from './deadline';
import { analyzeRead } from './document-intelligence';
import { checkPixels, imageDimensions, reduceForOcr, sniffImage } from './images';
import { ocrImage } from './ocr';
import { readPdf } from './pdf-text';
import { ReadError, type ReaderLimits, type ReaderOptions, type ReadResult, type TextRead } from './types';

/**
 * One uploaded file's bytes → text or a parsed CFDI. The extension chooses the reader and the first bytes must
 * agree with it (a renamed file is refused, not guessed); a file with no extension goes by its bytes alone.
 * pdf → its text layer, and OCR for pages that are scans; png/jpg/jpeg/tif/tiff → OCR; xml → CFDI de nómina;
 * anything else (xlsx, zip, docx…) → 'unsupported-format'. The limits hold for the whole file.
 */

export { closeOcr } from './ocr';
export * from './types';

export const defaultReaderLimits: ReaderLimits = { maxPages: 50, timeoutMs: 60_000, maxPixels: 40_000_000 };

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'tif', 'tiff']);

type Format = 'pdf' | 'image' | 'xml';

export async function readDocument(bytes: Buffer, ext: string, options: ReaderOptions): Promise<ReadResult> {
  const deadline = new Deadline(options.limits.timeoutMs);
  const format = formatOf(bytes, ext);
  switch (format) {
    case 'pdf':
      return readPdf(bytes, options, deadline);
    case 'xml':
      return readCfdi(bytes, deadline);
    case 'image':
      return readImage(bytes, options, deadline);
  }
}

function formatOf(bytes: Buffer, ext: string): Format {
  const extension = ext.toLowerCase().replace(/^\./, '');
  const sniffed = sniff(bytes);
  const expected: Format | undefined =
    extension === 'pdf' ? 'pdf' : extension === 'xml' ? 'xml' : IMAGE_EXTENSIONS.has(extension) ? 'image' : extension === '' ? sniffed : undefined;
  if (!expected) throw new ReadError('unsupported-format', `no reader for .${extension} files`);
  if (sniffed !== expected) {
    throw new ReadError('unsupported-format', `the file is named .${extension || '(none)'} but its bytes are ${sniffed ? `a ${sniffed}` : 'of no known format'}`);
  }
  return expected;
}

function sniff(bytes: Buffer): Format | undefined {
  // PDF readers accept the header anywhere in the first KB (some writers put junk before it).
  if (bytes.subarray(0, 1024).includes('%PDF-', 0, 'latin1')) return 'pdf';
  if (sniffImage(bytes)) return 'image';
  // XML: '<' first, after a UTF-8 or UTF-16 byte order mark and white space.
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes[2] === 0x3c ? 'xml' : undefined;
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes[3] === 0x3c ? 'xml' : undefined;
  while (i < bytes.length && i < 4096 && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  return bytes[i] === 0x3c ? 'xml' : undefined;
}

async function readImage(bytes: Buffer, options: ReaderOptions, deadline: Deadline): Promise<TextRead> {
  const dimensions = imageDimensions(bytes);
  if (!dimensions) throw new ReadError('truncated', 'the image header is missing or cut');
  checkPixels(dimensions, options.limits.maxPixels);
  if (options.ocr === 'off') throw new ReadError('needs-ocr', 'the file is an image and OCR is off');
  if (options.ocr === 'document-intelligence') {
    if (!options.documentIntelligence) throw new Error('Document Intelligence is not configured (endpoint and key)');
    const read = await analyzeRead(bytes, options.documentIntelligence, deadline);
    const pages = read.pages.length ? read.pages : [{ number: 1, text: read.content }];
    return { kind: 'text', method: 'document-intelligence', text: pages.map((p) => p.text).join('\n\f\n'), pages, confidence: read.confidence };
  }
  // A big photo or scan is reduced first: tesseract's heap grows with the image it is given (bench/extraction).
  const reduced = await reduceForOcr(bytes, dimensions, options.limits.maxPixels);
  const ocr = await ocrImage(reduced?.pnm ?? bytes, deadline);
  return { kind: 'text', method: 'ocr', text: ocr.text, pages: [{ number: 1, text: ocr.text }], confidence: ocr.confidence };
}
