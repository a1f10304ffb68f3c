import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { concatTransformationMatrix, drawObject, PDFDocument, PDFHexString, popGraphicsState, pushGraphicsState, StandardFonts, type PDFPage } from 'pdf-lib';
import * as PImage from 'pureimage';
import { defaultReaderLimits } from '../index';
import type { ReaderOptions } from '../types';

/** Inputs made in the tests: text PDFs (pdf-lib), an image of Spanish text (pureimage + DejaVu Sans), scans. */

export const tesseractOptions: ReaderOptions = { limits: defaultReaderLimits, ocr: 'tesseract' };
export const ocrOff: ReaderOptions = { limits: defaultReaderLimits, ocr: 'off' };

export type Line = { text: string; x: number; y: number; size?: number };

/** One PDF page per entry; y from the top of a Letter page. */
export async function textPdf(pages: Line[][], options: { useObjectStreams?: boolean } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    for (const line of lines) page.drawText(line.text, { x: line.x, y: 792 - line.y, size: line.size ?? 11, font });
  }
  return Buffer.from(await doc.save(options));
}

/**
 * A PDF whose trailer has a standard security handler /Encrypt dictionary with a user password (its /U does not
 * match the empty password), as a password-protected file has. pdf-lib cannot encrypt; the dictionary is enough
 * for a reader to ask for the password.
 */
export async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]);
  const encrypt = doc.context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    O: PDFHexString.of('4f'.repeat(32)),
    U: PDFHexString.of('55'.repeat(32)),
    P: -3904,
  });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of('a1'.repeat(16)), PDFHexString.of('a1'.repeat(16))]);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const require = createRequire(import.meta.url);
let fontLoaded = false;

function dejaVu(): void {
  if (fontLoaded) return;
  const ttf = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSans.ttf');
  PImage.registerFont(ttf, 'DejaVu Sans').loadSync();
  fontLoaded = true;
}

export const SCAN_LINES = ['CONSTANCIA DE SITUACIÓN FISCAL', 'RFC: GODE561231GR8', 'Nombre: María Pérez Gómez', 'Código postal: 06600'];

/**
 * A PNG of a few lines of Spanish text as a 200 dpi scan of the top of a Letter page would show them (1700 px
 * wide, letters about 11 pt).
 */
export async function textPng(lines: string[] = SCAN_LINES): Promise<Buffer> {
  dejaVu();
  const width = 1700;
  const height = 140 + lines.length * 80;
  const image = PImage.make(width, height);
  const ctx = image.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000000';
  ctx.font = "30pt 'DejaVu Sans'";
  lines.forEach((line, i) => ctx.fillText(line, 100, 100 + i * 80));
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  await PImage.encodePNGToStream(image, sink);
  return Buffer.concat(chunks);
}

/** Pages of text, then the PNG as a page of its own with no text layer (a scanned page). */
export async function pdfWithScan(textPages: Line[][], png: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of textPages) {
    const page = doc.addPage([612, 792]);
    for (const line of lines) page.drawText(line.text, { x: line.x, y: 792 - line.y, size: line.size ?? 11, font });
  }
  const embedded = await doc.embedPng(png);
  const page: PDFPage = doc.addPage([612, 792]);
  const height = (612 * embedded.height) / embedded.width;
  page.drawImage(embedded, { x: 0, y: 792 - height, width: 612, height });
  return Buffer.from(await doc.save());
}

/**
 * A page with no text whose only image's dictionary claims 20000×20000 pixels (400 MP): its few bytes would
 * expand to 400 MB grey if anything decoded it.
 */
export async function pixelFloodPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const stream = doc.context.flateStream(new Uint8Array(1000).fill(255), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: 20000,
    Height: 20000,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
  });
  const ref = doc.context.register(stream);
  const name = page.node.newXObject('Im', ref);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(612, 0, 0, 792, 0, 0), drawObject(name), popGraphicsState());
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A PNG signature and IHDR that claim the given size, with no pixel data after them. */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = 8; // bit depth
  ihdr[17] = 2; // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}
