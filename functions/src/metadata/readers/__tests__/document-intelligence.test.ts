import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocumentIntelligenceFake, type DocumentIntelligenceFake } from '../../../local/services/document-intelligence-fake';
import { Deadline } from '../deadline';
import { analyzeRead } from '../document-intelligence';
import { defaultReaderLimits, readDocument } from '../index';
import { ReadError, type ReaderOptions } from '../types';
import { pdfWithScan, textPng } from './fixtures';

/** The Document Intelligence client against the local fake; the fake answers registered text (no OCR here). */
describe('Document Intelligence client (prebuilt-read)', () => {
  const key = 'clave-de-prueba-0123456789abcdef';
  let fake: DocumentIntelligenceFake;
  let slow: DocumentIntelligenceFake;
  let png: Buffer;
  let options: ReaderOptions;

  beforeAll(async () => {
    fake = await startDocumentIntelligenceFake({ key, retryAfterSeconds: 0, unregistered: 'fail' });
    slow = await startDocumentIntelligenceFake({ key, retryAfterSeconds: 0, runningPolls: 1_000_000, unregistered: 'fail' });
    png = await textPng(['Opinión del cumplimiento']);
    options = { limits: defaultReaderLimits, ocr: 'document-intelligence', documentIntelligence: { endpoint: `${fake.endpoint}/`, key } };
  });
  afterAll(async () => {
    await fake.stop();
    await slow.stop();
  });

  it('posts the file as base64Source with the key, polls the Operation-Location and reads lines, pages and confidence', async () => {
    fake.register(png, { pages: ['OPINIÓN DEL CUMPLIMIENTO\nRFC: GODE561231GR8 Sentido: POSITIVO'], confidence: 0.9 });
    const before = fake.requests.length;
    const read = await readDocument(png, 'png', options);
    expect(read).toEqual({
      kind: 'text',
      method: 'document-intelligence',
      text: 'OPINIÓN DEL CUMPLIMIENTO\nRFC: GODE561231GR8 Sentido: POSITIVO',
      pages: [{ number: 1, text: 'OPINIÓN DEL CUMPLIMIENTO\nRFC: GODE561231GR8 Sentido: POSITIVO' }],
      confidence: expect.closeTo(0.9, 9),
    });
    const sent = fake.requests.slice(before);
    expect(sent.map((r) => [r.method, r.status, r.apiVersion, r.keyAccepted])).toEqual([
      ['POST', 202, '2024-11-30', true],
      ['GET', 200, '2024-11-30', true],
      ['GET', 200, '2024-11-30', true],
    ]);
    expect(sent[0]!.url).toMatch(/^\/documentintelligence\/documentModels\/prebuilt-read:analyze\?api-version=2024-11-30$/);
    expect(sent[0]!.content?.bytes).toBe(png.length);
  });

  it('keeps polling while the analysis is running', async () => {
    const running = await startDocumentIntelligenceFake({ key, retryAfterSeconds: 0, runningPolls: 3, unregistered: 'fail' });
    try {
      running.register(png, { pages: ['uno', 'dos'] });
      const read = await analyzeRead(png, { endpoint: running.endpoint, key }, new Deadline(30_000));
      expect(read.pages).toEqual([
        { number: 1, text: 'uno' },
        { number: 2, text: 'dos' },
      ]);
      expect(read.content).toBe('uno\ndos');
      expect(running.requests.filter((r) => r.method === 'GET').length).toBe(4);
    } finally {
      await running.stop();
    }
  });

  it('sends only the scanned pages of a PDF and puts their text on those pages', async () => {
    const pdf = await pdfWithScan([[{ text: 'Página uno, con su propia capa de texto', x: 50, y: 80 }]], png);
    fake.register(pdf, { pages: ['Texto leído de la página escaneada'] });
    const before = fake.requests.length;
    const read = await readDocument(pdf, 'pdf', options);
    expect(read).toMatchObject({
      method: 'document-intelligence',
      pages: [
        { number: 1, text: 'Página uno, con su propia capa de texto' },
        { number: 2, text: 'Texto leído de la página escaneada' },
      ],
    });
    expect(fake.requests[before]).toMatchObject({ method: 'POST', pages: '2' });
  });

  it('a wrong key is an Error (the queue retries) that names the status, never the key', async () => {
    const error = await analyzeRead(png, { endpoint: fake.endpoint, key: 'otra-clave-secreta-987' }, new Deadline(30_000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ReadError);
    expect((error as Error).message).toMatch(/answered 401/);
    expect((error as Error).message).not.toContain('otra-clave-secreta-987');
    expect((error as Error).message).not.toContain(key);
    expect(fake.requests.at(-1)).toMatchObject({ keyAccepted: false, status: 401 });
  });

  it('a failed analysis is an Error with the service’s code', async () => {
    const bytes = await textPng(['ilegible']);
    fake.register(bytes, { error: { code: 'InvalidRequest', message: 'Invalid request.', innererror: { code: 'InvalidContent', message: 'The file is corrupted.' } } });
    const error = await readDocument(bytes, 'png', options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ReadError);
    expect((error as Error).message).toBe('Document Intelligence analysis failed: InvalidRequest: Invalid request. / InvalidContent: The file is corrupted.');
  });

  it('stops polling at the time limit', async () => {
    slow.register(png, { pages: ['nunca'] });
    const error = await readDocument(png, 'png', { ...options, limits: { ...defaultReaderLimits, timeoutMs: 300 }, documentIntelligence: { endpoint: slow.endpoint, key } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ReadError);
    expect((error as ReadError).code).toBe('timeout');
  });

  it('without an endpoint and key it is a configuration error, not a file error', async () => {
    const error = await readDocument(png, 'png', { limits: defaultReaderLimits, ocr: 'document-intelligence' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ReadError);
  });
});
