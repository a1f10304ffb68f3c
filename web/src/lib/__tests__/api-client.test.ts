import { apiErrorSchema, csrfHeader, loginResponseSchema, messages } from '@expediente/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError, apiFetch, isApiErrorBody, swrFetcher } from '../api-client';
import { setBrowserLocation } from '../browser-location';
import { fetchCall, jsonResponse, mockFetch } from '../../test/fetch-mock';

async function failure(promise: Promise<unknown>): Promise<ApiClientError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
}

/** The browser at `path`, with a spy where the page would be navigated. */
function browserAt(path: string) {
  const url = new URL(path, 'http://localhost');
  const assign = vi.fn<(href: string) => void>();
  setBrowserLocation({ assign, current: () => ({ pathname: url.pathname, search: url.search }) });
  return assign;
}

describe('apiFetch', () => {
  it('sends credentials, the X-Requested-With header and JSON, and returns the parsed answer', async () => {
    const fetch = mockFetch(jsonResponse({ ok: true }));
    const answer = await apiFetch('/api/login', { method: 'POST', body: { email: 'a@b.mx', password: 'x' }, schema: loginResponseSchema });
    expect(answer).toEqual({ ok: true });
    const { url, init, headers } = fetchCall(fetch);
    expect(url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.get('X-Requested-With')).toBe('expediente');
    expect(headers.get(csrfHeader.name)).toBe(csrfHeader.value);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.mx', password: 'x' }));
  });

  it('sends the header and credentials on a GET without a body too', async () => {
    const fetch = mockFetch(jsonResponse([1, 2]));
    await expect(swrFetcher('/api/things')).resolves.toEqual([1, 2]);
    const { init, headers } = fetchCall(fetch);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers.get('X-Requested-With')).toBe('expediente');
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends a file as it is, with its own Content-Type, instead of a JSON body', async () => {
    const fetch = mockFetch(jsonResponse({ attachmentDocumentPk: 'att-1' }, 201));
    const file = new File(['%PDF-1.4'], 'oficio.pdf', { type: 'application/pdf' });
    await expect(apiFetch('/api/notifications/attachments?name=oficio.pdf', { method: 'POST', rawBody: { data: file, contentType: file.type } })).resolves.toEqual({
      attachmentDocumentPk: 'att-1',
    });
    const { init, headers } = fetchCall(fetch);
    expect(init.body).toBe(file);
    expect(headers.get('Content-Type')).toBe('application/pdf');
    expect(headers.get(csrfHeader.name)).toBe(csrfHeader.value);
    expect(init.credentials).toBe('include');
  });

  it('rejects an answer that does not match the schema', async () => {
    mockFetch(jsonResponse({ ok: 'yes' }));
    const error = await failure(apiFetch('/api/login', { schema: loginResponseSchema }));
    expect(error.code).toBe('invalid_response');
  });

  it('never takes an HTML page (a static host fallback) for a successful answer', async () => {
    mockFetch(new Response('<!doctype html><html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const error = await failure(apiFetch('/api/logout'));
    expect(error.code).toBe('invalid_response');
  });

  it('carries status, code, message and field errors of an api error body', async () => {
    mockFetch(
      jsonResponse({ status: 400, code: 'bad_request', message: 'Datos no válidos', errors: { Email: ['Correo requerido'] } }, 400),
    );
    const error = await failure(apiFetch('/api/login', { method: 'POST', body: {} }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('bad_request');
    expect(error.message).toBe('Datos no válidos');
    expect(error.errors).toEqual({ Email: ['Correo requerido'] });
  });

  it('maps a 5xx without a usable body to the Spanish server message', async () => {
    mockFetch(new Response('Bad Gateway', { status: 502 }));
    const error = await failure(apiFetch('/api/things'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Servidor no disponible, intente más tarde.');
    expect(error.message).toBe(messages.serverUnavailable);
  });

  it('maps a network failure to the Spanish network message', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const error = await failure(apiFetch('/api/things'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('network');
    expect(error.message).toBe('Error de red, intente nuevamente');
  });

  it('lets an abort through as an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    mockFetch(new DOMException('aborted', 'AbortError'));
    await expect(apiFetch('/api/things', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends a 401 on a private page to /login with the current path and query as returnUrl', async () => {
    const navigate = browserAt('/contacts?type=person&search=Ana López');
    mockFetch(jsonResponse({ status: 401, code: 'unauthorized', message: messages.unauthorized }, 401));
    const error = await failure(apiFetch('/api/userinfo'));
    expect(error.status).toBe(401);
    expect(navigate).toHaveBeenCalledTimes(1);
    const href = navigate.mock.calls[0]?.[0] as string;
    expect(href.startsWith('/login?returnUrl=')).toBe(true);
    expect(new URL(href, 'http://x').searchParams.get('returnUrl')).toBe('/contacts?type=person&search=Ana%20L%C3%B3pez');
  });

  it.each(['/login', '/login-2fa', '/logout', '/account/recover-password', '/account/status', '/supplier/redeem-invite'])(
    'does not redirect a 401 on the public page %s',
    async (path) => {
      const navigate = browserAt(path);
      mockFetch(new Response('', { status: 401 }));
      const error = await failure(apiFetch('/api/login', { method: 'POST', body: {} }));
      expect(error.status).toBe(401);
      expect(error.message).toBe(messages.unauthorized);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it("redirects a 401 on 'Mi cuenta' (/account), which needs a session", async () => {
    const navigate = browserAt('/account');
    mockFetch(new Response('', { status: 401 }));
    await failure(apiFetch('/api/userinfo'));
    expect(navigate).toHaveBeenCalledWith('/login?returnUrl=%2Faccount');
  });

  it('keeps a 401 as the answer, without leaving the page, when the call asks so (a wrong password typed again)', async () => {
    const navigate = browserAt('/account');
    mockFetch(jsonResponse({ status: 401, code: 'unauthorized', message: 'La contraseña no es correcta.' }, 401));
    const error = await failure(apiFetch('/api/account/two-factor/disable', { method: 'POST', body: {}, redirectOnUnauthorized: false }));
    expect(error.message).toBe('La contraseña no es correcta.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['/', '/contacts', '/login', '/account'])("sends a 403 'account_blocked' on %s to /account/status", async (path) => {
    const navigate = browserAt(path);
    mockFetch(jsonResponse({ status: 403, code: 'account_blocked', message: 'Cuenta inactiva' }, 403));
    const error = await failure(apiFetch('/api/contacts'));
    expect(error.status).toBe(403);
    expect(error.code).toBe('account_blocked');
    expect(navigate).toHaveBeenCalledWith('/account/status');
  });

  it("stays on /account/status on a 403 'account_blocked', and leaves any other 403 alone", async () => {
    const onStatus = browserAt('/account/status');
    mockFetch(jsonResponse({ status: 403, code: 'account_blocked', message: 'Cuenta inactiva' }, 403));
    await failure(apiFetch('/api/userinfo'));
    expect(onStatus).not.toHaveBeenCalled();

    const elsewhere = browserAt('/contacts');
    mockFetch(jsonResponse({ status: 403, code: 'forbidden', message: messages.forbidden }, 403));
    await failure(apiFetch('/api/admin/tenants'));
    expect(elsewhere).not.toHaveBeenCalled();
  });

  it('keeps the parsed body of a failure for calls that answer more (redeem: message and newToken)', async () => {
    mockFetch(jsonResponse({ message: 'La invitación expiró.', newToken: 'nuevo_token_de_prueba_123' }, 410));
    const error = await failure(apiFetch('/api/redeem-invite', { method: 'POST', body: {} }));
    expect(error.status).toBe(410);
    expect(error.body).toEqual({ message: 'La invitación expiró.', newToken: 'nuevo_token_de_prueba_123' });
  });
});

describe('isApiErrorBody', () => {
  it.each([
    [{ status: 400, code: 'bad_request', message: 'x' }],
    [{ status: 400, code: 'bad_request', message: 'x', errors: { Email: ['a', 'b'], other: [] } }],
    [{ status: 400.5, code: 'bad_request', message: 'x' }],
    [{ status: '400', code: 'bad_request', message: 'x' }],
    [{ status: 400, code: 'bad_request' }],
    [{ status: 400, code: 1, message: 'x' }],
    [{ status: 400, code: 'c', message: 'x', errors: ['a'] }],
    [{ status: 400, code: 'c', message: 'x', errors: { Email: 'a' } }],
    [{ status: 400, code: 'c', message: 'x', errors: { Email: [1] } }],
    [{ status: 400, code: 'c', message: 'x', errors: null }],
    [null],
    [[]],
    ['texto'],
    [{ message: 'x', newToken: 't' }],
  ])('agrees with contracts apiErrorSchema on %j', (body) => {
    expect(isApiErrorBody(body)).toBe(apiErrorSchema.safeParse(body).success);
  });
});
