import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchCall, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

async function fillAndSubmit(email = 'ana@proveedor.mx', password = 'Secreta12345') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Usuario/), email);
  await user.type(screen.getByLabelText(/Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('/login', () => {
  it('renders the sign-in form and the recovery link', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByLabelText(/Usuario/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/Contraseña/).getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe('/account/recover-password');
  });

  it("posts {email, password} to /api/login and shows the server's field errors", async () => {
    const fetch = mockFetch(
      jsonResponse(
        {
          status: 400,
          code: 'bad_request',
          message: 'Datos no válidos',
          errors: { Email: ['El usuario no existe.'], Password: ['La contraseña no es correcta.'], other: ['Cuenta bloqueada temporalmente.'] },
        },
        400,
      ),
    );
    const { router } = renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByText('El usuario no existe.')).toBeTruthy();
    expect(screen.getByText('La contraseña no es correcta.')).toBeTruthy();
    expect(screen.getByText('Cuenta bloqueada temporalmente.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');

    const { url, init, headers } = fetchCall(fetch);
    expect(url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.get('X-Requested-With')).toBe('expediente');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ana@proveedor.mx', password: 'Secreta12345' });
  });

  it.each([
    ['a 500', () => new Response('', { status: 500 })],
    ['a 404 (the endpoint does not exist yet)', () => jsonResponse({ status: 404, code: 'not_found', message: 'El recurso solicitado no existe.' }, 404)],
    ['a network failure', () => new TypeError('Failed to fetch')],
  ])("shows 'Servidor no disponible, intente más tarde.' on %s and stays on /login", async (_, answer) => {
    mockFetch(answer());
    const { router } = renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByText('Servidor no disponible, intente más tarde.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks for both fields before calling the server', async () => {
    const fetch = mockFetch();
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findAllByText('Campo requerido')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('goes to the same-origin returnUrl after signing in', async () => {
    mockFetch(jsonResponse({ ok: true }));
    const { router } = renderApp(`/login?returnUrl=${encodeURIComponent('/contacts?type=person')}`);
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts'));
    expect(router.state.location.search).toBe('?type=person');
  });

  it('ignores a returnUrl that leaves the site and goes to /', async () => {
    mockFetch(jsonResponse({ ok: true }));
    const { router } = renderApp(`/login?returnUrl=${encodeURIComponent('//evil.example/x')}`);
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes to /login-2fa with email and returnUrl when a second factor is required', async () => {
    mockFetch(jsonResponse({ requiresTwoFactor: true, email: 'ana@proveedor.mx', returnUrl: '/documents' }));
    const { router } = renderApp('/login');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-2fa'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('email')).toBe('ana@proveedor.mx');
    expect(query.get('returnUrl')).toBe('/documents');
  });
});
