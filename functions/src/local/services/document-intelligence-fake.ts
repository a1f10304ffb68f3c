import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOCUMENT_INTELLIGENCE_API_VERSION, READ_MODEL_ID } from '../../metadata/readers/document-intelligence';
import { defaultReaderLimits, readDocument } from '../../metadata/readers/index';

/**
 * A stand-in for Azure AI Document Intelligence (prebuilt-read, api-version 2024-11-30) on loopback, speaking the
 * service's protocol: POST `/documentintelligence/documentModels/prebuilt-read:analyze` with the key in
 * Ocp-Apim-Subscription-Key and `{ base64Source }` → 202 + Operation-Location; GET `…/analyzeResults/{id}` →
 * `running` (with Retry-After) for the first poll(s), then `succeeded` with an analyzeResult, or `failed`.
 * Error bodies have the service's shape (`{ error: { code, message, innererror? } }`).
 *
 * Where the text comes from: a test registers the text (or a failure) for the content's SHA-256, so it states exactly
 * what the service "reads" (lines, confidence, per page) at no OCR cost; content nobody registered is read by the
 * app's own offline OCR (the same tesseract worker), so the local host pointed at this fake reads any upload the way
 * the real service would, only slower and less accurately. `unregistered: 'fail'` answers such content `failed`.
 */

export type FakeAnswer =
  /** The pages' texts (lines separated by '\n') and every word's confidence (default 0.99). */
  | { pages: string[]; confidence?: number }
  /** The analysis ends `failed` with this error (the real service's InvalidContent by default). */
  | { error: { code: string; message: string; innererror?: { code: string; message: string } } };

export type DocumentIntelligenceFakeOptions = {
  key: string;
  host?: string;
  /** Polls answered `running` before the result (default 1). */
  runningPolls?: number;
  /** Retry-After in seconds on the 202 and on `running` (default 1, as the service; 0 in tests). */
  retryAfterSeconds?: number;
  /** Content nobody registered: read by the offline OCR (default) or answered `failed`. */
  unregistered?: 'ocr' | 'fail';
};

export type RecordedRequest = {
  method: string;
  /** Path and query as received. */
  url: string;
  apiVersion: string | null;
  /** The `pages` query parameter (PDF pages to analyse), when sent. */
  pages: string | null;
  /** Whether Ocp-Apim-Subscription-Key matched; the key itself is not kept. */
  keyAccepted: boolean;
  status: number;
  /** For an analyze call: the SHA-256 (hex) and size of the decoded base64Source. */
  content?: { sha256: string; bytes: number } | undefined;
};

export type DocumentIntelligenceFake = {
  /** http://127.0.0.1:port: the endpoint to configure. */
  endpoint: string;
  key: string;
  requests: RecordedRequest[];
  /** What the service answers for this exact content. */
  register(content: Uint8Array, answer: FakeAnswer): void;
  stop(): Promise<void>;
};

const ANALYZE = new RegExp(`^/documentintelligence/documentModels/([^/:]+):analyze$`);
const RESULT = new RegExp(`^/documentintelligence/documentModels/([^/]+)/analyzeResults/([0-9a-f-]+)$`);
const MAX_BODY_BYTES = 64 * 1024 * 1024;

const ERRORS = {
  unauthorized: {
    code: '401',
    message:
      'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.',
  },
  notFound: { code: '404', message: 'Resource not found' },
  modelNotFound: { code: 'NotFound', message: 'Resource not found.', innererror: { code: 'ModelNotFound', message: 'The requested model was not found.' } },
  invalidRequest: (message: string) => ({ code: 'InvalidRequest', message: 'Invalid request.', innererror: { code: 'InvalidContent', message } }),
  invalidContent: {
    code: 'InvalidRequest',
    message: 'Invalid request.',
    innererror: { code: 'InvalidContent', message: 'The file is corrupted or format is unsupported. Refer to documentation for the list of supported formats.' },
  },
};

type Operation = { created: string; polls: number; pages: string | null; result: Promise<FakeAnswer> };

