import { randomUUID } from 'node:crypto';
import type { Cookie, HttpHandler, HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { z } from 'zod';
import { authMessages, hasPermission, messages, type ApiError, type FeatureName, type Permission, type Role } from '@expediente/contracts';
import { authenticate } from './auth/authenticate';
import { accessFeatures, featuresOf } from './auth/authorize';
import { hasSameOriginProof, STATE_CHANGING_METHODS } from './auth/csrf';
import type { Principal } from './auth/principal';
import { AppError } from './errors';
import { currentRequestContext, formatStorageCalls, runWithRequestContext } from './request-context';

/**
 * The thin-handler wrapper every HTTP endpoint uses: refuse state-changing calls without the same-origin proof
 * (CSRF, 403), authenticate and authorize the caller for non-public endpoints (401, 403), parse params, query
 * and body with the call's zod contract (a 400 with Spanish field errors on bad input, never a 500), run the
 * handler inside a request context that counts storage calls, and map AppErrors to their status. Unknown
 * errors are logged and answered with a 500 that reveals nothing.
 */

/** Bodies above this are refused with 413 before parsing; below it, contracts' max lengths answer 400. */
export const MAX_JSON_BODY_BYTES = 2 * 1024 * 1024;

export type Reply = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: Cookie[];
  /** A non-JSON body (a file): bytes or a stream, sent as is with the Content-Type in headers. */
  raw?: Uint8Array | ReadableStream<Uint8Array>;
};

/**
 * Who may call an endpoint. `public` says why no session is needed. `authenticated` needs a valid session:
 * optionally one of `roles`; and an active account unless `allowInactive` (with the tenant flag
 * enable-status-blocking, non-active users only reach the calls that allow them, e.g. userinfo).
 * `permission` names what the caller's role must hold (contracts/src/shell/permissions.ts): 403 without it, and
 * 403 feature_disabled when a flag it needs, or `feature`, is off for the caller's tenant or role (read on every
 * request, so a change applies to the next one). Prefer `permission` to `roles` for new endpoints.
 *
 * `crossSitePost` (public endpoints only) lifts the same-origin proof (CSRF) for an endpoint that another site's
 * page must be able to POST a form to: the SAML assertion consumer, which the identity provider's page posts
 * to and which therefore can carry neither X-Requested-With nor our Origin. `protectedBy` says what protects it
 * instead (decision 004). No session cookie reaches such a call (SameSite=Lax), and nothing else may use it.
 */
export type EndpointAccess =
  | { kind: 'public'; reason: string; crossSitePost?: { protectedBy: string } }
  | {
      kind: 'authenticated';
      roles?: readonly Role[];
      permission?: Permission;
      feature?: FeatureName | readonly FeatureName[];
      allowInactive?: boolean;
    };

export type EndpointInput<P, Q, B, A extends EndpointAccess = EndpointAccess> = {
  params: P;
  query: Q;
  body: B;
  request: HttpRequest;
  context: InvocationContext;
  requestId: string;
  /** The caller, for authenticated endpoints (public ones are not authenticated). */
  principal: A extends { kind: 'authenticated' } ? Principal : undefined;
};

export type EndpointSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, A extends EndpointAccess = EndpointAccess> = {
  /** Who may call it; recorded on the handler so the authorization matrix can be generated from registrations. */
  access: A;
  /**
   * Require the same-origin proof (X-Requested-With and a matching Origin) also for a GET, e.g. logout. It is
   * always required for POST, PUT, PATCH and DELETE.
   */
  sameOriginProof?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** Renames field-error keys of 400 answers (e.g. email → Email where the spec names the server's fields). */
  errorKeys?: Record<string, string>;
  handle: (input: EndpointInput<z.infer<P>, z.infer<Q>, z.infer<B>, A>) => Promise<Reply>;
};

export const endpointMeta = Symbol.for('expediente.endpoint');
export type EndpointHandler = HttpHandler & { [endpointMeta]: { access: EndpointAccess; sameOriginProof: boolean } };

/** Field errors keyed by the path of the bad value ('other' for the body as a whole). */
export function fieldErrors(error: z.ZodError, prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? prefix + issue.path.map(String).join('.') : prefix ? prefix.replace(/\.$/, '') : 'other';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

function renameKeys(errors: Record<string, string[]>, names: Record<string, string> | undefined): Record<string, string[]> {
  if (!names) return errors;
  const out: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(errors)) (out[names[key] ?? key] ??= []).push(...list);
  return out;
}

type Gate = { ok: true; principal: Principal | undefined } | { ok: false; reply: Reply };

/** CSRF, then the session, then the account status, the role or permission, and the flags. */
async function admit(request: HttpRequest, access: EndpointAccess, sameOriginProof: boolean): Promise<Gate> {
  const crossSitePost = access.kind === 'public' && !!access.crossSitePost?.protectedBy && request.method.toUpperCase() === 'POST';
  if (!crossSitePost && (sameOriginProof || STATE_CHANGING_METHODS.has(request.method.toUpperCase())) && !hasSameOriginProof(request)) {
    return { ok: false, reply: errorReply(403, 'forbidden', authMessages.csrfRejected) };
  }
  if (access.kind === 'public') return { ok: true, principal: undefined };
  const principal = await authenticate(request);
  if (!principal) return { ok: false, reply: errorReply(401, 'unauthorized', messages.unauthorized) };
  if (principal.status !== 'active' && !access.allowInactive) {
    return { ok: false, reply: errorReply(403, 'account_blocked', authMessages.accountBlocked) };
  }
  if (access.roles && !access.roles.includes(principal.role)) return { ok: false, reply: errorReply(403, 'forbidden', messages.forbidden) };
  if (access.permission && !hasPermission(principal.role, access.permission)) return { ok: false, reply: errorReply(403, 'forbidden', messages.forbidden) };
  const flags = accessFeatures(access);
  if (flags.length > 0) {
    const on = await featuresOf(principal);
    if (flags.some((f) => on[f] !== true)) return { ok: false, reply: errorReply(403, 'feature_disabled', messages.featureDisabled) };
  }
  return { ok: true, principal };
}

function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const all = query.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return out;
}

