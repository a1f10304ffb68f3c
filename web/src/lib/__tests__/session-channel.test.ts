import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceLogout, createSessionChannel, sessionStorageKey, type SessionChannel, type SessionMessage } from '../session-channel';

const open: SessionChannel[] = [];
afterEach(() => {
  for (const channel of open.splice(0)) channel.close();
});

function collect(channel: SessionChannel) {
  const got: SessionMessage[] = [];
  channel.subscribe((message) => got.push(message));
  return got;
}

describe('session channel', () => {
  it('carries messages between tabs over BroadcastChannel, never back to the sender', async () => {
    expect(typeof BroadcastChannel).toBe('function');
    const a = createSessionChannel();
    const b = createSessionChannel();
    open.push(a, b);
    const toA = collect(a);
    const toB = collect(b);
    a.post({ type: 'activity' });
    announceLogout();
    await vi.waitFor(() => expect(toB).toEqual([{ type: 'activity' }, { type: 'logout' }]));
    expect(toA).toEqual([{ type: 'logout' }]);
  });

  it('falls back to a localStorage key and its storage event where BroadcastChannel is missing', () => {
    const environment = { BroadcastChannel: undefined, storage: window.localStorage, events: window };
    const channel = createSessionChannel(environment);
    open.push(channel);
    const got = collect(channel);

    channel.post({ type: 'activity' });
    const written = JSON.parse(window.localStorage.getItem(sessionStorageKey) ?? 'null') as { type: string; nonce: string };
    expect(written.type).toBe('activity');
    channel.post({ type: 'activity' });
    const second = JSON.parse(window.localStorage.getItem(sessionStorageKey) ?? 'null') as { nonce: string };
    // A repeated message must still change the value, or the other tabs get no storage event.
    expect(second.nonce).not.toBe(written.nonce);

    // What another tab's write looks like here:
    const fromOtherTab = (key: string | null, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    fromOtherTab(sessionStorageKey, JSON.stringify({ type: 'logout', nonce: 'x' }));
    fromOtherTab('expediente.theme', JSON.stringify({ type: 'logout' }));
    fromOtherTab(sessionStorageKey, 'no es json');
    fromOtherTab(sessionStorageKey, JSON.stringify({ type: 'otra-cosa' }));
    fromOtherTab(sessionStorageKey, null);
    expect(got).toEqual([{ type: 'logout' }]);

    channel.close();
    fromOtherTab(sessionStorageKey, JSON.stringify({ type: 'logout', nonce: 'y' }));
    expect(got).toHaveLength(1);
  });

  it('announces a logout through the fallback as well', () => {
    announceLogout({ BroadcastChannel: undefined, storage: window.localStorage, events: window });
    expect(JSON.parse(window.localStorage.getItem(sessionStorageKey) ?? '{}')).toMatchObject({ type: 'logout' });
  });
});
