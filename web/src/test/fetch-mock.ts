import { vi } from 'vitest';

/** A JSON answer as the server sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The shared api error body with a status, as the server answers a failure. */
export function apiError(status: number, code: string, message: string, errors?: Record<string, string[]>): Response {
  return jsonResponse({ status, code, message, ...(errors ? { errors } : {}) }, status);
}

/** Replaces the browser's fetch (the app's only boundary to the server) with answers in order. */
export function mockFetch(...answers: (Response | Error | DOMException)[]) {
  const fn = vi.fn<typeof fetch>();
  for (const answer of answers) {
    if (answer instanceof Response) fn.mockResolvedValueOnce(answer);
    else fn.mockRejectedValueOnce(answer);
  }
  vi.stubGlobal('fetch', fn);
  return fn;
}

export type Answer = Response | Error | ((init: RequestInit, url: URL) => Response | Error | Promise<Response>);

/**
 * Replaces fetch with answers by 'METHOD /path' (the query is ignored). A list is used in order and its last
 * answer repeats; a single Response answers every call (a fresh copy each time). Unknown routes answer the
 * host's JSON 404, as a missing endpoint does.
 */
export function mockApi(routes: Record<string, Answer | Answer[]>) {
  const queues = new Map<string, Answer[]>(Object.entries(routes).map(([key, value]) => [key, Array.isArray(value) ? [...value] : [value]]));
  const fn = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const queue = queues.get(key);
    if (!queue || queue.length === 0) {
      return jsonResponse({ status: 404, code: 'not_found', message: 'El recurso solicitado no existe.' }, 404);
    }
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    const value = typeof answer === 'function' ? await answer(init, url) : answer;
    if (value instanceof Response) return value.clone();
    throw value;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The init of the n-th fetch call, with its headers as a plain object. */
export function fetchCall(fn: ReturnType<typeof mockFetch>, index = 0) {
  const call = fn.mock.calls[index];
  if (!call) throw new Error(`fetch no fue llamado ${index + 1} veces`);
  const [input, init] = call;
  return { url: String(input), init: init ?? {}, headers: new Headers(init?.headers) };
}

/** Every call to 'METHOD /path', with its parsed JSON body. */
export function callsTo(fn: ReturnType<typeof mockFetch>, route: string) {
  return fn.mock.calls
    .filter(([input, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${new URL(String(input), 'http://localhost').pathname}` === route)
    .map(([input, init]) => ({
      url: String(input),
      init: init ?? {},
      headers: new Headers(init?.headers),
      body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
    }));
}
