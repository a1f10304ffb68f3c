import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOcr, defaultReaderLimits, readDocument } from '../index';
import { ReadError } from '../types';
import { pdfWithScan, tesseractOptions, textPng } from './fixtures';

/** The offline OCR (slow: about 2-3 s a page on this machine): two reads in all, on one shared worker. */
describe('readDocument: offline OCR', () => {
  let png: Buffer;
  beforeAll(async () => {
    // Another file may have left a worker; the timeout below must start from none.
    await closeOcr();
    png = await textPng();
  });
  afterAll(() => closeOcr());

  it('stops an image over the time limit (the worker is terminated) and reads the next file with a new worker', async () => {
    const error = await readDocument(png, 'png', { ...tesseractOptions, limits: { ...defaultReaderLimits, timeoutMs: 30 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReadError);
    expect((error as ReadError).code).toBe('timeout');

    const read = await readDocument(png, 'png', tesseractOptions);
    expect(read).toMatchObject({ kind: 'text', method: 'ocr' });
    expect(read.kind === 'text' && read.pages.map((p) => p.number)).toEqual([1]);
    expect(read.text).toContain('RFC: GODE561231GR8');
    expect(read.text).toContain('CONSTANCIA DE SITUACIÓN FISCAL');
    expect(read.text).toMatch(/Nombre: Mar[íi]a P[ée]rez G[óo]mez/);
    expect(read.confidence).toBeGreaterThan(0.7);
    expect(read.confidence).toBeLessThanOrEqual(1);
  });

  it('reads a PDF page that is a scan from its embedded image, and the text pages from their text layer', async () => {
    const pdf = await pdfWithScan([[{ text: 'Página con texto: Registro patronal Y5412345108', x: 50, y: 80 }]], png);
    const read = await readDocument(pdf, 'pdf', tesseractOptions);
    expect(read).toMatchObject({ kind: 'text', method: 'ocr' });
    if (read.kind !== 'text') return;
    expect(read.pages.map((p) => p.number)).toEqual([1, 2]);
    expect(read.pages[0]!.text).toBe('Página con texto: Registro patronal Y5412345108');
    expect(read.pages[1]!.text).toContain('RFC: GODE561231GR8');
    expect(read.text).toBe(`${read.pages[0]!.text}\n\f\n${read.pages[1]!.text}`);
    // The text layer page counts 1, the scanned page its OCR confidence.
    expect(read.confidence).toBeGreaterThan(0.8);
    expect(read.confidence).toBeLessThan(1);
  });
});
