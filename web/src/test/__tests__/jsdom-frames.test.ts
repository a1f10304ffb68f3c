import { expect, it, vi } from 'vitest';

/** Whether an animation frame runs within 300 ms (real timers). */
function frameRuns(): Promise<boolean> {
  return new Promise((resolve) => {
    const timeout = setTimeout(() => resolve(false), 300);
    window.requestAnimationFrame(() => {
      clearTimeout(timeout);
      resolve(true);
    });
  });
}

it('animation frames still run after a focused element left the page under fake timers (test/setup.ts)', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const button = document.createElement('button');
  document.body.append(button);
  button.focus();
  // jsdom asks for a focus fix-up, which starts its frame interval: with the fake setInterval, without the setup's fix.
  button.remove();
  vi.useRealTimers();
  expect(await frameRuns()).toBe(true);
  expect(document.activeElement).toBe(document.body);
});
