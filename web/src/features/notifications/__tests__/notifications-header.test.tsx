import '../../../components/__tests__/fluent-jsdom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { unreadCountRefreshMs } from '../api/get-unread-count';
import { headerTitleMax, truncate } from '../notification-text';
import { notification, page } from './notification-fixtures';

const isWarnings = (url: URL) => url.searchParams.get('type') === 'default:warning';

afterEach(() => {
  vi.useRealTimers();
});

describe('header: new notifications', () => {
  it('raises a push alert for each notification that arrived when the counter goes up (warnings marked important)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const later = () => new Date(Date.now() + 60_000).toISOString();
    const longTitle = 'Nueva obligación: cargue el comprobante de pago de cuotas obrero-patronales del IMSS correspondiente al bimestre';
    const arrivals = [
      notification({ title: longTitle, date: later() }),
      notification({ type: 'default:warning', typeLabel: 'Aviso', title: 'Mantenimiento programado', date: later() }),
      notification({ title: 'Vieja, marcada como no leída de nuevo', date: '2020-01-01T00:00:00.000Z' }),
    ];
    mockApi({
      'GET /api/userinfo': jsonResponse(demoUser({ features: { notifications: true } })),
      'GET /api/notifications-status/usr-cliente': [jsonResponse({ totalCount: 1 }), jsonResponse({ totalCount: 4 })],
      'GET /api/notifications/usr-cliente': (_init, url) => jsonResponse(page(isWarnings(url) ? [] : arrivals)),
    });
    // Not the home: it lists the unread notifications too, and this looks for the push alerts alone.
    renderApp('/account');
    expect(await screen.findByRole('link', { name: 'Notificaciones: 1 sin leer' })).toBeTruthy();
    expect(screen.queryByText('Mantenimiento programado')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(unreadCountRefreshMs + 1000);
    });
    expect(await screen.findByRole('link', { name: 'Notificaciones: 4 sin leer' })).toBeTruthy();
    expect(await screen.findByText(truncate(longTitle, headerTitleMax))).toBeTruthy();
    const warning = await screen.findByText('Mantenimiento programado');
    const alert = warning.closest('[data-notification="push"]');
    expect(alert?.textContent).toContain('Importante');
    expect(screen.queryByText('Vieja, marcada como no leída de nuevo')).toBeNull();
  });
});

describe('header: polling', () => {
  it('asks for the unread count every minute, and stops while the user is idle (5 minutes without activity)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockApi({
      'GET /api/userinfo': jsonResponse(demoUser({ features: { notifications: true } })),
      'GET /api/notifications-status/usr-cliente': jsonResponse({ totalCount: 0 }),
      'GET /api/notifications/usr-cliente': jsonResponse(page([])),
    });
    renderApp('/');
    await screen.findByRole('link', { name: 'Notificaciones: ninguna sin leer' });
    const countCalls = () => fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/notifications-status/')).length;
    expect(countCalls()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * unreadCountRefreshMs + 1000);
    });
    expect(countCalls()).toBe(3);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(8 * unreadCountRefreshMs);
    });
    const whileIdle = countCalls();
    expect(whileIdle).toBeLessThanOrEqual(6);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * unreadCountRefreshMs);
    });
    expect(countCalls()).toBe(whileIdle);
  });
});

describe('header: warning carousel', () => {
  it('shows unread default:warning notifications one at a time, moves with buttons and arrow keys, and dismisses by marking read', async () => {
    const first = notification({ type: 'default:warning', typeLabel: 'Aviso', title: 'Corte de servicio el sábado' });
    const second = notification({ type: 'default:warning', typeLabel: 'Aviso', title: 'Nuevo aviso de privacidad' });
    const server = [first, second];
    const fetch = mockApi({
      'GET /api/userinfo': jsonResponse(demoUser({ features: { notifications: true } })),
      'GET /api/notifications-status/usr-cliente': jsonResponse({ totalCount: 2 }),
      'GET /api/notifications/usr-cliente': (_init, url) => jsonResponse(page(isWarnings(url) ? server.filter((n) => n.status === 'unread') : [])),
      'PUT /api/notifications/update-status': (init) => {
        const body = JSON.parse(String(init.body)) as { notificationId: string };
        const found = server.find((n) => n.notificationId === body.notificationId);
        if (found) found.status = 'read';
        return jsonResponse({ notification: found, message: 'ok' });
      },
    });
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Avisos' });
    const warningUrl = fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).find(isWarnings);
    expect(Object.fromEntries(warningUrl!.searchParams)).toEqual({ status: 'unread', type: 'default:warning', orderBy: 'DESC', pageIndex: '1', pageSize: '10' });
    expect(within(carousel).getByText('Corte de servicio el sábado')).toBeTruthy();
    expect(within(carousel).getByRole('group', { name: 'Aviso 1 de 2' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(carousel).getByRole('button', { name: 'Aviso siguiente' }));
    expect(within(carousel).getByText('Nuevo aviso de privacidad')).toBeTruthy();
    within(carousel).getByRole('button', { name: 'Aviso anterior' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(carousel).getByText('Corte de servicio el sábado')).toBeTruthy();

    await user.click(within(carousel).getByRole('button', { name: 'Marcar como leído' }));
    await waitFor(() => expect(within(carousel).queryByText('Corte de servicio el sábado')).toBeNull());
    expect(within(carousel).getByText('Nuevo aviso de privacidad')).toBeTruthy();
    expect(within(carousel).queryByRole('button', { name: 'Aviso siguiente' })).toBeNull();
    const put = fetch.mock.calls.find(([u]) => String(u) === '/api/notifications/update-status');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ entityPublicKey: 'usr-cliente', notificationId: first.notificationId, Status: 'read' });
  });

  it('cuts long warning titles at 100 characters', async () => {
    const title = 'A'.repeat(40) + ' ' + 'B'.repeat(80);
    mockApi({
      'GET /api/userinfo': jsonResponse(demoUser({ features: { notifications: true } })),
      'GET /api/notifications-status/usr-cliente': jsonResponse({ totalCount: 1 }),
      'GET /api/notifications/usr-cliente': (_init, url) => jsonResponse(page(isWarnings(url) ? [notification({ type: 'default:warning', title })] : [])),
    });
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Avisos' });
    expect(within(carousel).getByText(`${title.slice(0, 100)}…`)).toBeTruthy();
  });
});
