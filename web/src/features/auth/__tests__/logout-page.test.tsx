import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSessionChannel } from '../../../lib/session-channel';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, fetchCall, jsonResponse, mockApi, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

describe('/logout', () => {
  it('calls GET /api/logout and confirms, with a link to sign in again', async () => {
    const fetch = mockFetch(new Response(null, { status: 204 }));
    renderApp('/logout');
    expect(await screen.findByText('Tu sesión se ha cerrado con éxito.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
    const { url, init } = fetchCall(fetch);
    expect(url).toBe('/api/logout');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
  });

  it('says so when the session could not be closed (e.g. the endpoint is missing)', async () => {
    mockFetch(jsonResponse({ status: 404, code: 'not_found', message: 'El recurso solicitado no existe.' }, 404));
    renderApp('/logout');
    expect(await screen.findByText('Ha ocurrido un error al cerrar la sesión, vuelva a intentarlo')).toBeTruthy();
    expect(screen.queryByText('Tu sesión se ha cerrado con éxito.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('tells the other tabs that the session ended', async () => {
    mockApi({ 'GET /api/logout': jsonResponse({ ok: true }) });
    const otherTab = createSessionChannel();
    const heard: string[] = [];
    otherTab.subscribe((m) => heard.push(m.type));
    renderApp('/logout');
    expect(await screen.findByText('Tu sesión se ha cerrado con éxito.')).toBeTruthy();
    await waitFor(() => expect(heard).toEqual(['logout']));
    otherTab.close();
  });

  it("forgets every cached answer: the previous user's pages do not show again from the cache", async () => {
    let signedIn = true;
    mockApi({
      'GET /api/userinfo': () => (signedIn ? jsonResponse(demoUser()) : apiError(401, 'unauthorized', 'Sin sesión')),
      'GET /api/logout': () => {
        signedIn = false;
        return jsonResponse({ ok: true });
      },
    });
    const { router } = renderApp('/contacts');
    expect(await screen.findByRole('heading', { name: 'Contactos y Organizaciones' })).toBeTruthy();
    await act(() => router.navigate('/logout'));
    expect(await screen.findByText('Tu sesión se ha cerrado con éxito.')).toBeTruthy();

    await act(() => router.navigate('/contacts'));
    // With the user still cached, the page would render at once; it must wait for user info, which now says 401.
    expect(screen.queryByRole('heading', { name: 'Contactos y Organizaciones' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/contacts');
  });

  it('makes no second call when the page that sent the user here already closed the session', async () => {
    const fetch = mockApi({ 'GET /api/logout': jsonResponse({ ok: true }), 'GET /api/login/options': jsonResponse({ sso: false }) });
    const { router } = renderApp('/login');
    await act(() => router.navigate('/logout', { state: { loggedOut: true } }));
    expect(await screen.findByText('Tu sesión se ha cerrado con éxito.')).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/logout')).toHaveLength(0);
  });
});