async function readJsonBody(request: HttpRequest): Promise<{ ok: true; value: unknown } | { ok: false; reply: Reply }> {
  const raw = await readBounded(request, MAX_JSON_BODY_BYTES);
  if (!raw) return { ok: false, reply: errorReply(413, 'payload_too_large', messages.payloadTooLarge) };
  const text = raw.toString('utf8');
  if (text.trim() === '') return { ok: true, value: undefined };
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    return { ok: false, reply: errorReply(415, 'unsupported_media_type', messages.unsupportedMediaType) };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, reply: errorReply(400, 'bad_request', messages.badRequest, { other: ['El cuerpo no es JSON válido.'] }) };
  }
}

/** The whole body, or undefined when it is larger than `maxBytes` (by Content-Length, or as it streams in). */
async function readBounded(request: HttpRequest, maxBytes: number): Promise<Buffer | undefined> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) return undefined;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A non-JSON request body (a file upload), read whole up to `maxBytes`; larger ones are refused with 413. */
export async function readRawBody(request: HttpRequest, maxBytes: number, tooLargeMessage: string = messages.payloadTooLarge): Promise<Buffer> {
  const body = await readBounded(request, maxBytes);
  if (!body) throw new AppError(413, 'payload_too_large', tooLargeMessage, { file: [tooLargeMessage] });
  return body;
}

export function errorReply(status: number, code: ApiError['code'], message: string, errors?: Record<string, string[]>): Reply {
  const body: ApiError = { status, code, message, ...(errors ? { errors } : {}) };
  return { status, body };
}

function toResponse(reply: Reply, requestId: string): HttpResponseInit {
  const ctx = currentRequestContext();
  const headers: Record<string, string> = {
    'Cache-Control': 'no-store',
    'X-Request-Id': requestId,
    ...(ctx ? { 'X-Storage-Calls': formatStorageCalls(ctx.storageCalls) } : {}),
    ...reply.headers,
  };
  const init: HttpResponseInit = { status: reply.status ?? 200, headers };
  if (reply.cookies) init.cookies = reply.cookies;
  if (reply.raw !== undefined) init.body = reply.raw;
  else if (reply.body !== undefined) init.jsonBody = reply.body;
  return init;
}

export function endpoint<
  P extends z.ZodType = z.ZodUnknown,
  Q extends z.ZodType = z.ZodUnknown,
  B extends z.ZodType = z.ZodUnknown,
  const A extends EndpointAccess = EndpointAccess,
>(spec: EndpointSpec<P, Q, B, A>): EndpointHandler {
  const sameOriginProof = spec.sameOriginProof ?? false;
  const handler = async (request: HttpRequest, context: InvocationContext): Promise<HttpResponseInit> => {
    const requestId = context.invocationId || randomUUID();
    return runWithRequestContext(requestId, async () => {
      try {
        const gate = await admit(request, spec.access, sameOriginProof);
        if (!gate.ok) return toResponse(gate.reply, requestId);
        const errors: Record<string, string[]> = {};
        const params = spec.params ? spec.params.safeParse(request.params) : { success: true as const, data: request.params };
        if (!params.success) Object.assign(errors, fieldErrors(params.error));
        const query = spec.query ? spec.query.safeParse(queryObject(request.query)) : { success: true as const, data: undefined };
        if (!query.success) Object.assign(errors, fieldErrors(query.error));
        let body: { success: true; data: unknown } | { success: false; error: z.ZodError } = { success: true, data: undefined };
        if (spec.body) {
          const raw = await readJsonBody(request);
          if (!raw.ok) return toResponse(raw.reply, requestId);
          body = spec.body.safeParse(raw.value);
          if (!body.success) Object.assign(errors, fieldErrors(body.error));
        }
        if (Object.keys(errors).length > 0 || !params.success || !query.success || !body.success) {
          return toResponse(errorReply(400, 'bad_request', messages.badRequest, renameKeys(errors, spec.errorKeys)), requestId);
        }
        const reply = await spec.handle({
          params: params.data as z.infer<P>,
          query: query.data as z.infer<Q>,
          body: body.data as z.infer<B>,
          request,
          context,
          requestId,
          principal: gate.principal as EndpointInput<unknown, unknown, unknown, A>['principal'],
        });
        return toResponse(reply, requestId);
      } catch (err) {
        if (err instanceof AppError) {
          const reply = errorReply(err.status, err.code, err.message, err.errors);
          if (err.extra) reply.body = { ...err.extra, ...(reply.body as ApiError) };
          if (err.status === 429 && 'retryAfterSeconds' in err) reply.headers = { 'Retry-After': String(err.retryAfterSeconds) };
          return toResponse(reply, requestId);
        }
        // Never log bodies or headers: they may hold passwords, tokens or cookies.
        context.error(`request ${requestId} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        return toResponse(errorReply(500, 'internal', messages.internal), requestId);
      }
    });
  };
  return Object.assign(handler, { [endpointMeta]: { access: spec.access as EndpointAccess, sameOriginProof } });
}
