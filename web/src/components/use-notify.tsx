import { useToastController, type ToastPosition as FluentToastPosition } from '@fluentui/react-components';
import { useMemo } from 'react';
import { appToasterId, toastTimeoutMs } from '../lib/toaster';
import { NotificationToast } from './notification-toast';
import { variantIntent, type Variant } from './variant';

export { notificationExitMs } from './notification-toast';
export { toastTimeoutMs } from '../lib/toaster';

/** Where a toast appears (part 2 §9). */
export type ToastPosition = 'top-right' | 'bottom-center';
export const toastPositions = ['top-right', 'bottom-center'] as const satisfies readonly ToastPosition[];

/** Push alert default 5 s; an important one 10 s (part 1 §9). */
export const pushAlertTimeoutMs = 5000;
export const importantPushAlertTimeoutMs = 10_000;

const fluentPosition: Record<ToastPosition, FluentToastPosition> = { 'top-right': 'top-end', 'bottom-center': 'bottom' };

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

/**
 * Toasts and push alerts through the app's one Fluent Toaster (app/providers.tsx), which announces each one in
 * its aria-live region: polite, or assertive for danger toasts and important alerts. Push alerts share the
 * bottom-centre stack. Keyboard: Escape, with focus in a toast, dismisses them all (Delete the focused one); the
 * close button dismisses one.
 */
export function useNotify(toasterId: string = appToasterId): Notify {
  const { dispatchToast, dismissToast, dismissAllToasts } = useToastController(toasterId);
  return useMemo(() => {
    const show = (
      kind: 'toast' | 'push',
      position: ToastPosition,
      props: { title?: string; message?: string; variant: Variant; important?: boolean; timeout: number },
      assertive: boolean,
    ) => {
      nextId += 1;
      const toastId = `${kind}-${nextId}`;
      dispatchToast(
        <NotificationToast
          kind={kind}
          {...props}
          edge={position === 'top-right' ? 'top' : 'bottom'}
          onClose={() => dismissToast(toastId)}
        />,
        {
          toastId,
          position: fluentPosition[position],
          // The content keeps time (pauses, exit animation); Fluent's own timer is off.
          timeout: -1,
          intent: variantIntent(props.variant),
          politeness: assertive ? 'assertive' : 'polite',
        },
      );
      return toastId;
    };
    return {
      toast: (message, { variant = 'info', position = 'top-right', title, timeout = toastTimeoutMs } = {}) =>
        show('toast', position, { title, message, variant, timeout }, variant === 'danger'),
      push: ({ title, message, important = false, variant = important ? 'warning' : 'info', timeout }) =>
        show(
          'push',
          'bottom-center',
          { title, message, variant, important, timeout: timeout ?? (important ? importantPushAlertTimeoutMs : pushAlertTimeoutMs) },
          important,
        ),
      dismiss: (id) => dismissToast(id),
      dismissAll: () => dismissAllToasts(),
    };
  }, [dispatchToast, dismissToast, dismissAllToasts]);
}
