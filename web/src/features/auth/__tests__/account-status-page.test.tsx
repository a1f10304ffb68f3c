import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSessionChannel } from '../../../lib/session-channel';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

describe('/account/status', () => {
  it.each([
    ['pending', 'Registro pendiente de activación'],
    ['inactive', 'Cuenta inactiva'],
    ['disabled', 'Cuenta deshabilitada'],
    ['removed', 'Cuenta eliminada'],
  ] as const)('explains the status %s as %s, with a support contact and a logout button', async (status, text) => {
    mockApi({ 'GET /api/userinfo': jsonResponse(demoUser({ userStatus: status, features: { 'enable-status-blocking': true } })) });
    renderApp('/account/status');
    expect(await screen.findByRole('heading', { name: 'Estado de la cuenta' })).toBeTruthy();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'soporte@demo.expediente.mx' }).getAttribute('href')).toBe('mailto:soporte@demo.expediente.mx');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });

  it('goes to /login when nobody is signed in (user info answers 401)', async () => {
    const fetch = mockApi({ 'GET /api/userinfo': apiError(401, 'unauthorized', 'Sin sesión'), 'GET /api/login/options': jsonResponse({ sso: false }) });
    const { router } = renderApp('/account/status');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Desconocido')).toBeNull();
    expect(callsTo(fetch, 'GET /api/logout')).toHaveLength(0);
  });

  it("says 'Desconocido' when the status cannot be read for another reason, with the logout button", async () => {
    mockApi({ 'GET /api/userinfo': new TypeError('Failed to fetch') });
    const { router } = renderApp('/account/status');
    expect(await screen.findByText('Desconocido')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/status');
  });

  it("reads the status from a 403 'account_blocked' that names it", async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse({ status: 403, code: 'account_blocked', message: 'Bloqueada', userStatus: 'removed' }, 403) });
    renderApp('/account/status');
    expect(await screen.findByText('Cuenta eliminada')).toBeTruthy();
  });

  it('asks for the status afresh, even with an active user in the cache', async () => {
    const fetch = mockApi({
      'GET /api/userinfo': [jsonResponse(demoUser()), jsonResponse(demoUser({ userStatus: 'inactive', features: { 'enable-status-blocking': true } }))],
      'POST /api/account/two-factor/setup': apiError(403, 'account_blocked', 'Su cuenta no está activa; consulte el estado de su cuenta.'),
    });
    const { router } = renderApp('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Activar verificación en dos pasos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/status'));
    expect(await screen.findByText('Cuenta inactiva')).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/userinfo')).toHaveLength(2);
  });

  it('logs out: GET /api/logout, tells the other tabs, then /logout without a second call', async () => {
    const fetch = mockApi({
      'GET /api/userinfo': jsonResponse(demoUser({ userStatus: 'pending', features: { 'enable-status-blocking': true } })),
      'GET /api/logout': jsonResponse({ ok: true }),
    });
    const otherTab = createSessionChannel();
    const heard: string[] = [];
    otherTab.subscribe((m) => heard.push(m.type));
    const { router } = renderApp('/account/status');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(await screen.findByText('Tu sesión se ha cerrado con éxito.')).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/logout')).toHaveLength(1);
    await waitFor(() => expect(heard).toEqual(['logout']));
    otherTab.close();
  });

  it('says so when the logout fails, and stays', async () => {
    mockApi({
      'GET /api/userinfo': jsonResponse(demoUser({ userStatus: 'inactive', features: { 'enable-status-blocking': true } })),
      'GET /api/logout': new Response('', { status: 500 }),
    });
    const { router } = renderApp('/account/status');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Ha ocurrido un error al cerrar la sesión, vuelva a intentarlo')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/status');
  });
});
