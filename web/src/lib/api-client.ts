import { csrfHeader } from '@expediente/contracts/auth/csrf';
import type { ApiError } from '@expediente/contracts/shared/api-error';
import { messages } from '@expediente/contracts/shared/messages';
import { assignLocation, currentLocation } from './browser-location';
import { isPublicPath } from './public-paths';
import { arrayOf, int, invalid, object, optional, recordOf, str } from './shape';

// This module is in every page's download, /login included: it imports contracts' zod-free modules only (csrf,
// messages, types), so that zod loads with the pages that validate, not before the first paint.

/** Anything with zod's `safeParse` (every zod schema); kept structural so callers pass contracts' schemas. */
export type ResponseSchema<T> = {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false };
};

export type ApiFetchOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A file or other bytes sent as they are, with their own Content-Type (instead of a JSON body). */
  rawBody?: { data: Blob; contentType: string };
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /**
   * false: a 401 is this call's own answer (e.g. a wrong password typed again), not an ended session, so it does
   * not send the user to /login. Default true.
   */
  redirectOnUnauthorized?: boolean;
};

export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  /** HTTP status; 0 when no answer arrived (network failure). */
  readonly status: number;
  /** A code of the shared api error body, or 'network' / 'invalid_response' set by the client itself. */
  readonly code: string;
  /** Field errors by the field name the server uses (e.g. Email, Password, other). */
  readonly errors: Record<string, string[]>;
  /** The parsed JSON body of the answer, for calls whose failures carry more (e.g. redeem's newToken). */
  readonly body: unknown;

  constructor(init: { status: number; code: string; message: string; errors?: Record<string, string[]>; body?: unknown }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? {};
    this.body = init.body;
  }
}

/** The error code of a 403 for a user whose status is not active (part 2 §2.17): the app shows /account/status. */
export const accountBlockedCode = 'account_blocked';
export const accountStatusPath = '/account/status';

/** The custom header the server takes as proof that the call comes from this app's scripts (contracts' csrfHeader). */
export const requestedWithHeader = csrfHeader;

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

function fallbackError(status: number, body: unknown): ApiClientError {
  if (status >= 500) {
    return new ApiClientError({
      status,
      code: status === 503 ? 'service_unavailable' : 'internal',
      message: messages.serverUnavailable,
      body,
    });
  }
  const known = fallbackByStatus[status] ?? { code: 'internal', message: messages.internal };
  return new ApiClientError({ status, ...known, body });
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

/**
 * The shared api error body (contracts' apiErrorSchema), checked without zod (lib/shape.ts) so that this module,
 * which every page downloads, needs none; the api-client tests hold both to the same answers.
 */
const apiErrorShape = object({ status: int, code: str, message: str, errors: optional(recordOf(arrayOf(str))) });

export function isApiErrorBody(data: unknown): data is ApiError {
  return apiErrorShape.check(data) !== invalid;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Calls the API with the session cookie and the CSRF header, sends and reads JSON, and turns every failure into an
 * ApiClientError with a Spanish message. A 401 outside the public pages sends the user to sign in and back; a 403
 * 'account_blocked' from any call sends the user to the blocked-account screen.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, rawBody, schema, signal, redirectOnUnauthorized = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json', [csrfHeader.name]: csrfHeader.value };
  if (rawBody) headers['Content-Type'] = rawBody.contentType;
  else if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: rawBody ? rawBody.data : body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    throw new ApiClientError({ status: 0, code: 'network', message: messages.network });
  }

  const { data, parsed, html } = await readBody(response);

  if (!response.ok) {
    const apiError = isApiErrorBody(data) ? data : undefined;
    const here = currentLocation();
    if (response.status === 401 && redirectOnUnauthorized && !isPublicPath(here.pathname)) {
      assignLocation(loginHrefFor(here));
    }
    if (response.status === 403 && apiError?.code === accountBlockedCode && here.pathname.toLowerCase() !== accountStatusPath) {
      assignLocation(accountStatusPath);
    }
    if (apiError) {
      throw new ApiClientError({
        status: response.status,
        code: apiError.code,
        message: apiError.message,
        errors: apiError.errors,
        body: data,
      });
    }
    throw fallbackError(response.status, data);
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
