import { z } from 'zod';
import type { Deadline } from './deadline';
import type { ReadPage } from './types';

/**
 * Azure AI Document Intelligence, prebuilt-read, over REST (no SDK: two calls). POST the file as base64 to
 * `…/documentModels/prebuilt-read:analyze` → 202 with Operation-Location; GET that until the status is succeeded
 * or failed, waiting what Retry-After says. Any HTTP error (401/403 key, 429 throttled, 5xx) and a failed analysis
 * are plain Errors: the queue retries the file. The key travels only in its header, never in a message.
 */

export const DOCUMENT_INTELLIGENCE_API_VERSION = '2024-11-30';
export const READ_MODEL_ID = 'prebuilt-read';

export type DocumentIntelligenceConfig = { endpoint: string; key: string };

export type DocumentIntelligenceRead = {
  /** analyzeResult.content: the whole text as the service joined it. */
  content: string;
  /** One per analysed page: its lines joined with '\n'. */
  pages: ReadPage[];
  /** Mean word confidence 0..1 (0 when no word). */
  confidence: number;
};

const errorBody = z.object({
  error: z.object({
    code: z.string().optional(),
    message: z.string().optional(),
    innererror: z.object({ code: z.string().optional(), message: z.string().optional() }).optional(),
  }),
});

const operation = z.object({
  status: z.enum(['notStarted', 'running', 'succeeded', 'failed', 'canceled']),
  error: errorBody.shape.error.optional(),
  analyzeResult: z
    .object({
      content: z.string().default(''),
      pages: z
        .array(
          z.object({
            pageNumber: z.number().int(),
            lines: z.array(z.object({ content: z.string() })).default([]),
            words: z.array(z.object({ content: z.string(), confidence: z.number() })).default([]),
          }),
        )
        .default([]),
    })
    .optional(),
});

/** Seconds to wait between polls when the service does not say (its SDKs poll every second). */
const DEFAULT_POLL_SECONDS = 1;

export async function analyzeRead(
  content: Uint8Array,
  config: DocumentIntelligenceConfig,
  deadline: Deadline,
  options: { pages?: number[] } = {},
): Promise<DocumentIntelligenceRead> {
  const controller = new AbortController();
  return deadline.race(analyze(content, config, deadline, options, controller.signal), () => controller.abort());
}

async function analyze(
  content: Uint8Array,
  config: DocumentIntelligenceConfig,
  deadline: Deadline,
  options: { pages?: number[] },
  signal: AbortSignal,
): Promise<DocumentIntelligenceRead> {
  const base = config.endpoint.replace(/\/+$/, '');
  const query = new URLSearchParams({ 'api-version': DOCUMENT_INTELLIGENCE_API_VERSION });
  // Only the scanned pages of a PDF: the service bills and reads per page.
  if (options.pages?.length) query.set('pages', options.pages.join(','));
  const url = `${base}/documentintelligence/documentModels/${READ_MODEL_ID}:analyze?${query.toString()}`;
  const headers = { 'Ocp-Apim-Subscription-Key': config.key };
  const base64Source = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('base64');

  const started = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ base64Source }),
    signal,
  });
  if (started.status !== 202) throw await httpError('analyze', started);
  await started.body?.cancel();
  const location = started.headers.get('operation-location');
  if (!location) throw new Error('Document Intelligence analyze: 202 without Operation-Location');
  let wait = retryAfterSeconds(started);

  for (;;) {
    await sleep(Math.min(wait * 1000, deadline.remaining()), signal);
    deadline.check();
    const polled = await fetch(location, { headers, signal });
    if (polled.status !== 200) throw await httpError('analyze result', polled);
    const body = operation.safeParse(await polled.json());
    if (!body.success) throw new Error(`Document Intelligence analyze result: unexpected body (${body.error.issues[0]?.message ?? ''})`);
    const { status, error, analyzeResult } = body.data;
    if (status === 'failed' || status === 'canceled') {
      const detail = error ? [describe(error), error.innererror && describe(error.innererror)].filter(Boolean).join(' / ') : '';
      throw new Error(`Document Intelligence analysis ${status}${detail ? `: ${detail}` : ''}`);
    }
    if (status === 'succeeded') {
      if (!analyzeResult) throw new Error('Document Intelligence analysis succeeded without analyzeResult');
      const words = analyzeResult.pages.flatMap((p) => p.words);
      return {
        content: analyzeResult.content,
        pages: analyzeResult.pages.map((p) => ({ number: p.pageNumber, text: p.lines.map((l) => l.content).join('\n') })),
        confidence: words.length ? words.reduce((sum, w) => sum + w.confidence, 0) / words.length : 0,
      };
    }
    wait = retryAfterSeconds(polled);
  }
}

function retryAfterSeconds(response: Response): number {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_POLL_SECONDS;
}

/** The status and the service's error code and message; never the request's headers (the key). */
async function httpError(step: string, response: Response): Promise<Error> {
  let detail = '';
  try {
    const parsed = errorBody.safeParse(await response.json());
    if (parsed.success) detail = [describe(parsed.data.error), parsed.data.error.innererror && describe(parsed.data.error.innererror)].filter(Boolean).join(' / ');
  } catch {
    // Not JSON: the status says enough.
  }
  return new Error(`Document Intelligence ${step} answered ${response.status}${detail ? ` (${detail.slice(0, 300)})` : ''}`);
}

function describe(error: { code?: string | undefined; message?: string | undefined }): string {
  return [error.code, error.message].filter(Boolean).join(': ');
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
