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
