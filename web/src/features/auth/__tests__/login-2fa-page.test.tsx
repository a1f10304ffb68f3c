import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const page = (returnUrl = '/documents') => `/login-2fa?${new URLSearchParams({ email: 'ana@proveedor.mx', returnUrl }).toString()}`;

/** A first step is waiting (GET /api/login-2fa/status) and POST /api/login-2fa gives `answer`. */
function server(answer?: Answer | Answer[]) {
  return mockApi({
    'GET /api/login-2fa/status': jsonResponse({ pending: true }),
    ...(answer ? { 'POST /api/login-2fa': answer } : {}),
    'GET /api/userinfo': jsonResponse(demoUser()),
  });
}

describe('/login-2fa', () => {
  it('asks for the code with a numeric one-time-code field, the checkbox and the recovery link', async () => {
    server();
    renderApp(page());
    expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeTruthy();
    const code = screen.getByLabelText(/Código de verificación/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByRole('checkbox', { name: 'No volver a preguntar en este dispositivo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usar un código de recuperación' })).toBeTruthy();
    expect(screen.getByText('ana@proveedor.mx')).toBeTruthy();
  });

  it('keeps digits only, at most 6, as the user types or pastes', async () => {
    server();
    renderApp(page());
    const user = userEvent.setup();
    const code = (await screen.findByLabelText(/Código de verificación/)) as HTMLInputElement;
    await user.type(code, '12a3-4 5');
    expect(code.value).toBe('12345');
    await user.clear(code);
    await user.click(code);
    await user.paste('98 76 54 32');
    expect(code.value).toBe('987654');
    await user.clear(code);
    await user.click(code);
    await user.paste('123 456');
    expect(code.value).toBe('123456');
  });

  it.each(['', '12345'])("says 'Su código debe ser de 6 dígitos' for '%s' and does not call the server", async (typed) => {
    const fetch = server(jsonResponse({ ok: true }));
    renderApp(page());
    const user = userEvent.setup();
    const code = await screen.findByLabelText(/Código de verificación/);
    if (typed) await user.type(code, typed);
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Su código debe ser de 6 dígitos')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/login-2fa')).toHaveLength(0);
  });

  it('posts {token, rememberClient} and goes to the returnUrl', async () => {
    const fetch = server(jsonResponse({ ok: true, returnUrl: '/documents' }));
    const { router } = renderApp(page('/documents?year=2025'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Código de verificación/), '123456');
    await user.click(screen.getByRole('checkbox', { name: 'No volver a preguntar en este dispositivo' }));
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(router.state.location.search).toBe('?year=2025');
    const [call] = callsTo(fetch, 'POST /api/login-2fa');
    expect(call?.body).toEqual({ token: '123456', rememberClient: true });
    expect(call?.headers.get('X-Requested-With')).toBe('expediente');
  });

  it("sends rememberClient false by default and goes to '/' for a returnUrl that leaves the site", async () => {
    const fetch = server(jsonResponse({ ok: true }));
    const { router } = renderApp(page('https://evil.example/'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Código de verificación/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetch, 'POST /api/login-2fa')[0]?.body).toEqual({ token: '654321', rememberClient: false });
  });

  it('uses the returnUrl the server answers when the address has none', async () => {
    server(jsonResponse({ ok: true, returnUrl: '/orders' }));
    const { router } = renderApp('/login-2fa?email=ana%40proveedor.mx');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Código de verificación/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it('puts focus in the code field on arrival', async () => {
    server();
    renderApp(page());
    const code = await screen.findByLabelText(/Código de verificación/);
    expect(document.activeElement).toBe(code);
  });

  it('goes to /login, keeping the returnUrl, when no sign-in is waiting for its second factor', async () => {
    const fetch = mockApi({ 'GET /api/login-2fa/status': jsonResponse({ pending: false }), 'GET /api/login/options': jsonResponse({ sso: false }) });
    const { router } = renderApp(page('/documents'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnUrl=%2Fdocuments');
    expect(await screen.findByLabelText(/Usuario/)).toBeTruthy();
    expect(screen.queryByLabelText(/Código de verificación/)).toBeNull();
    expect(callsTo(fetch, 'POST /api/login-2fa')).toHaveLength(0);
  });

  it.each([
    ['the status call does not exist (404)', apiError(404, 'not_found', 'El recurso solicitado no existe.')],
    ['the network fails', new TypeError('Failed to fetch')],
  ])('shows the form when the status cannot be read (%s): the server decides on submit', async (_, answer) => {
    mockApi({ 'GET /api/login-2fa/status': answer });
    const { router } = renderApp(page());
    expect(await screen.findByLabelText(/Código de verificación/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login-2fa');
  });

  it("a sign-in after an earlier visit without one shows the form (the earlier 'no' is not reused)", async () => {
    const fetch = mockApi({
      'GET /api/login-2fa/status': [jsonResponse({ pending: false }), jsonResponse({ pending: true })],
      'GET /api/login/options': jsonResponse({ sso: false }),
      'GET /api/userinfo': apiError(401, 'unauthorized', 'Sin sesión'),
      'POST /api/login': jsonResponse({ requiresTwoFactor: true, email: 'ana@proveedor.mx', returnUrl: '/' }),
    });
    const { router } = renderApp(page());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Usuario/), 'ana@proveedor.mx');
    await user.type(screen.getByLabelText(/Contraseña/), 'Secreta12345');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-2fa'));
    expect(await screen.findByLabelText(/Código de verificación/)).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/login-2fa');
    expect(callsTo(fetch, 'POST /api/login')).toHaveLength(1);
  });

  it('shows a refused code as the field\'s message (not a banner) and puts focus back in the field', async () => {
    server(apiError(401, 'unauthorized', 'El código no es válido o ya fue utilizado.', { token: ['El código no es válido o ya fue utilizado.'] }));
    renderApp(page());
    const user = userEvent.setup();
    const code = await screen.findByLabelText(/Código de verificación/);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    const message = await screen.findByText('El código no es válido o ya fue utilizado.');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(document.querySelector('.fui-MessageBar')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(code));
    // Typing again clears it.
    await user.type(code, '1');
    expect(screen.queryByText('El código no es válido o ya fue utilizado.')).toBeNull();
  });

  it("shows the server's messages joined when the code is refused, and stays", async () => {
    server(apiError(401, 'unauthorized', 'El código no es válido o ya fue utilizado.', {
      token: ['El código no es válido o ya fue utilizado.'],
      other: ['Le quedan 2 intentos.'],
    }));
    const { router } = renderApp(page());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Código de verificación/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('El código no es válido o ya fue utilizado. Le quedan 2 intentos.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login-2fa');
  });

  it("shows the server's message when the failure has no field list (an expired first step)", async () => {
    server(apiError(401, 'unauthorized', 'La verificación en dos pasos expiró; inicie sesión de nuevo.'));
    renderApp(page());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Código de verificación/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('La verificación en dos pasos expiró; inicie sesión de nuevo.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/login?returnUrl=%2Fdocuments');
  });

  it('accepts a recovery code instead, through the link, and posts it', async () => {
    const fetch = server(jsonResponse({ ok: true }));
    const { router } = renderApp(page());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Usar un código de recuperación' }));
    const field = screen.getByLabelText(/Código de recuperación/);
    expect(field.getAttribute('inputmode')).toBe('text');
    await user.type(field, 'ab12-CD34!');
    expect((field as HTMLInputElement).value).toBe('ab12-CD34');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(callsTo(fetch, 'POST /api/login-2fa')[0]?.body).toEqual({ token: 'ab12-CD34', rememberClient: false });
  });

  it('checks the recovery code format and can go back to the app code', async () => {
    const fetch = server(jsonResponse({ ok: true }));
    renderApp(page());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Usar un código de recuperación' }));
    await user.type(screen.getByLabelText(/Código de recuperación/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('El código de recuperación no es válido.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/login-2fa')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Usar el código de la aplicación de autenticación' }));
    expect(screen.getByLabelText(/Código de verificación/).getAttribute('inputmode')).toBe('numeric');
  });
});
