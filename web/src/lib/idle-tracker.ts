import { createSessionChannel, type SessionChannel } from './session-channel';

/** Part 1 §9: twenty minutes without activity end the session; activity is detected with a 300 ms debounce. */
export const idleTimeoutMs = 20 * 60_000;
export const activityDebounceMs = 300;
/** The warning comes one minute before the idle logout (WCAG 2.2.1: the user can ask for more time). */
export const idleWarningMs = 60_000;

/** Events on window that count as the user doing something (pointer, key, wheel, touch). */
export const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** The clock and timers, injected so that tests drive time by hand. */
export type IdleClock = {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export const systemClock: IdleClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export type IdleTrackerOptions = {
  /** This tab saw no activity (its own or another tab's) for timeoutMs. The other tabs have been told already. */
  onIdle: () => void;
  /** Another tab ended the session (idle or the /logout page). */
  onLogoutElsewhere?: () => void;
  /**
   * `warnBeforeMs` before the idle logout: the session ends at `logoutAt` (clock time) unless keepAlive() is called
   * here or activity arrives from another tab. Meanwhile this tab's own pointer and key events no longer count: only
   * the explicit answer does.
   */
  onWarn?: (logoutAt: number) => void;
  /** The warning is over: keepAlive() here, or activity in another tab (which may have been answered there). */
  onWarnEnd?: () => void;
  warnBeforeMs?: number;
  timeoutMs?: number;
  debounceMs?: number;
  clock?: IdleClock;
  /** The cross-tab channel; by default one of its own, closed on stop(). */
  channel?: SessionChannel;
  /** Where pointer, key, wheel and touch events arrive (window). */
  events?: EventTarget;
  /** Whose 'visibilitychange' to visible counts as activity (document). */
  visibility?: Pick<Document, 'visibilityState'> & EventTarget;
};

export type IdleTracker = {
  start: () => void;
  stop: () => void;
  /** When the last activity of any tab was seen (clock time). */
  lastActivityAt: () => number;
  /** No activity for `forMs` (default: the idle timeout). */
  isIdle: (forMs?: number) => boolean;
  /** The user asked to stay ('Seguir conectado'): counts as activity now, ends the warning, tells the other tabs. */
  keepAlive: () => void;
};

/**
 * Watches for activity and ends the session after `timeoutMs` without any, in this tab or another. A burst of
 * events counts once: the first event opens a 300 ms window and the activity is recorded (and told to the other
 * tabs) when it closes, so continuous movement reports at most every 300 ms and a single key press is never lost.
 * A timer that fires late (a sleeping laptop, a throttled background tab) is judged by the clock, and activity
 * that arrives after the deadline ends the session instead of extending it. With `onWarn`, a warning comes
 * `warnBeforeMs` (one minute) before the end; from then on only keepAlive() or another tab's activity extends it.
 */
export function createIdleTracker(options: IdleTrackerOptions): IdleTracker {
  const timeoutMs = options.timeoutMs ?? idleTimeoutMs;
  const debounceMs = options.debounceMs ?? activityDebounceMs;
  const clock = options.clock ?? systemClock;
  const warnBeforeMs = options.onWarn ? Math.min(options.warnBeforeMs ?? idleWarningMs, timeoutMs) : 0;
  const events: EventTarget | undefined = options.events ?? (typeof window === 'undefined' ? undefined : window);
  const visibility = options.visibility ?? (typeof document === 'undefined' ? undefined : document);

  let channel: SessionChannel | undefined;
  let ownsChannel = false;
  let unsubscribe: (() => void) | undefined;
  let running = false;
  let lastActivity = clock.now();
  let idleTimer: unknown;
  let debounceTimer: unknown;
  let warned = false;

  function clearTimers() {
    if (idleTimer !== undefined) clock.clearTimeout(idleTimer);
    if (debounceTimer !== undefined) clock.clearTimeout(debounceTimer);
    idleTimer = undefined;
    debounceTimer = undefined;
  }

  function scheduleIdleCheck(delay: number) {
    if (idleTimer !== undefined) clock.clearTimeout(idleTimer);
    idleTimer = clock.setTimeout(checkIdle, Math.max(0, delay));
  }

  /** Decides now (expire, warn or wait) and sets the one timer for the next decision. */
  function checkIdle() {
    if (idleTimer !== undefined) clock.clearTimeout(idleTimer);
    idleTimer = undefined;
    if (!running) return;
    const elapsed = clock.now() - lastActivity;
    if (elapsed >= timeoutMs) return expire();
    const warnAfter = timeoutMs - warnBeforeMs;
    if (warnBeforeMs > 0 && elapsed >= warnAfter) {
      if (!warned) {
        warned = true;
        options.onWarn?.(lastActivity + timeoutMs);
      }
      return scheduleIdleCheck(timeoutMs - elapsed);
    }
    scheduleIdleCheck((warnBeforeMs > 0 ? warnAfter : timeoutMs) - elapsed);
  }

  function markActive() {
    lastActivity = clock.now();
    if (warned) {
      warned = false;
      options.onWarnEnd?.();
    }
    checkIdle();
  }

  function expire() {
    channel?.post({ type: 'logout' });
    stop();
    options.onIdle();
  }

  /** This tab's user did something (a debounced burst of events, or the warning's answer): tell the other tabs. */
  function recordActivity() {
    if (!running) return;
    if (clock.now() - lastActivity >= timeoutMs) return expire();
    markActive();
    channel?.post({ type: 'activity' });
  }

  function flushActivity() {
    debounceTimer = undefined;
    recordActivity();
  }

  function onActivity(event: Event) {
    // Warned: the page's own events (a pointer crossing the dialog, a key) are not an answer; keepAlive() is.
    if (!running || warned) return;
    if (event.type === 'visibilitychange' && visibility?.visibilityState !== 'visible') return;
    if (clock.now() - lastActivity >= timeoutMs) return expire();
    debounceTimer ??= clock.setTimeout(flushActivity, debounceMs);
  }

  function start() {
    if (running) return;
    running = true;
    lastActivity = clock.now();
    warned = false;
    if (!channel) {
      ownsChannel = !options.channel;
      channel = options.channel ?? createSessionChannel();
    }
    unsubscribe = channel.subscribe((message) => {
      if (!running) return;
      if (message.type === 'activity') {
        markActive();
      } else {
        stop();
        options.onLogoutElsewhere?.();
      }
    });
    for (const type of activityEvents) events?.addEventListener(type, onActivity, { passive: true });
    visibility?.addEventListener('visibilitychange', onActivity);
    checkIdle();
  }

  function stop() {
    if (!running) return;
    running = false;
    clearTimers();
    unsubscribe?.();
    unsubscribe = undefined;
    for (const type of activityEvents) events?.removeEventListener(type, onActivity);
    visibility?.removeEventListener('visibilitychange', onActivity);
    if (ownsChannel) {
      channel?.close();
      channel = undefined;
    }
  }

  return {
    start,
    stop,
    lastActivityAt: () => lastActivity,
    isIdle: (forMs = timeoutMs) => clock.now() - lastActivity >= forMs,
    keepAlive: recordActivity,
  };
}
