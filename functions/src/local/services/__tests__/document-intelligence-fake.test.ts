import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPng } from '../../../metadata/readers/__tests__/fixtures';
import { closeOcr } from '../../../metadata/readers/index';
import { startDocumentIntelligenceFake, type DocumentIntelligenceFake } from '../document-intelligence-fake';

const key = 'clave-del-fake-0123456789';

type Operation = {
  status: string;
  error?: { code: string; innererror?: { code: string } };
  analyzeResult?: {
    apiVersion: string;
    modelId: string;
    content: string;
    pages: {
      pageNumber: number;
      lines: { content: string; spans: { offset: number; length: number }[] }[];
      words: { content: string; confidence: number; span: { offset: number; length: number } }[];
    }[];
  };
};

describe('Document Intelligence fake', () => {
  let fake: DocumentIntelligenceFake;
  const analyzeUrl = (model = 'prebuilt-read', query = 'api-version=2024-11-30') => `${fake.endpoint}/documentintelligence/documentModels/${model}:analyze?${query}`;
  const post = (url: string, body: unknown, headers: Record<string, string> = { 'Ocp-Apim-Subscription-Key': key }) =>
    fetch(url, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const poll = async (location: string) => {
    const res = await fetch(location, { headers: { 'Ocp-Apim-Subscription-Key': key } });
    return { res, body: (await res.json()) as Operation };
  };

  beforeAll(async () => {
    fake = await startDocumentIntelligenceFake({ key, retryAfterSeconds: 0, runningPolls: 1 });
  });
  afterAll(async () => {
    await fake.stop();
    await closeOcr();
  });

  it('answers a wrong or missing key with 401 and the service’s error body, and keeps no key', async () => {
    for (const headers of [{ 'Ocp-Apim-Subscription-Key': 'otra' }, {} as Record<string, string>]) {
      const res = await post(analyzeUrl(), { base64Source: 'AAAA' }, headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: '401', message: expect.stringContaining('Access denied due to invalid subscription key') } });
    }
    expect(fake.requests.slice(-2).map((r) => r.keyAccepted)).toEqual([false, false]);
    expect(JSON.stringify(fake.requests)).not.toContain(key);
  });

  it('answers 404 for another model or api-version, 400 without base64Source', async () => {
    const model = await post(analyzeUrl('prebuilt-layout'), { base64Source: 'AAAA' });
    expect(model.status).toBe(404);
    expect(await model.json()).toMatchObject({ error: { code: 'NotFound', innererror: { code: 'ModelNotFound' } } });
    const version = await post(analyzeUrl('prebuilt-read', 'api-version=2023-07-31'), { base64Source: 'AAAA' });
    expect(version.status).toBe(404);
    const body = await post(analyzeUrl(), { urlSource: 'https://example.com/a.pdf' });
    expect(body.status).toBe(400);
    expect(await body.json()).toMatchObject({ error: { code: 'InvalidRequest', innererror: { code: 'InvalidContent' } } });
  });

  it('202 with Operation-Location, running with Retry-After, then succeeded with content, lines and words with spans', async () => {
    const content = Buffer.from('contenido registrado');
    fake.register(content, { pages: ['RFC: GODE561231GR8\nPeriodo: marzo 2025', 'Hoja dos'], confidence: 0.97 });
    const started = await post(analyzeUrl('prebuilt-read', 'api-version=2024-11-30&pages=3,5'), { base64Source: content.toString('base64') });
    expect(started.status).toBe(202);
    expect(started.headers.get('retry-after')).toBe('0');
    const location = started.headers.get('operation-location')!;
    expect(location).toMatch(new RegExp(`^${fake.endpoint}/documentintelligence/documentModels/prebuilt-read/analyzeResults/[0-9a-f-]+\\?api-version=2024-11-30$`));
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      pages: '3,5',
      keyAccepted: true,
      content: { sha256: createHash('sha256').update(content).digest('hex'), bytes: content.length },
    });

    const first = await poll(location);
    expect(first.body.status).toBe('running');
    expect(first.res.headers.get('retry-after')).toBe('0');
    const done = await poll(location);
    expect(done.body.status).toBe('succeeded');
    const result = done.body.analyzeResult!;
    expect(result).toMatchObject({ apiVersion: '2024-11-30', modelId: 'prebuilt-read', content: 'RFC: GODE561231GR8\nPeriodo: marzo 2025\nHoja dos' });
    // Numbered as the document's pages that were asked for.
    expect(result.pages.map((p) => [p.pageNumber, p.lines.map((l) => l.content)])).toEqual([
      [3, ['RFC: GODE561231GR8', 'Periodo: marzo 2025']],
      [5, ['Hoja dos']],
    ]);
    for (const page of result.pages) {
      for (const word of page.words) {
        expect(result.content.slice(word.span.offset, word.span.offset + word.span.length)).toBe(word.content);
        expect(word.confidence).toBe(0.97);
      }
    }
  });

  it('ends failed with the registered error, or InvalidContent for unregistered content when told to', async () => {
    const failing = await startDocumentIntelligenceFake({ key, retryAfterSeconds: 0, runningPolls: 0, unregistered: 'fail' });
    try {
      const started = await post(`${failing.endpoint}/documentintelligence/documentModels/prebuilt-read:analyze?api-version=2024-11-30`, {
        base64Source: Buffer.from('nadie lo registró').toString('base64'),
      });
      const { body } = await poll(started.headers.get('operation-location')!);
      expect(body).toMatchObject({ status: 'failed', error: { code: 'InvalidRequest', innererror: { code: 'InvalidContent' } } });
    } finally {
      await failing.stop();
    }
  });

  it('reads unregistered content with the offline OCR, as the service would read it', async () => {
    const png = await textPng(['RFC: GODE561231GR8']);
    const started = await post(analyzeUrl(), { base64Source: png.toString('base64') });
    const location = started.headers.get('operation-location')!;
    let body: Operation = { status: 'running' };
    // The OCR takes a few seconds; the fake says running meanwhile.
    for (let i = 0; i < 600 && body.status === 'running'; i++) {
      ({ body } = await poll(location));
      if (body.status === 'running') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(body.status).toBe('succeeded');
    expect(body.analyzeResult!.content).toContain('GODE561231GR8');
    expect(body.analyzeResult!.pages[0]!.words.length).toBeGreaterThan(0);
  });
});
