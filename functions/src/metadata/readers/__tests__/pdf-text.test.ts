import { describe, expect, it } from 'vitest';
import { defaultReaderLimits, readDocument } from '../index';
import { largestImagePixels } from '../pdf-text';
import { ReadError, type ReaderOptions, type ReadErrorCode } from '../types';
import { encryptedPdf, ocrOff, pixelFloodPdf, pdfWithScan, pngHeader, tesseractOptions, textPdf, textPng } from './fixtures';

async function codeOf(read: Promise<unknown>): Promise<ReadErrorCode | string> {
  try {
    await read;
    return 'no error';
  } catch (error) {
    return error instanceof ReadError ? error.code : `not a ReadError: ${String(error)}`;
  }
}

describe('readDocument: PDF text layer', () => {
  it('rebuilds lines by position: a label and its value printed apart stay on one line (a tab between the columns), in reading order', async () => {
    const pdf = await textPdf([
      [
        // Drawn out of order: the value before its label, the second row before the first.
        { text: 'Nombre, denominación o razón social:', x: 50, y: 140 },
        { text: 'ÑANDÚ Y ASOCIADOS, S.A. DE C.V.', x: 280, y: 140.4 },
        { text: 'GODE561231GR8', x: 280, y: 120 },
        { text: 'RFC:', x: 50, y: 120 },
        { text: 'CONSTANCIA DE SITUACIÓN FISCAL', x: 180, y: 80, size: 14 },
      ],
    ]);
    const read = await readDocument(pdf, 'pdf', tesseractOptions);
    expect(read).toMatchObject({ kind: 'text', method: 'pdf-text', confidence: 1 });
    expect(read.kind === 'text' && read.pages).toEqual([
      { number: 1, text: 'CONSTANCIA DE SITUACIÓN FISCAL\nRFC:\tGODE561231GR8\nNombre, denominación o razón social:\tÑANDÚ Y ASOCIADOS, S.A. DE C.V.' },
    ]);
  });

  it('keeps the pages in order, joined with a form feed', async () => {
    const pdf = await textPdf([[{ text: 'Página uno', x: 50, y: 80 }], [{ text: 'Página dos', x: 50, y: 80 }], [{ text: 'Página tres', x: 50, y: 80 }]]);
    const read = await readDocument(pdf, '.PDF', tesseractOptions);
    expect(read.kind === 'text' && read.pages.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(read.text).toBe('Página uno\n\f\nPágina dos\n\f\nPágina tres');
  });

  it('refuses a PDF over the page limit before reading its pages', async () => {
    const pdf = await textPdf(Array.from({ length: 4 }, (_, i) => [{ text: `Hoja ${i + 1}`, x: 50, y: 80 }]));
    const options: ReaderOptions = { ...tesseractOptions, limits: { ...defaultReaderLimits, maxPages: 3 } };
    await expect(codeOf(readDocument(pdf, 'pdf', options))).resolves.toBe('too-many-pages');
    // At the limit it reads.
    await expect(readDocument(pdf, 'pdf', { ...options, limits: { ...defaultReaderLimits, maxPages: 4 } })).resolves.toMatchObject({ kind: 'text' });
  });

  it('reports a cut file as truncated, whatever the cut, never as empty text', async () => {
    const pdf = await textPdf([[{ text: 'RFC: GODE561231GR8', x: 50, y: 80 }], [{ text: 'Segunda hoja', x: 50, y: 80 }]], { useObjectStreams: false });
    for (const fraction of [0.2, 0.5, 0.8, 0.97]) {
      await expect(codeOf(readDocument(pdf.subarray(0, Math.floor(pdf.length * fraction)), 'pdf', tesseractOptions))).resolves.toBe('truncated');
    }
    // Ends like a PDF but has no structure.
    await expect(codeOf(readDocument(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog\nendobj\ntrailer\n%%EOF\n', 'latin1'), 'pdf', tesseractOptions))).resolves.toBe(
      'truncated',
    );
  });

  it('reports a password-protected PDF as encrypted', async () => {
    await expect(codeOf(readDocument(await encryptedPdf(), 'pdf', tesseractOptions))).resolves.toBe('encrypted');
  });

  it('stops at the time limit', async () => {
    const pdf = await textPdf([[{ text: 'Hoja', x: 50, y: 80 }]]);
    await expect(codeOf(readDocument(pdf, 'pdf', { ...tesseractOptions, limits: { ...defaultReaderLimits, timeoutMs: 0 } }))).resolves.toBe('timeout');
  });

  it('refuses a scanned page whose image claims more pixels than the limit, without decoding it', async () => {
    const pdf = await pixelFloodPdf();
    expect(largestImagePixels(pdf)).toBe(400_000_000);
    await expect(codeOf(readDocument(pdf, 'pdf', tesseractOptions))).resolves.toBe('too-many-pixels');
  });

  it('with OCR off: a PDF that is all scan needs OCR; the text pages of a mixed PDF are still read', async () => {
    const png = await textPng(['Hoja escaneada']);
    await expect(codeOf(readDocument(await pdfWithScan([], png), 'pdf', ocrOff))).resolves.toBe('needs-ocr');
    const mixed = await readDocument(await pdfWithScan([[{ text: 'RFC: GODE561231GR8', x: 50, y: 80 }]], png), 'pdf', ocrOff);
    expect(mixed).toMatchObject({ kind: 'text', method: 'pdf-text', text: 'RFC: GODE561231GR8\n\f\n' });
  });
});

describe('readDocument: formats', () => {
  it('refuses bytes that do not match the extension and formats no reader takes', async () => {
    const pdf = await textPdf([[{ text: 'Hoja', x: 50, y: 80 }]]);
    const zip = Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000', 'latin1');
    const cases: [Buffer, string][] = [
      [zip, 'pdf'],
      [Buffer.from('Hola, esto no es un PDF', 'utf8'), 'pdf'],
      [pdf, 'png'],
      [pdf, 'xml'],
      [pngHeader(10, 10), 'xml'],
      [zip, 'xlsx'],
      [zip, 'docx'],
      [zip, 'zip'],
      [Buffer.from('a,b\n1,2\n'), 'csv'],
      [Buffer.from('sin formato conocido'), ''],
    ];
    for (const [bytes, ext] of cases) {
      await expect(codeOf(readDocument(bytes, ext, tesseractOptions)), `.${ext}`).resolves.toBe('unsupported-format');
    }
  });

  it('reads a file without an extension by its bytes', async () => {
    const pdf = await textPdf([[{ text: 'Opinión del cumplimiento', x: 50, y: 80 }]]);
    await expect(readDocument(pdf, '', tesseractOptions)).resolves.toMatchObject({ method: 'pdf-text', text: 'Opinión del cumplimiento' });
  });

  it('refuses an image whose header claims more pixels than the limit before decoding it', async () => {
    await expect(codeOf(readDocument(pngHeader(20000, 20000), 'png', tesseractOptions))).resolves.toBe('too-many-pixels');
    await expect(codeOf(readDocument(pngHeader(20000, 20000), 'jpg', ocrOff))).resolves.toBe('too-many-pixels');
  });

  it('an image with OCR off needs OCR; a cut header is a truncated file', async () => {
    await expect(codeOf(readDocument(pngHeader(800, 600), 'png', ocrOff))).resolves.toBe('needs-ocr');
    await expect(codeOf(readDocument(pngHeader(800, 600).subarray(0, 12), 'png', tesseractOptions))).resolves.toBe('truncated');
  });
});
