import { apiErrorSchema, messages } from '@expediente/contracts';
import { isPublicPath } from './public-paths';

/** Anything with zod's `safeParse` (every zod schema); kept structural so callers pass contracts' schemas. */
export type ResponseSchema<T> = {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false };
};

export type ApiFetchOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
};

export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  /** HTTP status; 0 when no answer arrived (network failure). */
  readonly status: number;
  /** A code of the shared api error body, or 'network' / 'invalid_response' set by the client itself. */
  readonly code: string;
  /** Field errors by the field name the server uses (e.g. Email, Password, other). */
  readonly errors: Record<string, string[]>;

  constructor(init: { status: number; code: string; message: string; errors?: Record<string, string[]> }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? {};
  }
}

/** The custom header the server takes as proof that the call comes from this app's scripts (CSRF). */
export const requestedWithHeader = { name: 'X-Requested-With', value: 'expediente' } as const;

type Navigate = (href: string) => void;
// A full navigation on purpose: it drops every cached answer of the session that just ended.
let navigate: Navigate = (href) => window.location.assign(href);

/** Replaces how the client leaves the page on a 401 (the app keeps the default; tests pass a spy). */
export function setUnauthorizedNavigation(next: Navigate): void {
  navigate = next;
}

export function loginHrefFor(location: { pathname: string; search: string }): string {
  return `/login?${new URLSearchParams({ returnUrl: `${location.pathname}${location.search}` }).toString()}`;
}

const fallbackByStatus: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: messages.badRequest },
  401: { code: 'unauthorized', message: messages.unauthorized },
  403: { code: 'forbidden', message: messages.forbidden },
  404: { code: 'not_found', message: messages.apiNotFound },
  405: { code: 'method_not_allowed', message: messages.methodNotAllowed },
  409: { code: 'conflict', message: messages.conflict },
  413: { code: 'payload_too_large', message: messages.payloadTooLarge },
  415: { code: 'unsupported_media_type', message: messages.unsupportedMediaType },
};

function fallbackError(status: number): ApiClientError {
  if (status >= 500) {
    return new ApiClientError({
      status,
      code: status === 503 ? 'service_unavailable' : 'internal',
      message: messages.serverUnavailable,
    });
  }
  const known = fallbackByStatus[status] ?? { code: 'internal', message: messages.internal };
  return new ApiClientError({ status, ...known });
}

async function readBody(response: Response): Promise<{ data: unknown; parsed: boolean; html: boolean }> {
  const html = (response.headers.get('content-type') ?? '').includes('text/html');
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { data: undefined, parsed: false, html };
  }
  if (text.trim() === '') return { data: undefined, parsed: true, html };
  try {
    return { data: JSON.parse(text) as unknown, parsed: true, html };
  } catch {
    return { data: undefined, parsed: false, html };
  }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Calls the API with the session cookie and the CSRF header, sends and reads JSON, and turns every failure into an
 * ApiClientError with a Spanish message. A 401 outside the public pages sends the user to sign in and back.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', [requestedWithHeader.name]: requestedWithHeader.value };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    throw new ApiClientError({ status: 0, code: 'network', message: messages.network });
  }

  const { data, parsed, html } = await readBody(response);

  if (!response.ok) {
    if (response.status === 401 && !isPublicPath(window.location.pathname)) {
      navigate(loginHrefFor(window.location));
    }
    const apiError = apiErrorSchema.safeParse(data);
    if (apiError.success) {
      throw new ApiClientError({
        status: response.status,
        code: apiError.data.code,
        message: apiError.data.message,
        errors: apiError.data.errors,
      });
    }
    throw fallbackError(response.status);
  }

  // A 2xx page of HTML is a static host's fallback, not an API answer; never take it for success.
  if (html || !parsed) {
    throw new ApiClientError({ status: response.status, code: 'invalid_response', message: messages.internal });
  }
  if (!schema) return data as T;
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ApiClientError({ status: response.status, code: 'invalid_response', message: messages.internal });
  }
  return result.data;
}

/** SWR's default fetcher: the key is the API path. */
export function swrFetcher<T = unknown>(path: string): Promise<T> {
  return apiFetch<T>(path);
}
