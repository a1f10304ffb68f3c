/**
 * The time source of rules that depend on it (session expiry, throttling, link expiry, TOTP), so tests can
 * move time instead of sleeping. Services take a Clock in their constructor; the app passes `clock`, which reads
 * the system time unless a test has put another source in place with useClock().
 */
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };

let source: Clock = systemClock;

export const clock: Clock = { now: () => source.now() };

/** Tests only: answer `clock.now()` from `next` (undefined goes back to the system time). */
export function useClock(next: Clock | undefined): void {
  source = next ?? systemClock;
}
