import type { Variant } from './variant';

/** Where a toast appears (part 2 §9). */
export type ToastPosition = 'top-right' | 'bottom-center';

/** One toast or push alert to show, as useNotify describes it to the toaster host. */
export type NotifyShow = {
  type: 'show';
  id: string;
  kind: 'toast' | 'push';
  position: ToastPosition;
  title?: string;
  message?: string;
  variant: Variant;
  important?: boolean;
  timeout: number;
  /** Announced at once (danger toasts, important alerts) instead of politely. */
  assertive: boolean;
};
export type NotifyOp = NotifyShow | { type: 'dismiss'; id: string } | { type: 'dismissAll' };

/**
 * The hand-over between useNotify and the toaster host. The Fluent Toaster and the toast component are a separate
 * chunk that loads when the first toast is asked for (decision 006): until the host is mounted, what is asked for
 * waits here, in order, and the host shows it as soon as it mounts. Then every new request reaches it at once.
 */
const pending: NotifyOp[] = [];
const listeners = new Set<() => void>();

export function sendNotifyOp(op: NotifyOp): void {
  pending.push(op);
  for (const listener of listeners) listener();
}

/**
 * Asks for the toaster host to be mounted now, with nothing to show yet. A modal does this when it opens: a toast
 * from a modal is common, and the Fluent Toaster must not mount while the modal's Dialog is closing (Tabster then
 * leaves the page behind it hidden from assistive technology).
 */
export function prepareToaster(): void {
  for (const listener of listeners) listener();
}

/** Takes (and removes) everything asked for so far, oldest first. */
export function takeNotifyOps(): NotifyOp[] {
  return pending.splice(0);
}

export function hasPendingNotifyOps(): boolean {
  return pending.length > 0;
}

/** Called after each new request; returns the unsubscribe function. */
export function subscribeNotifyOps(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets what nobody showed (tests, between cases). */
export function clearNotifyOps(): void {
  pending.length = 0;
}
