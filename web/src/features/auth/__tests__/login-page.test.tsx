import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

async function fillAndSubmit(email = 'ana@proveedor.mx', password = 'Secreta12345') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Usuario/), email);
  await user.type(screen.getByLabelText(/Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

/** Nobody signed in yet: user info answers 401 until the sign-in, then the user. */
const signedOutThenIn = () => [apiError(401, 'unauthorized', 'Sin sesión'), jsonResponse(demoUser())];

/** /login with the password form (no single sign-on on this host) and the given answer to POST /api/login. */
function passwordHost(login?: Answer | Answer[], extra: Record<string, Answer | Answer[]> = {}) {
  return mockApi({
    'GET /api/login/options': jsonResponse({ sso: false }),
    ...(login ? { 'POST /api/login': login } : {}),
    'GET /api/userinfo': signedOutThenIn(),
    ...extra,
  });
}

/** Every call made, as 'METHOD /path'. */
const routesCalled = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.map(([input, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${new URL(String(input), 'http://localhost').pathname}`);

describe('/login', () => {
  it('reads GET /api/login/options and renders the sign-in form and the recovery link', async () => {
    const fetch = passwordHost();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByLabelText(/Usuario/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/Contraseña/).getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe('/account/recover-password');
    expect(screen.queryByRole('link', { name: 'Iniciar sesión con SSO' })).toBeNull();
    expect(callsTo(fetch, 'GET /api/login/options')).toHaveLength(1);
  });

  it('shows only the single-sign-on button, linking to ssoUrl, on a host that signs in through SSO', async () => {
    const fetch = mockApi({
      'GET /api/login/options': jsonResponse({ sso: true, ssoUrl: '/login-saml?tenant=demo', tenantName: 'Demo' }),
      'GET /api/userinfo': apiError(401, 'unauthorized', 'Sin sesión'),
    });
    renderApp('/login');
    const sso = await screen.findByRole('link', { name: 'Iniciar sesión con SSO' });
    expect(sso.getAttribute('href')).toBe('/login-saml?tenant=demo');
    expect(screen.queryByLabelText(/Usuario/)).toBeNull();
    expect(screen.queryByLabelText(/Contraseña/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).toBeNull();
    expect(routesCalled(fetch).sort()).toEqual(['GET /api/login/options', 'GET /api/userinfo']);
  });

  it('carries the return URL to the SSO start and says so when single sign-on failed (/login?error=sso)', async () => {
    mockApi({ 'GET /api/login/options': jsonResponse({ sso: true, ssoUrl: '/login-saml', tenantName: 'Demo' }) });
    renderApp('/login?returnUrl=%2Fcontacts%3Ftype%3Dperson&error=sso');
    const sso = await screen.findByRole('link', { name: 'Iniciar sesión con SSO' });
    expect(sso.getAttribute('href')).toBe('/login-saml?returnUrl=%2Fcontacts%3Ftype%3Dperson');
    expect(screen.getByText(/No fue posible iniciar sesión con el inicio de sesión único/)).toBeTruthy();
  });

  it('shows the SSO failure above the password form too, and nothing without error=sso', async () => {
    passwordHost();
    const { unmount } = renderApp('/login?error=sso');
    expect(await screen.findByLabelText(/Usuario/)).toBeTruthy();
    expect(screen.getByText(/No fue posible iniciar sesión con el inicio de sesión único/)).toBeTruthy();
    unmount();
    passwordHost();
    renderApp('/login?error=otro');
    expect(await screen.findByLabelText(/Usuario/)).toBeTruthy();
    expect(screen.queryByText(/inicio de sesión único/)).toBeNull();
  });

  it.each([
    ['the options call does not exist (404)', apiError(404, 'not_found', 'El recurso solicitado no existe.')],
    ['the options answer is not what the contract says', jsonResponse({ sso: 'sí' })],
    ['the network fails', new TypeError('Failed to fetch')],
  ])('keeps the password form when %s', async (_, answer) => {
    mockApi({ 'GET /api/login/options': answer });
    renderApp('/login');
    expect(await screen.findByLabelText(/Usuario/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Iniciar sesión con SSO' })).toBeNull();
  });

  it("posts {email, password} to /api/login and shows the server's field errors", async () => {
    const fetch = passwordHost(
      apiError(400, 'bad_request', 'Datos no válidos', {
        Email: ['El usuario no existe.'],
        Password: ['La contraseña no es correcta.'],
        other: ['Cuenta bloqueada temporalmente.'],
      }),
    );
    const { router } = renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByText('El usuario no existe.')).toBeTruthy();
    expect(screen.getByText('La contraseña no es correcta.')).toBeTruthy();
    expect(screen.getByText('Cuenta bloqueada temporalmente.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');

    const [call] = callsTo(fetch, 'POST /api/login');
    expect(call?.url).toBe('/api/login');
    expect(call?.init.credentials).toBe('include');
    expect(call?.headers.get('X-Requested-With')).toBe('expediente');
    expect(call?.body).toEqual({ email: 'ana@proveedor.mx', password: 'Secreta12345' });
  });

  it('shows the 401 of a wrong password on the form and does not leave /login', async () => {
    const message = 'El correo electrónico o la contraseña no son correctos.';
    passwordHost(apiError(401, 'unauthorized', message, { other: [message] }));
    const { router } = renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['a 500', new Response('', { status: 500 })],
    ['a 404 (the endpoint does not exist yet)', apiError(404, 'not_found', 'El recurso solicitado no existe.')],
    ['a network failure', new TypeError('Failed to fetch')],
  ])("shows 'Servidor no disponible, intente más tarde.' on %s and stays on /login", async (_, answer) => {
    passwordHost(answer);
    const { router } = renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByText('Servidor no disponible, intente más tarde.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks for both fields before calling the server', async () => {
    const fetch = passwordHost(jsonResponse({ ok: true }));
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findAllByText('Campo requerido')).toHaveLength(2);
    expect(callsTo(fetch, 'POST /api/login')).toHaveLength(0);
  });

  it('goes to the same-origin returnUrl after signing in, and sends it to the server', async () => {
    const fetch = passwordHost(jsonResponse({ ok: true }));
    const { router } = renderApp(`/login?returnUrl=${encodeURIComponent('/contacts?type=person')}`);
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts'));
    expect(router.state.location.search).toBe('?type=person');
    expect(callsTo(fetch, 'POST /api/login')[0]?.url).toBe('/api/login?returnUrl=%2Fcontacts%3Ftype%3Dperson');
    expect(await screen.findByRole('heading', { name: 'Contactos y Organizaciones' })).toBeTruthy();
  });

  it('ignores a returnUrl that leaves the site and goes to /', async () => {
    passwordHost(jsonResponse({ ok: true }));
    const { router } = renderApp(`/login?returnUrl=${encodeURIComponent('//evil.example/x')}`);
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes to /login-2fa with email and returnUrl when a second factor is required', async () => {
    passwordHost(jsonResponse({ requiresTwoFactor: true, email: 'ana@proveedor.mx', returnUrl: '/documents' }), {
      'GET /api/login-2fa/status': jsonResponse({ pending: true }),
    });
    const { router } = renderApp('/login');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-2fa'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('email')).toBe('ana@proveedor.mx');
    expect(query.get('returnUrl')).toBe('/documents');
    expect(await screen.findByLabelText(/Código de verificación/)).toBeTruthy();
  });

  it("says 'Usuario' and, as its hint, that it wants the account's e-mail", async () => {
    passwordHost();
    renderApp('/login');
    const field = await screen.findByLabelText(/Usuario/);
    const hint = screen.getByText('Correo electrónico de su cuenta');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
  });

  it.each(['ana', 'ana@', 'ana@proveedor', 'ana proveedor@x.mx'])(
    "says the e-mail '%s' is malformed when the field is left, and again on submit without calling the server",
    async (typed) => {
      const fetch = passwordHost(jsonResponse({ ok: true }));
      renderApp('/login');
      const user = userEvent.setup();
      const field = await screen.findByLabelText(/Usuario/);
      await user.type(field, typed);
      expect(screen.queryByText('El formato del correo electrónico proporcionado no es válido.')).toBeNull();
      await user.tab();
      expect(await screen.findByText('El formato del correo electrónico proporcionado no es válido.')).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      await user.type(screen.getByLabelText(/Contraseña/), 'Secreta12345');
      await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      expect(await screen.findByText('El formato del correo electrónico proporcionado no es válido.')).toBeTruthy();
      expect(callsTo(fetch, 'POST /api/login')).toHaveLength(0);
    },
  );

  it('clears the format message as the user corrects the e-mail, and says nothing for an empty field left', async () => {
    passwordHost();
    renderApp('/login');
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/Usuario/);
    await user.click(field);
    await user.tab();
    expect(screen.queryByText('Campo requerido')).toBeNull();
    await user.type(field, 'ana@');
    await user.tab();
    expect(await screen.findByText('El formato del correo electrónico proporcionado no es válido.')).toBeTruthy();
    await user.type(field, 'proveedor.mx');
    expect(screen.queryByText('El formato del correo electrónico proporcionado no es válido.')).toBeNull();
    await user.tab();
    expect(screen.queryByText('El formato del correo electrónico proporcionado no es válido.')).toBeNull();
  });

  it('sends someone already signed in to / without showing the form', async () => {
    const fetch = mockApi({ 'GET /api/login/options': jsonResponse({ sso: false }), 'GET /api/userinfo': jsonResponse(demoUser()) });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByLabelText(/Usuario/)).toBeNull();
    expect(await screen.findByText('Hola, Carla')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/login')).toHaveLength(0);
  });

  it("sends someone already signed in to the same-origin returnUrl, and to '/' for one that leaves the site", async () => {
    mockApi({ 'GET /api/login/options': jsonResponse({ sso: false }), 'GET /api/userinfo': jsonResponse(demoUser()) });
    const { router, unmount } = renderApp('/login?returnUrl=%2Fnotifications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    unmount();
    mockApi({ 'GET /api/login/options': jsonResponse({ sso: false }), 'GET /api/userinfo': jsonResponse(demoUser()) });
    const other = renderApp(`/login?returnUrl=${encodeURIComponent('https://evil.example/')}`);
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/'));
  });

  it('shows the form when user info cannot be read (network failure or 5xx)', async () => {
    mockApi({ 'GET /api/login/options': jsonResponse({ sso: false }), 'GET /api/userinfo': new Response('', { status: 503 }) });
    const { router } = renderApp('/login');
    expect(await screen.findByLabelText(/Usuario/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes to the single-sign-on address when the account requires SSO', async () => {
    mockApi({
      'GET /api/login/options': jsonResponse({ sso: false, ssoUrl: '/login-saml?tenant=demo' }),
      'POST /api/login': jsonResponse({ requiresSSO: true }),
    });
    const { router } = renderApp('/login');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-saml'));
    expect(router.state.location.search).toBe('?tenant=demo');
  });

  it('uses /login-saml when the options name no SSO address', async () => {
    mockApi({ 'GET /api/login/options': jsonResponse({ sso: false }), 'POST /api/login': jsonResponse({ requiresSSO: true }) });
    const { router } = renderApp('/login');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-saml'));
  });
});
