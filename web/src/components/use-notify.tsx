import { toastTimeoutMs } from '../lib/toaster';
import { sendNotifyOp, type NotifyShow, type ToastPosition } from './notify-queue';
import type { Variant } from './variant';

export { notificationExitMs, toastTimeoutMs } from '../lib/toaster';
export type { ToastPosition } from './notify-queue';

export const toastPositions = ['top-right', 'bottom-center'] as const satisfies readonly ToastPosition[];

/** Push alert default 5 s; an important one 10 s (part 1 §9). */
export const pushAlertTimeoutMs = 5000;
export const importantPushAlertTimeoutMs = 10_000;

export type ToastOptions = {
  variant?: Variant;
  position?: ToastPosition;
  /** Bold first line over the message. */
  title?: string;
  /** Milliseconds on screen; 3 s when omitted. */
  timeout?: number;
};

export type PushAlertOptions = {
  title: string;
  message?: string;
  /** Important: 10 s on screen, announced at once, marked 'Importante'. */
  important?: boolean;
  variant?: Variant;
  /** Milliseconds on screen; 5 s (10 s if important) when omitted. */
  timeout?: number;
};

export type Notify = {
  /** A short confirmation or error (default 3 s, top-right); returns its id. */
  toast: (message: string, options?: ToastOptions) => string;
  /** A push alert at the bottom centre (5 s, 10 s if important); returns its id. */
  push: (alert: PushAlertOptions) => string;
  /** Removes one at once. */
  dismiss: (id: string) => void;
  dismissAll: () => void;
};

let nextId = 0;

function show(op: Omit<NotifyShow, 'type' | 'id'>): string {
  nextId += 1;
  const id = `${op.kind}-${nextId}`;
  sendNotifyOp({ type: 'show', id, ...op });
  return id;
}

const notify: Notify = {
  toast: (message, { variant = 'info', position = 'top-right', title, timeout = toastTimeoutMs } = {}) =>
    show({ kind: 'toast', position, title, message, variant, timeout, assertive: variant === 'danger' }),
  push: ({ title, message, important = false, variant = important ? 'warning' : 'info', timeout }) =>
    show({
      kind: 'push',
      position: 'bottom-center',
      title,
      message,
      variant,
      important,
      timeout: timeout ?? (important ? importantPushAlertTimeoutMs : pushAlertTimeoutMs),
      assertive: important,
    }),
  dismiss: (id) => sendNotifyOp({ type: 'dismiss', id }),
  dismissAll: () => sendNotifyOp({ type: 'dismissAll' }),
};

/**
 * Toasts and push alerts through the app's one Fluent Toaster (app/app-toaster.tsx, which downloads it with the
 * first toast), announced in its aria-live region: polite, or assertive for danger toasts and important alerts.
 * Push alerts share the bottom-centre stack. Keyboard: Escape, with focus in a toast, dismisses them all (Delete
 * the focused one); the close button dismisses one.
 */
export function useNotify(): Notify {
  return notify;
}
