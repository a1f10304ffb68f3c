import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionChannel } from '../../../lib/session-channel';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const minutes = (n: number) => n * 60_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('session: useCurrentUser and the session guard', () => {
  it('loads the signed-in user before showing a page of the main shell', async () => {
    const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()) });
    renderApp('/contacts');
    expect(await screen.findByRole('heading', { name: 'Contactos y Organizaciones' })).toBeTruthy();
    const [call] = callsTo(fetch, 'GET /api/userinfo');
    expect(call?.init.credentials).toBe('include');
    expect(call?.headers.get('X-Requested-With')).toBe('expediente');
  });

  it('shows the loading state, not the page, while user info is on its way', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockApi({ 'GET /api/userinfo': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/contacts');
    expect(await screen.findByText('Cargando información...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Contactos y Organizaciones' })).toBeNull();
    answer(jsonResponse(demoUser()));
    expect(await screen.findByRole('heading', { name: 'Contactos y Organizaciones' })).toBeTruthy();
  });

  it.each([
    ['/contacts?type=person&search=Ana', '/contacts?type=person&search=Ana'],
    ['/admin/tenants/t-1/users', '/admin/tenants/t-1/users'],
    ['/dev/advanced', '/dev/advanced'],
    ['/', '/'],
  ])('a 401 from user info clears the user and goes to /login?returnUrl=<path+search> (%s)', async (path, returnUrl) => {
    mockApi({ 'GET /api/userinfo': apiError(401, 'unauthorized', 'Su sesión no es válida o ha expirado. Inicie sesión nuevamente.') });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(returnUrl);
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('does not send a public page to /login?returnUrl on a 401 from user info: /login shows its form', async () => {
    const fetch = mockApi({ 'GET /api/userinfo': apiError(401, 'unauthorized', 'Sin sesión'), 'GET /api/login/options': jsonResponse({ sso: false }) });
    const { router } = renderApp('/login?returnUrl=%2Forders');
    expect(await screen.findByLabelText(/Usuario/)).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/userinfo')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnUrl=%2Forders');
  });

  it("goes to /account/status on a 403 'account_blocked'", async () => {
    mockApi({
      'GET /api/userinfo': [apiError(403, 'account_blocked', 'Su cuenta no está activa; consulte el estado de su cuenta.'), jsonResponse(demoUser({ userStatus: 'inactive' }))],
    });
    const { router } = renderApp('/documents');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/status'));
    expect(await screen.findByText('Cuenta inactiva')).toBeTruthy();
  });

  it('sends a user whose status is not active to /account/status when enable-status-blocking is on', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(demoUser({ userStatus: 'disabled', features: { 'enable-status-blocking': true } })) });
    const { router } = renderApp('/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/status'));
    expect(await screen.findByText('Cuenta deshabilitada')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Órdenes de Servicio' })).toBeNull();
  });

  it('lets a user whose status is not active in when the flag is off', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(demoUser({ userStatus: 'pending', features: { 'enable-status-blocking': false } })) });
    const { router } = renderApp('/orders');
    expect(await screen.findByRole('heading', { name: 'Órdenes de Servicio' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orders/list');
  });

  it("says 'Error al cargar la información del usuario, intente nuevamente' when user info fails, and retries", async () => {
    const fetch = mockApi({ 'GET /api/userinfo': [apiError(400, 'bad_request', 'x'), jsonResponse(demoUser())] });
    renderApp('/compliance');
    expect(await screen.findByText('Error al cargar la información del usuario, intente nuevamente')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Cumplimiento' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Cumplimiento' })).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/userinfo')).toHaveLength(2);
  });

  it('refreshes user info every 2 minutes while the user is active, and not while idle', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()), 'GET /api/logout': jsonResponse({ ok: true }) });
    renderApp('/contacts');
    expect(await screen.findByRole('heading', { name: 'Contactos y Organizaciones' })).toBeTruthy();
    const userInfoCalls = () => callsTo(fetch, 'GET /api/userinfo').length;
    expect(userInfoCalls()).toBe(1);

    // Active: a key every minute; the refresh runs at each 2-minute tick.
    for (let minute = 1; minute <= 4; minute++) {
      act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
      await act(() => vi.advanceTimersByTimeAsync(minutes(1)));
    }
    expect(userInfoCalls()).toBe(3);

    // Idle: no activity; after at most one more tick the refresh stops.
    await act(() => vi.advanceTimersByTimeAsync(minutes(2)));
    const afterIdle = userInfoCalls();
    expect(afterIdle).toBeLessThanOrEqual(4);
    await act(() => vi.advanceTimersByTimeAsync(minutes(10)));
    expect(userInfoCalls()).toBe(afterIdle);

    // Back to work: the next tick refreshes again.
    act(() => void window.dispatchEvent(new PointerEvent('pointerdown')));
    await act(() => vi.advanceTimersByTimeAsync(minutes(2)));
    expect(userInfoCalls()).toBe(afterIdle + 1);
  });

  it('after 20 minutes without activity calls GET /api/logout, then shows /logout (one call only)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()), 'GET /api/logout': jsonResponse({ ok: true }) });
    const { router } = renderApp('/contacts');
    expect(await screen.findByRole('heading', { name: 'Contactos y Organizaciones' })).toBeTruthy();
    const otherTab = createSessionChannel();
    const toOtherTab: string[] = [];
    otherTab.subscribe((m) => toOtherTab.push(m.type));

    await act(() => vi.advanceTimersByTimeAsync(minutes(20) - 1000));
    expect(callsTo(fetch, 'GET /api/logout')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/contacts');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(await screen.findByText('Tu sesión se ha cerrado con éxito.')).toBeTruthy();
    expect(screen.getByText('Su sesión se cerró después de 20 minutos de inactividad.')).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/logout')).toHaveLength(1);
    vi.useRealTimers();
    await waitFor(() => expect(toOtherTab).toContain('logout'));
    otherTab.close();
  });

  it('follows another tab that logged out: this tab goes to /logout too', async () => {
    const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()), 'GET /api/logout': jsonResponse({ ok: true }) });
    const { router } = renderApp('/help/tours');
    expect(await screen.findByRole('heading', { name: 'Ayuda y recorridos' })).toBeTruthy();
    const otherTab = createSessionChannel();
    otherTab.post({ type: 'logout' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(await screen.findByText('Tu sesión se ha cerrado con éxito.')).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/logout').length).toBeGreaterThanOrEqual(1);
    otherTab.close();
  });

  it('does not watch for idleness on public pages', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockApi({});
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(minutes(25)));
    expect(router.state.location.pathname).toBe('/login');
    expect(callsTo(fetch, 'GET /api/logout')).toHaveLength(0);
    // Only /login's own question (is someone signed in?), never the 2-minute refresh.
    expect(callsTo(fetch, 'GET /api/userinfo')).toHaveLength(1);
  });
});
