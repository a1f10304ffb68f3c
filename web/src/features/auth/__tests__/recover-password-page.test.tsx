import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const supportFailure = 'Hubo un error procesando su solicitud, favor de comunicarse al correo: soporte@demo.expediente.mx';

async function submit(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText(/Correo electrónico/), email);
  await user.click(await screen.findByRole('button', { name: 'Enviar enlace' }));
}

describe('/account/recover-password', () => {
  it('asks for the e-mail, with a way back to sign in', async () => {
    renderApp('/account/recover-password');
    expect(await screen.findByRole('heading', { name: 'Recuperar contraseña' })).toBeTruthy();
    expect(screen.getByLabelText(/Correo electrónico/).getAttribute('type')).toBe('email');
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/login');
  });

  it('puts focus in the e-mail field', async () => {
    renderApp('/account/recover-password');
    const field = await screen.findByLabelText(/Correo electrónico/);
    expect(document.activeElement).toBe(field);
  });

  it.each(['', '   '])("says 'Campo requerido' for an empty field ('%s') without calling the server", async (email) => {
    const fetch = mockApi({ 'POST /api/forgotPassword': jsonResponse({ ok: true }) });
    renderApp('/account/recover-password');
    await submit(email);
    expect(await screen.findByText('Campo requerido')).toBeTruthy();
    expect(screen.queryByText('El formato del correo electrónico proporcionado no es válido.')).toBeNull();
    expect(screen.getByLabelText(/Correo electrónico/).getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(['ana', 'ana@', 'ana@proveedor', 'ana proveedor@x.mx'])(
    "says 'El formato del correo electrónico proporcionado no es válido.' for '%s' without calling the server",
    async (email) => {
      const fetch = mockApi({ 'POST /api/forgotPassword': jsonResponse({ ok: true }) });
      renderApp('/account/recover-password');
      await submit(email);
      expect(await screen.findByText('El formato del correo electrónico proporcionado no es válido.')).toBeTruthy();
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('posts {email} to /api/forgotPassword and shows the success through #success', async () => {
    const fetch = mockApi({ 'POST /api/forgotPassword': jsonResponse({ ok: true }) });
    const { router } = renderApp('/account/recover-password');
    await submit('  ana@proveedor.mx ');
    await waitFor(() => expect(router.state.location.hash).toBe('#success'));
    expect(router.state.location.pathname).toBe('/account/recover-password');
    expect(await screen.findByText(/recibirá un mensaje con el enlace para restablecer su contraseña/)).toBeTruthy();
    expect(screen.queryByLabelText(/Correo electrónico/)).toBeNull();
    const [call] = callsTo(fetch, 'POST /api/forgotPassword');
    expect(call?.body).toEqual({ email: 'ana@proveedor.mx' });
    expect(call?.headers.get('X-Requested-With')).toBe('expediente');
  });

  it('renders the success state for an address that already has #success', async () => {
    renderApp('/account/recover-password#success');
    expect(await screen.findByText(/recibirá un mensaje con el enlace/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar enlace' })).toBeNull();
  });

  it.each([
    ['a 500', new Response('', { status: 500 })],
    ['a 429', apiError(429, 'too_many_requests', 'Demasiados intentos. Intente de nuevo en 2 minutos.')],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('names the support address on %s', async (_, answer) => {
    mockApi({ 'POST /api/forgotPassword': answer });
    const { router } = renderApp('/account/recover-password');
    await submit('ana@proveedor.mx');
    expect(await screen.findByText(supportFailure)).toBeTruthy();
    expect(router.state.location.hash).toBe('');
  });
});
