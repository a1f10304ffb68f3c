import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityDebounceMs, createIdleTracker, idleTimeoutMs, idleWarningMs, type IdleTracker } from '../idle-tracker';
import type { SessionChannel, SessionMessage } from '../session-channel';

/** Tabs of one browser, in memory: what one posts, every other receives (never the sender), at once. */
function browserTabs() {
  const members = new Set<{ listeners: Set<(m: SessionMessage) => void> }>();
  const posted: SessionMessage[] = [];
  function open(): SessionChannel {
    const me = { listeners: new Set<(m: SessionMessage) => void>() };
    members.add(me);
    return {
      post: (message) => {
        posted.push(message);
        for (const other of members) if (other !== me) for (const listener of other.listeners) listener(message);
      },
      subscribe: (listener) => {
        me.listeners.add(listener);
        return () => me.listeners.delete(listener);
      },
      close: () => members.delete(me),
    };
  }
  return { open, posted };
}

const minutes = (n: number) => n * 60_000;
let trackers: IdleTracker[] = [];

function tab(channel: SessionChannel, events = new EventTarget()) {
  const onIdle = vi.fn();
  const onLogoutElsewhere = vi.fn();
  const visibility = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const tracker = createIdleTracker({ onIdle, onLogoutElsewhere, channel, events, visibility });
  trackers.push(tracker);
  tracker.start();
  const act = (type = 'keydown') => events.dispatchEvent(new Event(type));
  return { tracker, onIdle, onLogoutElsewhere, events, visibility, act };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T15:00:00Z'));
});

afterEach(() => {
  for (const tracker of trackers) tracker.stop();
  trackers = [];
  vi.useRealTimers();
});

