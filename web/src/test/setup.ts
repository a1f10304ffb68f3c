import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadToasterHost } from '../app/app-toaster';
import { clearNotifyOps } from '../components/notify-queue';
import { setBrowserLocation } from '../lib/browser-location';
import { resetWebConfig } from '../lib/config';

// Pages, the shell and its parts are lazy chunks: the first render of a test file transforms them all, which on a
// busy machine can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

// The toaster host is a lazy chunk in the app; downloaded here first, a toast mounts in the render that asks for it.
await loadToasterHost();

// Fluent UI reads these; jsdom does not implement them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverStub });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

/**
 * jsdom runs animation frames and its focus fix-up (focus back to <body> when the focused element leaves the page) on
 * one Node interval, started with whatever setInterval is global at that moment and never again while it is set.
 * Started while a test has fake timers (a dialog closing under vi.useFakeTimers), it is a fake interval that dies with
 * them: every later requestAnimationFrame of the worker never runs — the window is shared between files (vitest.config
 * isolate: false) — and SWR's revalidation of a cached page, which waits for a frame, with it. The two ways in start the
 * interval with the real timers, taken when the worker first loads this file, before any test could fake them.
 */
type JsdomFrames = { requestAnimationFrame: (callback: FrameRequestCallback) => number; _requestFocusFixup?: () => void };
const wrapped = Symbol.for('expediente.realIntervalFrames');
const frames = globalThis as unknown as JsdomFrames & Record<symbol, { setInterval: typeof setInterval; clearInterval: typeof clearInterval } | undefined>;
const realIntervals = (frames[wrapped] ??= { setInterval: globalThis.setInterval, clearInterval: globalThis.clearInterval });
function withRealIntervals<T>(run: () => T): T {
  const current = { setInterval: globalThis.setInterval, clearInterval: globalThis.clearInterval };
  Object.assign(globalThis, realIntervals);
  try {
    return run();
  } finally {
    Object.assign(globalThis, current);
  }
}
for (const key of ['requestAnimationFrame', '_requestFocusFixup'] as const) {
  const original = frames[key] as ((...args: unknown[]) => unknown) & { [wrapped]?: true } | undefined;
  if (!original || original[wrapped]) continue;
  const safe = Object.assign((...args: unknown[]) => withRealIntervals(() => original(...args)), { [wrapped]: true as const });
  Object.assign(frames, { [key]: safe });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The web project shares modules between test files (vitest.config.ts isolate: false): drop VITE_* values a test set.
  vi.unstubAllEnvs();
  resetWebConfig();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  setBrowserLocation();
  clearNotifyOps();
  window.history.replaceState(null, '', '/');
});
