import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const token = 'Qm9yZGVyLXRva2VuLXRlc3QtMTIz';
const page = `/account/reset-password?t=${token}&e=${encodeURIComponent('ana@proveedor.mx')}`;
const supportFailure = 'Hubo un error procesando su solicitud, favor de comunicarse al correo: soporte@demo.expediente.mx';

afterEach(() => vi.useRealTimers());

async function typePasswords(password: string, confirmation = password, user = userEvent.setup()) {
  await user.type(await screen.findByLabelText(/^Nueva contraseña/), password);
  if (confirmation) await user.type(screen.getByLabelText(/^Confirmar contraseña/), confirmation);
  return user;
}

describe('/account/reset-password', () => {
  it.each(['/account/reset-password', `/account/reset-password?t=${token}`, '/account/reset-password?e=ana%40proveedor.mx'])(
    'redirects %s (no t or no e) to /',
    async (path) => {
      mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()) });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it('puts focus in the new password', async () => {
    renderApp(page);
    const field = await screen.findByLabelText(/^Nueva contraseña/);
    expect(document.activeElement).toBe(field);
  });

  it('shows the password rules live, in the spec words, as the user types', async () => {
    renderApp(page);
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Nueva contraseña/);
    expect(screen.queryByText('La contraseña tiene que ser mayor a 10 caracteres')).toBeNull();
    await user.type(password, 'abc');
    expect(screen.getByText('La contraseña tiene que ser mayor a 10 caracteres')).toBeTruthy();
    expect(screen.getByText('La contraseña tiene que tener por lo menos una mayuscula y un número')).toBeTruthy();
    await user.type(password, 'defghijk');
    expect(screen.queryByText('La contraseña tiene que ser mayor a 10 caracteres')).toBeNull();
    expect(screen.getByText('La contraseña tiene que tener por lo menos una mayuscula y un número')).toBeTruthy();
    await user.type(password, 'X1');
    expect(screen.queryByText('La contraseña tiene que tener por lo menos una mayuscula y un número')).toBeNull();

    const confirmation = screen.getByLabelText(/^Confirmar contraseña/);
    await user.type(confirmation, 'abc');
    expect(screen.getByText('Las contraseñas tienen que ser iguales')).toBeTruthy();
    await user.clear(confirmation);
    await user.type(confirmation, 'abcdefghijkX1');
    expect(screen.queryByText('Las contraseñas tienen que ser iguales')).toBeNull();
  });

  it('does not call the server while a rule is broken', async () => {
    const fetch = mockApi({ 'POST /api/resetpassword': jsonResponse({ ok: true }) });
    renderApp(page);
    const user = await typePasswords('Abcdefghij1', 'Abcdefghij2');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText('Las contraseñas tienen que ser iguales')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Nueva contraseña/));
    expect(screen.getByText('La contraseña tiene que ser mayor a 10 caracteres')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts {email, password, confirmPassword, code}, shows #success and goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockApi({ 'POST /api/resetpassword': jsonResponse({ ok: true }), 'GET /api/login/options': jsonResponse({ sso: false }) });
    const { router } = renderApp(page);
    const user = await typePasswords('Abcdefghij1', 'Abcdefghij1', userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

    await waitFor(() => expect(router.state.location.hash).toBe('#success'));
    expect(await screen.findByText('Su contraseña se restableció correctamente.')).toBeTruthy();
    expect(screen.getByText('Lo llevaremos a Iniciar sesión en 3 segundos.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/resetpassword')[0]?.body).toEqual({
      email: 'ana@proveedor.mx',
      password: 'Abcdefghij1',
      confirmPassword: 'Abcdefghij1',
      code: token,
    });

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Lo llevaremos a Iniciar sesión en 2 segundos.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/account/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['the link is no longer valid (400)', apiError(400, 'bad_request', supportFailure, { other: [supportFailure] })],
    ['a 500', new Response('', { status: 500 })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('names the support address when %s', async (_, answer) => {
    mockApi({ 'POST /api/resetpassword': answer });
    const { router } = renderApp(page);
    const user = await typePasswords('Abcdefghij1');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText(supportFailure)).toBeTruthy();
    expect(router.state.location.hash).toBe('');
  });

  it("shows the server's password rules next to the field", async () => {
    mockApi({ 'POST /api/resetpassword': apiError(400, 'bad_request', 'x', { password: ['La contraseña no puede ser una de las anteriores.'] }) });
    renderApp(page);
    const user = await typePasswords('Abcdefghij1');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText('La contraseña no puede ser una de las anteriores.')).toBeTruthy();
    expect(screen.queryByText(supportFailure)).toBeNull();
  });

  it('says the link is not valid for a malformed token, without calling the server', async () => {
    const fetch = mockApi({ 'POST /api/resetpassword': jsonResponse({ ok: true }) });
    renderApp('/account/reset-password?t=corto&e=ana%40proveedor.mx');
    const user = await typePasswords('Abcdefghij1');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText('El enlace no es válido.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
