import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const token = 'aW52aXRhY2lvbi1kZS1wcnVlYmE';
const newToken = 'bnVldmEtaW52aXRhY2lvbi0xMjM';
const email = 'invitado@demo.expediente.mx';
const link = (path: string, t = token) => `${path}?${new URLSearchParams({ t, e: email }).toString()}`;
const supportFailure = 'Hubo un error procesando su solicitud, favor de comunicarse al correo: soporte@demo.expediente.mx';

afterEach(() => vi.useRealTimers());

async function setPassword(user = userEvent.setup()) {
  await user.type(await screen.findByLabelText(/^Nueva contraseña/), 'Bienvenida2026');
  await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'Bienvenida2026');
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  return user;
}

describe.each([
  ['/account/redeem', 'Activar cuenta'],
  ['/supplier/redeem-invite', 'Registro de proveedor'],
])('%s', (path, title) => {
  it('sets a password with the rules and posts {email, password, confirmPassword, token}', async () => {
    const fetch = mockApi({ 'POST /api/redeem-invite': jsonResponse({ ok: true }) });
    const { router } = renderApp(link(path));
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(email)).toBeTruthy();
    // The form's first field has focus on arrival.
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nueva contraseña/));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'corta');
    expect(screen.getByText('La contraseña tiene que ser mayor a 10 caracteres')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Nueva contraseña/));
    await setPassword(user);
    await waitFor(() => expect(router.state.location.hash).toBe('#success'));
    expect(callsTo(fetch, 'POST /api/redeem-invite')[0]?.body).toEqual({
      email,
      password: 'Bienvenida2026',
      confirmPassword: 'Bienvenida2026',
      token,
    });
    expect(await screen.findByText('Su contraseña quedó guardada. Ya puede iniciar sesión.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href')).toBe('/login');
  });

  it('goes to /login 3 s after #success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /api/login/options': jsonResponse({ sso: false }) });
    const { router } = renderApp(`${link(path)}#success`);
    expect(await screen.findByText('Lo llevaremos a Iniciar sesión en 3 segundos.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(router.state.location.pathname).toBe(path);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['without t', `${path}?e=${encodeURIComponent(email)}`],
    ['without e', `${path}?t=${token}`],
    ['with a malformed t', `${path}?t=x%20y&e=${encodeURIComponent(email)}`],
  ])("says 'Invitacion ha expirado o es inválida' %s, without a form", async (_, address) => {
    const fetch = mockApi({});
    renderApp(address);
    expect(await screen.findByText('Invitacion ha expirado o es inválida')).toBeTruthy();
    expect(screen.queryByLabelText(/^Nueva contraseña/)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Invitacion ha expirado o es inválida' when the server refuses the token, with the support address", async () => {
    mockApi({ 'POST /api/redeem-invite': apiError(400, 'bad_request', supportFailure, { other: [supportFailure] }) });
    renderApp(link(path));
    await setPassword();
    expect(await screen.findByText('Invitacion ha expirado o es inválida')).toBeTruthy();
    expect(screen.getByText(supportFailure)).toBeTruthy();
    expect(screen.queryByLabelText(/^Nueva contraseña/)).toBeNull();
  });

  it('for an expired token: says a new one was made, counts 60 s down, then links to redeem with it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockApi({
      'POST /api/redeem-invite': [
        jsonResponse({ status: 400, code: 'bad_request', message: supportFailure, errors: { other: [supportFailure] }, newToken }, 400),
        jsonResponse({ ok: true }),
      ],
    });
    const { router } = renderApp(link(path));
    const user = await setPassword(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    expect(await screen.findByText('Su invitación expiró y se generó una nueva.')).toBeTruthy();
    expect(screen.getByText('Podrá continuar en 60 segundos.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continuar con la nueva invitación' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText('Podrá continuar en 30 segundos.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByText('Podrá continuar en 1 segundo.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continuar con la nueva invitación' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));

    const next = await screen.findByRole('link', { name: 'Continuar con la nueva invitación' });
    expect(next.getAttribute('href')).toBe(link(path, newToken));
    await user.click(next);
    expect(new URLSearchParams(router.state.location.search).get('t')).toBe(newToken);
    await setPassword(user);
    await waitFor(() => expect(router.state.location.hash).toBe('#success'));
    expect(callsTo(fetch, 'POST /api/redeem-invite')[1]?.body).toMatchObject({ token: newToken, email });
  });

  it('names the support address on a server failure', async () => {
    mockApi({ 'POST /api/redeem-invite': new Response('', { status: 503 }) });
    renderApp(link(path));
    await setPassword();
    expect(await screen.findByText(supportFailure)).toBeTruthy();
    expect(screen.getByLabelText(/^Nueva contraseña/)).toBeTruthy();
  });
});

describe('redeem: no answer from the server', () => {
  it("/account/redeem names the support address", async () => {
    mockApi({ 'POST /api/redeem-invite': new TypeError('Failed to fetch') });
    renderApp(link('/account/redeem'));
    await setPassword();
    expect(await screen.findByText(supportFailure)).toBeTruthy();
  });

  it("/supplier/redeem-invite says 'No se pudo conectar con el servidor.' (part 2 registration)", async () => {
    mockApi({ 'POST /api/redeem-invite': new TypeError('Failed to fetch') });
    renderApp(link('/supplier/redeem-invite'));
    await setPassword();
    expect(await screen.findByText('No se pudo conectar con el servidor.')).toBeTruthy();
  });
});