describe('idle tracker', () => {
  it('uses the spec constants: 20 minutes, 300 ms', () => {
    expect(idleTimeoutMs).toBe(1_200_000);
    expect(activityDebounceMs).toBe(300);
  });

  it('ends the session after exactly 20 minutes without activity and tells every other tab', () => {
    const tabs = browserTabs();
    const a = tab(tabs.open());
    const b = tab(tabs.open());
    vi.advanceTimersByTime(minutes(20) - 1);
    expect(a.onIdle).not.toHaveBeenCalled();
    expect(b.onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // Both tabs reached the deadline; the first to notice logs out and the other follows it.
    expect(a.onIdle.mock.calls.length + b.onIdle.mock.calls.length).toBe(1);
    expect(a.onLogoutElsewhere.mock.calls.length + b.onLogoutElsewhere.mock.calls.length).toBe(1);
    expect(tabs.posted).toContainEqual({ type: 'logout' });
    vi.advanceTimersByTime(minutes(60));
    expect(a.onIdle.mock.calls.length + b.onIdle.mock.calls.length).toBe(1);
  });

  it('counts a burst of events once, 300 ms after it starts, and tells the other tabs once', () => {
    const tabs = browserTabs();
    const a = tab(tabs.open());
    const start = Date.now();
    a.act('pointermove');
    vi.advanceTimersByTime(100);
    a.act('wheel');
    vi.advanceTimersByTime(100);
    a.act('keydown');
    expect(tabs.posted).toEqual([]);
    expect(a.tracker.lastActivityAt()).toBe(start);
    vi.advanceTimersByTime(99);
    expect(tabs.posted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(tabs.posted).toEqual([{ type: 'activity' }]);
    expect(a.tracker.lastActivityAt()).toBe(start + 300);
    vi.advanceTimersByTime(minutes(1));
    expect(tabs.posted).toHaveLength(1);
  });

  it('reports continuous activity at most every 300 ms', () => {
    const tabs = browserTabs();
    const a = tab(tabs.open());
    for (let i = 0; i < 30; i++) {
      a.act('pointermove');
      vi.advanceTimersByTime(50);
    }
    // 1.5 s of movement: five windows of 300 ms.
    expect(tabs.posted).toHaveLength(5);
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'])('takes %s as activity and postpones the logout', (type) => {
    const a = tab(browserTabs().open());
    vi.advanceTimersByTime(minutes(19));
    a.act(type);
    vi.advanceTimersByTime(activityDebounceMs);
    vi.advanceTimersByTime(minutes(20) - activityDebounceMs - 1);
    expect(a.onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(activityDebounceMs + 1);
    expect(a.onIdle).toHaveBeenCalledTimes(1);
  });

  it('ignores events that are not activity', () => {
    const a = tab(browserTabs().open());
    vi.advanceTimersByTime(minutes(19));
    a.act('resize');
    a.act('scroll');
    vi.advanceTimersByTime(minutes(1));
    expect(a.onIdle).toHaveBeenCalledTimes(1);
  });

  it("keeps this tab open while the user works in another one (activity is shared across tabs)", () => {
    const tabs = browserTabs();
    const a = tab(tabs.open());
    const b = tab(tabs.open());
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(minutes(10));
      b.act('keydown');
      vi.advanceTimersByTime(activityDebounceMs);
    }
    // 50 minutes later: the user never touched tab A, but worked in B.
    expect(a.onIdle).not.toHaveBeenCalled();
    expect(b.onIdle).not.toHaveBeenCalled();
    expect(a.tracker.isIdle(minutes(1))).toBe(false);
    vi.advanceTimersByTime(minutes(20));
    expect(a.onIdle.mock.calls.length + b.onIdle.mock.calls.length).toBe(1);
  });

  it('follows a logout announced by another tab (e.g. the /logout page)', () => {
    const tabs = browserTabs();
    const a = tab(tabs.open());
    tabs.open().post({ type: 'logout' });
    expect(a.onLogoutElsewhere).toHaveBeenCalledTimes(1);
    expect(a.onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(minutes(30));
    expect(a.onIdle).not.toHaveBeenCalled();
  });

  it('takes a tab coming back into view as activity, and going out of view as none', () => {
    const a = tab(browserTabs().open());
    vi.advanceTimersByTime(minutes(10));
    a.visibility.visibilityState = 'hidden';
    a.visibility.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(activityDebounceMs);
    expect(a.tracker.isIdle(minutes(10))).toBe(true);
    a.visibility.visibilityState = 'visible';
    a.visibility.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(activityDebounceMs);
    expect(a.tracker.isIdle(minutes(1))).toBe(false);
  });

  it('ends the session, instead of extending it, when activity arrives after the deadline (the computer slept)', () => {
    const a = tab(browserTabs().open());
    // The clock moves 25 minutes while no timer runs (suspended laptop, throttled background tab).
    vi.setSystemTime(Date.now() + minutes(25));
    a.act('pointerdown');
    expect(a.onIdle).toHaveBeenCalledTimes(1);
  });

  it('judges a late timer by the clock', () => {
    const a = tab(browserTabs().open());
    vi.advanceTimersByTime(minutes(5));
    a.act('keydown');
    vi.advanceTimersByTime(activityDebounceMs);
    // The first check was scheduled for minute 20 from the start; the user was active at minute 5.
    vi.advanceTimersByTime(minutes(15) - activityDebounceMs);
    expect(a.onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(minutes(5) + activityDebounceMs);
    expect(a.onIdle).toHaveBeenCalledTimes(1);
  });

  it('answers isIdle for a shorter period (the user-info refresh asks about 2 minutes)', () => {
    const a = tab(browserTabs().open());
    expect(a.tracker.isIdle(minutes(2))).toBe(false);
    vi.advanceTimersByTime(minutes(2));
    expect(a.tracker.isIdle(minutes(2))).toBe(true);
    expect(a.tracker.isIdle()).toBe(false);
    a.act();
    vi.advanceTimersByTime(activityDebounceMs);
    expect(a.tracker.isIdle(minutes(2))).toBe(false);
  });

  it('does nothing after stop(): no listeners, no timers, no messages', () => {
    const tabs = browserTabs();
    const a = tab(tabs.open());
    a.tracker.stop();
    a.act();
    vi.advanceTimersByTime(minutes(60));
    tabs.open().post({ type: 'logout' });
    expect(a.onIdle).not.toHaveBeenCalled();
    expect(a.onLogoutElsewhere).not.toHaveBeenCalled();
    expect(tabs.posted).toEqual([{ type: 'logout' }]);
  });

  it('can take the clock and timers by injection', () => {
    let now = 1_000;
    const pending: { at: number; run: () => void }[] = [];
    const onIdle = vi.fn();
    const tracker = createIdleTracker({
      onIdle,
      channel: browserTabs().open(),
      events: new EventTarget(),
      clock: {
        now: () => now,
        setTimeout: (run, ms) => pending.push({ at: now + ms, run }),
        clearTimeout: () => undefined,
      },
    });
    trackers.push(tracker);
    tracker.start();
    expect(pending.at(-1)?.at).toBe(1_000 + idleTimeoutMs);
    now += idleTimeoutMs;
    pending.at(-1)?.run();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});

/** A tab whose tracker warns a minute before the idle logout (the session guard's). */
function warnedTab(channel: SessionChannel, events = new EventTarget()) {
  const onIdle = vi.fn();
  const onLogoutElsewhere = vi.fn();
  const onWarn = vi.fn();
  const onWarnEnd = vi.fn();
  const tracker = createIdleTracker({ onIdle, onLogoutElsewhere, onWarn, onWarnEnd, channel, events });
  trackers.push(tracker);
  tracker.start();
  const act = (type = 'keydown') => events.dispatchEvent(new Event(type));
  return { tracker, onIdle, onLogoutElsewhere, onWarn, onWarnEnd, act };
}

describe('idle warning', () => {
  it('warns one minute before the idle logout, with the time the session ends, then logs out at 20 minutes', () => {
    expect(idleWarningMs).toBe(60_000);
    const a = warnedTab(browserTabs().open());
    const started = Date.now();
    vi.advanceTimersByTime(minutes(19) - 1);
    expect(a.onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(a.onWarn).toHaveBeenCalledTimes(1);
    expect(a.onWarn).toHaveBeenCalledWith(started + minutes(20));
    vi.advanceTimersByTime(minutes(1) - 1);
    expect(a.onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(a.onIdle).toHaveBeenCalledTimes(1);
    expect(a.onWarn).toHaveBeenCalledTimes(1);
    expect(a.onWarnEnd).not.toHaveBeenCalled();
  });

  it("keeps the session with keepAlive(): the warning ends, the other tabs hear of it, and the count starts again", () => {
    const tabs = browserTabs();
    const a = warnedTab(tabs.open());
    const b = warnedTab(tabs.open());
    vi.advanceTimersByTime(minutes(19) + 30_000);
    expect(a.onWarn).toHaveBeenCalledTimes(1);
    expect(b.onWarn).toHaveBeenCalledTimes(1);

    a.tracker.keepAlive();
    expect(a.onWarnEnd).toHaveBeenCalledTimes(1);
    expect(b.onWarnEnd).toHaveBeenCalledTimes(1);
    expect(tabs.posted).toEqual([{ type: 'activity' }]);
    expect(a.tracker.isIdle(1)).toBe(false);
    expect(b.tracker.isIdle(1)).toBe(false);

    vi.advanceTimersByTime(minutes(19) - 1);
    expect(a.onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(a.onWarn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(minutes(1));
    expect(a.onIdle.mock.calls.length + b.onIdle.mock.calls.length).toBe(1);
  });

  it("ignores the page's own events once warned: only the answer keeps the session", () => {
    const a = warnedTab(browserTabs().open());
    vi.advanceTimersByTime(minutes(19));
    expect(a.onWarn).toHaveBeenCalledTimes(1);
    a.act('pointermove');
    a.act('keydown');
    vi.advanceTimersByTime(activityDebounceMs);
    expect(a.onWarnEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(minutes(1) - activityDebounceMs);
    expect(a.onIdle).toHaveBeenCalledTimes(1);
  });

  it('ends the warning when another tab, not yet warned, sees activity', () => {
    const tabs = browserTabs();
    const a = warnedTab(tabs.open());
    vi.advanceTimersByTime(minutes(19) + 10_000);
    expect(a.onWarn).toHaveBeenCalledTimes(1);
    tabs.open().post({ type: 'activity' });
    expect(a.onWarnEnd).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(minutes(18));
    expect(a.onIdle).not.toHaveBeenCalled();
  });

  it('does not extend a session that has already run out: keepAlive() after the deadline logs out', () => {
    let now = 0;
    const pending: (() => void)[] = [];
    const onIdle = vi.fn();
    const tracker = createIdleTracker({
      onIdle,
      onWarn: vi.fn(),
      channel: browserTabs().open(),
      events: new EventTarget(),
      // A sleeping laptop: the timers never ran.
      clock: { now: () => now, setTimeout: (run) => pending.push(run), clearTimeout: () => undefined },
    });
    trackers.push(tracker);
    tracker.start();
    now += idleTimeoutMs + 5_000;
    tracker.keepAlive();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
