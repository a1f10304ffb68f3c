import '../../components/__tests__/fluent-jsdom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionChannel, type SessionChannel } from '../../lib/session-channel';
import { demoUser } from '../../test/fixtures';
import { callsTo, jsonResponse, mockApi } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const minutes = (n: number) => n * 60_000;
const warningName = 'Su sesión está por cerrarse';

let otherTab: SessionChannel;
let heardByOtherTab: string[];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  otherTab = createSessionChannel();
  heardByOtherTab = [];
  otherTab.subscribe((message) => heardByOtherTab.push(message.type));
});

afterEach(() => {
  otherTab.close();
  vi.useRealTimers();
});

async function signedInAt(path: string) {
  const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()), 'GET /api/logout': jsonResponse({ ok: true }) });
  const view = renderApp(path);
  expect(await screen.findByRole('heading', { name: 'Contactos y Organizaciones' })).toBeTruthy();
  return { fetch, ...view };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('idle warning (a minute before the 20-minute logout)', () => {
  it("warns at 19 minutes with the seconds left and 'Seguir conectado' focused; without an answer, logs out at 20", async () => {
    const { fetch, router } = await signedInAt('/contacts');
    await wait(minutes(19) - 1000);
    expect(screen.queryByRole('alertdialog', { name: warningName })).toBeNull();
    await wait(1000);
    const dialog = await screen.findByRole('alertdialog', { name: warningName });
    expect(within(dialog).getByText('Por inactividad, su sesión se cerrará en 60 segundos. ¿Desea seguir conectado?')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Seguir conectado' })));
    await wait(30_000);
    expect(within(dialog).getByText(/se cerrará en 30 segundos/)).toBeTruthy();

    // Pointer movement is not an answer.
    act(() => void window.dispatchEvent(new PointerEvent('pointermove')));
    await wait(30_000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(callsTo(fetch, 'GET /api/logout')).toHaveLength(1);
  });

  it("'Seguir conectado' keeps the session: the other tabs hear of it, user info is asked (renewing the server's timer) and the count starts again", async () => {
    const { fetch, router } = await signedInAt('/contacts');
    await wait(minutes(19));
    const dialog = await screen.findByRole('alertdialog', { name: warningName });
    const userInfoBefore = callsTo(fetch, 'GET /api/userinfo').length;

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(within(dialog).getByRole('button', { name: 'Seguir conectado' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: warningName })).toBeNull());
    await waitFor(() => expect(callsTo(fetch, 'GET /api/userinfo').length).toBe(userInfoBefore + 1));
    await waitFor(() => expect(heardByOtherTab).toContain('activity'));

    await wait(minutes(5));
    expect(router.state.location.pathname).toBe('/contacts');
    expect(callsTo(fetch, 'GET /api/logout')).toHaveLength(0);
    // 19 minutes after the answer the warning comes back.
    await wait(minutes(14) - 2000);
    expect(screen.queryByRole('alertdialog', { name: warningName })).toBeNull();
    await wait(3000);
    expect(await screen.findByRole('alertdialog', { name: warningName })).toBeTruthy();
  });

  it('closes when another tab answered it (or saw activity), and the session goes on', async () => {
    const { fetch, router } = await signedInAt('/contacts');
    await wait(minutes(19) + 5000);
    expect(await screen.findByRole('alertdialog', { name: warningName })).toBeTruthy();
    otherTab.post({ type: 'activity' });
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: warningName })).toBeNull());
    await wait(minutes(2));
    expect(router.state.location.pathname).toBe('/contacts');
    expect(callsTo(fetch, 'GET /api/logout')).toHaveLength(0);
  });

  it("'Cerrar sesión' ends the session now", async () => {
    const { fetch, router } = await signedInAt('/contacts');
    await wait(minutes(19));
    const dialog = await screen.findByRole('alertdialog', { name: warningName });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    await waitFor(() => expect(callsTo(fetch, 'GET /api/logout')).toHaveLength(1));
  });
});
