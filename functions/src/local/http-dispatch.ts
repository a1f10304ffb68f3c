import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import azureFunctions, { type Cookie, type HttpResponseInit } from '@azure/functions';
import type { CapturedFunction, FunctionsRegistry } from './functions-core';
import { compareRoutes, compileRoute, matchRoute, splitPath, type CompiledRoute } from './route-template';
import { messages } from '@expediente/contracts';

// The package is CommonJS and Node's ESM loader does not see its class exports by name.
const { HttpRequest, HttpResponse, InvocationContext } = azureFunctions;

/**
 * Serves /api/* the way the Functions host does for HTTP triggers: route templates and params, a JSON 404 for
 * unknown routes, 405 (with Allow) for a known route and a wrong method, streamed request and response bodies,
 * and the handler's cookies serialized into Set-Cookie.
 */

type HttpFunction = { fn: CapturedFunction; route: CompiledRoute; methods: Set<string> };

export type HttpDispatcher = {
  routePrefix: string;
  routes: { name: string; template: string; methods: string[] }[];
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
};

export type InvocationLog = (fn: string, level: string, args: unknown[]) => void;

const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

export function createHttpDispatcher(registry: FunctionsRegistry, routePrefix: string, log: InvocationLog): HttpDispatcher {
  const functions: HttpFunction[] = [...registry.functions.values()]
    .filter((fn) => fn.trigger.type === 'httpTrigger')
    .map((fn) => ({
      fn,
      route: compileRoute(fn.trigger.route ?? fn.name),
      methods: new Set((fn.trigger.methods ?? ALL_METHODS).map((m) => m.toUpperCase())),
    }))
    .sort((a, b) => compareRoutes(a.route, b.route));
  const prefix = routePrefix.replace(/^\/+|\/+$/g, '');
  // One log handler per function, made once: closures per request cost measurable time under the local loader.
  const logHandlers = new Map(functions.map((f) => [f.fn.name, (level: string, ...args: unknown[]) => log(f.fn.name, level, args)]));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const segments = splitPath(url.pathname);
    const method = (req.method ?? 'GET').toUpperCase();
    const rest = segments && prefix ? (segments[0]?.toLowerCase() === prefix.toLowerCase() ? segments.slice(1) : undefined) : segments;
    if (!rest) return sendJson(res, 404, { status: 404, code: 'not_found', message: messages.apiNotFound });

    let allowed: Set<string> | undefined;
    for (const candidate of functions) {
      const params = matchRoute(candidate.route, rest);
      if (!params) continue;
      if (!candidate.methods.has(method)) {
        allowed ??= new Set();
        candidate.methods.forEach((m) => allowed!.add(m));
        continue;
      }
      return invoke(candidate.fn, params, req, res, url);
    }
    if (allowed) {
      res.setHeader('Allow', [...allowed].join(', '));
      return sendJson(res, 405, { status: 405, code: 'method_not_allowed', message: messages.methodNotAllowed });
    }
    return sendJson(res, 404, { status: 404, code: 'not_found', message: messages.apiNotFound });
  }

  async function invoke(fn: CapturedFunction, params: Record<string, string>, req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = (req.method ?? 'GET').toUpperCase();
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
      else headers.set(key, value);
    }
    // Like the platform's front end: the client address for throttling and the event log.
    if (!headers.has('x-forwarded-for') && req.socket.remoteAddress) headers.set('x-forwarded-for', req.socket.remoteAddress);
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const nativeRequest = new LazyRequest(url, method, headers, hasBody ? req : undefined);
    const request = new HttpRequest({ nativeRequest, params } as unknown as ConstructorParameters<typeof HttpRequest>[0]);
    const context = new InvocationContext({
      invocationId: randomUUID(),
      functionName: fn.name,
      logHandler: logHandlers.get(fn.name)!,
      options: { trigger: fn.trigger as never, extraInputs: [], extraOutputs: [] },
    });

    let result: unknown;
    try {
      let callback = fn.handler;
      const hookData: Record<string, unknown> = {};
      const pre = { invocationContext: context, inputs: [request], functionCallback: callback, hookData, appHookData: {} };
      await registryHooks(pre, 'preInvocation');
      callback = pre.functionCallback;
      result = await callback(request, context);
      await registryHooks({ invocationContext: context, inputs: [request], result, error: undefined, hookData, appHookData: {} }, 'postInvocation');
    } catch (err) {
      log(fn.name, 'error', [err instanceof Error ? (err.stack ?? err.message) : String(err)]);
      if (!res.headersSent) sendJson(res, 500, { status: 500, code: 'internal', message: messages.internal });
      return;
    }
    // A handler that answered without reading the whole body (e.g. 413) leaves bytes on the socket: close it.
    if (hasBody && !req.readableEnded) res.setHeader('Connection', 'close');
    await writeResponse(res, result);
  }

  async function registryHooks(context: Record<string, unknown>, name: 'preInvocation' | 'postInvocation') {
    await registry.runHooks(name, context);
  }

  return {
    routePrefix: prefix,
    routes: functions.map((f) => ({ name: f.fn.name, template: f.route.template, methods: [...f.methods] })),
    handle,
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * A stand-in for the WHATWG Request the worker hands to HttpRequest: url, method and headers are plain values and
 * the real Request (with the streamed body) is built only when the handler reads the body. Building a Request
 * and a Response per call was most of the local host's overhead (bench/RESULTS.md).
 */
class LazyRequest {
  #real: Request | undefined;
  readonly url: string;
  constructor(
    url: URL,
    readonly method: string,
    readonly headers: Headers,
    private readonly source: IncomingMessage | undefined,
  ) {
    this.url = url.href;
  }
  private get real(): Request {
    this.#real ??= new Request(this.url, {
      method: this.method,
      headers: this.headers,
      ...(this.source ? { body: Readable.toWeb(this.source) as unknown as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    return this.#real;
  }
  get body() {
    return this.source ? this.real.body : null;
  }
  get bodyUsed() {
    return this.#real?.bodyUsed ?? false;
  }
  arrayBuffer() {
    return this.real.arrayBuffer();
  }
  blob() {
    return this.real.blob();
  }
  formData() {
    return this.real.formData();
  }
  json() {
    return this.real.json();
  }
  text() {
    return this.real.text();
  }
  clone() {
    return this.real.clone();
  }
}

type PlainBody = string | Buffer | Uint8Array | ArrayBuffer | WebReadableStream<Uint8Array> | null | undefined;

/** HttpResponseInit with a body we can write without building a Response; anything else goes through HttpResponse. */
function isPlainInit(result: unknown): result is HttpResponseInit & { body?: PlainBody } {
  if (result === null || result === undefined) return true;
  if (typeof result !== 'object' || result instanceof HttpResponse) return false;
  const body = (result as { body?: unknown }).body;
  return (
    body === undefined ||
    body === null ||
    typeof body === 'string' ||
    body instanceof Uint8Array ||
    body instanceof ArrayBuffer ||
    (typeof body === 'object' && typeof (body as { getReader?: unknown }).getReader === 'function')
  );
}

async function writeResponse(res: ServerResponse, result: unknown): Promise<void> {
  if (isPlainInit(result)) return writePlain(res, result ?? {});
  const response = result instanceof HttpResponse ? result : new HttpResponse((result ?? {}) as HttpResponseInit);
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    headers[key] = value;
  });
  const setCookies = [...response.headers.getSetCookie(), ...response.cookies.map(serializeCookie)];
  if (setCookies.length > 0) headers['set-cookie'] = setCookies;
  res.writeHead(response.status, headers);
  await pipeBody(res, response.body as WebReadableStream<Uint8Array> | null);
}

const NULL_BODY = new Set([204, 205, 304]);

async function writePlain(res: ServerResponse, init: HttpResponseInit & { body?: PlainBody }): Promise<void> {
  const status = init.status ?? 200;
  const headers = new Headers(init.headers as ConstructorParameters<typeof Headers>[0]);
  // Text stays a string: Node then sends headers and body in one write() instead of a writev() of two buffers,
  // which measurably cut throughput (bench/host-overhead.ts).
  let payload: string | Buffer | WebReadableStream<Uint8Array> | undefined;
  if (NULL_BODY.has(status)) payload = undefined;
  else if (init.jsonBody !== undefined) {
    payload = JSON.stringify(init.jsonBody);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  } else if (typeof init.body === 'string') {
    payload = init.body;
    if (!headers.has('content-type')) headers.set('content-type', 'text/plain;charset=UTF-8');
  } else if (init.body instanceof Uint8Array) payload = Buffer.from(init.body.buffer, init.body.byteOffset, init.body.byteLength);
  else if (init.body instanceof ArrayBuffer) payload = Buffer.from(init.body);
  else if (init.body) payload = init.body as WebReadableStream<Uint8Array>;
  const out: Record<string, string | string[]> = {};
  headers.forEach((value, key) => {
    if (key !== 'set-cookie') out[key] = value;
  });
  const setCookies = [...headers.getSetCookie(), ...(init.cookies ?? []).map(serializeCookie)];
  if (setCookies.length > 0) out['set-cookie'] = setCookies;
  if (typeof payload === 'string') out['content-length'] = String(Buffer.byteLength(payload));
  else if (Buffer.isBuffer(payload)) out['content-length'] = String(payload.length);
  res.writeHead(status, out);
  if (payload === undefined || typeof payload === 'string' || Buffer.isBuffer(payload)) {
    res.end(payload);
    return;
  }
  await pipeBody(res, payload);
}

async function pipeBody(res: ServerResponse, body: WebReadableStream<Uint8Array> | null): Promise<void> {
  if (!body) {
    res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = Readable.fromWeb(body);
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    res.on('close', () => resolve());
    stream.pipe(res);
  });
}

/** The Functions host's cookie serialization (RFC 6265 attributes). */
export function serializeCookie(cookie: Cookie): string {
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`];
  if (cookie.domain) parts.push(`Domain=${cookie.domain}`);
  if (cookie.path) parts.push(`Path=${cookie.path}`);
  if (cookie.expires !== undefined) {
    const date = typeof cookie.expires === 'number' ? new Date(cookie.expires) : cookie.expires;
    parts.push(`Expires=${date.toUTCString()}`);
  }
  if (cookie.maxAge !== undefined) parts.push(`Max-Age=${Math.trunc(cookie.maxAge)}`);
  if (cookie.secure) parts.push('Secure');
  if (cookie.httpOnly) parts.push('HttpOnly');
  if (cookie.sameSite) parts.push(`SameSite=${cookie.sameSite}`);
  return parts.join('; ');
}