export async function startDocumentIntelligenceFake(options: DocumentIntelligenceFakeOptions): Promise<DocumentIntelligenceFake> {
  const { key, host = '127.0.0.1', runningPolls = 1, retryAfterSeconds = 1, unregistered = 'ocr' } = options;
  const answers = new Map<string, FakeAnswer>();
  const operations = new Map<string, Operation>();
  const requests: RecordedRequest[] = [];
  let endpoint = '';

  const handle = async (req: IncomingMessage, res: ServerResponse, record: RecordedRequest): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      res.writeHead(status, { ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }), 'apim-request-id': randomUUID(), ...headers });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (!record.keyAccepted) return send(401, { error: ERRORS.unauthorized });
    if (record.apiVersion !== DOCUMENT_INTELLIGENCE_API_VERSION) return send(404, { error: ERRORS.notFound });

    const analyze = ANALYZE.exec(url.pathname);
    if (analyze && req.method === 'POST') {
      if (analyze[1] !== READ_MODEL_ID) return send(404, { error: ERRORS.modelNotFound });
      const raw = await readBody(req);
      if (raw === undefined) return send(413, { error: ERRORS.invalidRequest('The request body is too large.') });
      let content: Buffer;
      try {
        const body = JSON.parse(raw.toString('utf8')) as { base64Source?: unknown };
        if (typeof body.base64Source !== 'string' || !body.base64Source) throw new Error('no base64Source');
        content = Buffer.from(body.base64Source, 'base64');
      } catch {
        return send(400, { error: ERRORS.invalidRequest('Invalid request body: base64Source or urlSource is required.') });
      }
      const sha256 = createHash('sha256').update(content).digest('hex');
      record.content = { sha256, bytes: content.length };
      const id = randomUUID();
      const registered = answers.get(sha256);
      const result = registered
        ? Promise.resolve(registered)
        : unregistered === 'fail'
          ? Promise.resolve<FakeAnswer>({ error: ERRORS.invalidContent })
          : readWithOcr(content, url.searchParams.get('pages'));
      // Settled later by a poll; a rejection here would otherwise be unhandled until then.
      result.catch(() => undefined);
      operations.set(id, { created: new Date().toISOString(), polls: 0, pages: url.searchParams.get('pages'), result });
      const location = `${endpoint}/documentintelligence/documentModels/${READ_MODEL_ID}/analyzeResults/${id}?api-version=${DOCUMENT_INTELLIGENCE_API_VERSION}`;
      return send(202, undefined, { 'Operation-Location': location, 'Retry-After': String(retryAfterSeconds) });
    }

    const poll = RESULT.exec(url.pathname);
    if (poll && req.method === 'GET') {
      if (poll[1] !== READ_MODEL_ID) return send(404, { error: ERRORS.modelNotFound });
      const operation = operations.get(poll[2]!);
      if (!operation) return send(404, { error: ERRORS.notFound });
      operation.polls++;
      const now = new Date().toISOString();
      const running = () => send(200, { status: 'running', createdDateTime: operation.created, lastUpdatedDateTime: now }, { 'Retry-After': String(retryAfterSeconds) });
      if (operation.polls <= runningPolls) return running();
      const answer = await Promise.race([operation.result, new Promise<undefined>((resolve) => setTimeout(resolve, 50, undefined))]).catch(
        (error: unknown): FakeAnswer => ({ error: { code: 'InternalServerError', message: `An unexpected error occurred: ${String(error).slice(0, 200)}` } }),
      );
      if (answer === undefined) return running();
      if ('error' in answer) return send(200, { status: 'failed', createdDateTime: operation.created, lastUpdatedDateTime: now, error: answer.error });
      return send(200, { status: 'succeeded', createdDateTime: operation.created, lastUpdatedDateTime: now, analyzeResult: analyzeResult(answer, operation.pages) });
    }
    return send(404, { error: ERRORS.notFound });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const record: RecordedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      apiVersion: url.searchParams.get('api-version'),
      pages: url.searchParams.get('pages'),
      keyAccepted: req.headers['ocp-apim-subscription-key'] === key,
      status: 0,
    };
    requests.push(record);
    handle(req, res, record).catch((error: unknown) => {
      record.status = 500;
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: { code: 'InternalServerError', message: String(error).slice(0, 200) } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  endpoint = `http://${host}:${port}`;

  return {
    endpoint,
    key,
    requests,
    register(content, answer) {
      answers.set(createHash('sha256').update(content).digest('hex'), answer);
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The app's own reader with the offline OCR: a PDF's requested pages, or the image. */
async function readWithOcr(content: Buffer, pages: string | null): Promise<FakeAnswer> {
  const isPdf = content.subarray(0, 1024).includes('%PDF-', 0, 'latin1');
  try {
    const read = await readDocument(content, isPdf ? 'pdf' : '', { limits: defaultReaderLimits, ocr: 'tesseract' });
    if (read.kind !== 'text') return { error: ERRORS.invalidContent };
    const wanted = requestedPages(pages);
    const kept = read.pages.filter((p) => !wanted || wanted.includes(p.number));
    return { pages: kept.map((p) => p.text), confidence: read.confidence };
  } catch {
    return { error: ERRORS.invalidContent };
  }
}

/** The page numbers a `pages` parameter asks for ('1,3-5'), in order; undefined when absent or malformed. */
function requestedPages(pages: string | null): number[] | undefined {
  if (!pages) return undefined;
  const out: number[] = [];
  for (const part of pages.split(',')) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!range) return undefined;
    const from = Number(range[1]);
    const to = Number(range[2] ?? range[1]);
    for (let n = from; n <= to && out.length < 2000; n++) out.push(n);
  }
  return out;
}

/**
 * The service's analyzeResult: content, pages with lines and words (with spans into content), paragraphs. The
 * answer's pages are the analysed ones in order, numbered as the document's pages when `pages` was sent.
 */
function analyzeResult(answer: { pages: string[]; confidence?: number }, pagesParam: string | null) {
  const confidence = answer.confidence ?? 0.99;
  const requested = requestedPages(pagesParam);
  const numbers = requested && requested.length === answer.pages.length ? requested : answer.pages.map((_, i) => i + 1);
  let content = '';
  const pages = answer.pages.map((text, index) => {
    if (index > 0) content += '\n';
    const pageStart = content.length;
    const lines = text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .map((line, i) => {
        if (i > 0) content += '\n';
        const offset = content.length;
        content += line;
        const words = [...line.matchAll(/\S+/g)].map((m) => ({ content: m[0], polygon: [], confidence, span: { offset: offset + m.index, length: m[0].length } }));
        return { content: line, polygon: [], spans: [{ offset, length: line.length }], words };
      });
    return {
      pageNumber: numbers[index]!,
      angle: 0,
      width: 8.5,
      height: 11,
      unit: 'inch',
      words: lines.flatMap((l) => l.words),
      lines: lines.map(({ content: c, polygon, spans }) => ({ content: c, polygon, spans })),
      spans: [{ offset: pageStart, length: content.length - pageStart }],
    };
  });
  return {
    apiVersion: DOCUMENT_INTELLIGENCE_API_VERSION,
    modelId: READ_MODEL_ID,
    stringIndexType: 'textElements',
    content,
    pages,
    paragraphs: pages.flatMap((p) => p.lines.map((l) => ({ content: l.content, spans: l.spans, boundingRegions: [{ pageNumber: p.pageNumber, polygon: [] }] }))),
    styles: [],
    contentFormat: 'text',
  };
}
