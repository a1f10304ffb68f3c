import { vi } from 'vitest';

/** A JSON answer as the server sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
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

/** The init of the n-th fetch call, with its headers as a plain object. */
export function fetchCall(fn: ReturnType<typeof mockFetch>, index = 0) {
  const call = fn.mock.calls[index];
  if (!call) throw new Error(`fetch no fue llamado ${index + 1} veces`);
  const [input, init] = call;
  return { url: String(input), init: init ?? {}, headers: new Headers(init?.headers) };
}
