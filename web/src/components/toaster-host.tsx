import { Toaster, useToastController, type ToastPosition as FluentToastPosition } from '@fluentui/react-components';
import { useEffect, useSyncExternalStore } from 'react';
import { appToasterId, getToastTopInset, subscribeToastTopInset, toastTimeoutMs } from '../lib/toaster';
import { NotificationToast } from './notification-toast';
import { subscribeNotifyOps, takeNotifyOps, type NotifyOp, type ToastPosition } from './notify-queue';
import { variantIntent } from './variant';

const fluentPosition: Record<ToastPosition, FluentToastPosition> = { 'top-right': 'top-end', 'bottom-center': 'bottom' };

/** Shows what useNotify asked for through the Fluent Toaster: what waited while this chunk loaded, then each new one. */
function NotifyBridge() {
  const { dispatchToast, dismissToast, dismissAllToasts } = useToastController(appToasterId);
  useEffect(() => {
    const run = (op: NotifyOp) => {
      if (op.type === 'dismiss') return dismissToast(op.id);
      if (op.type === 'dismissAll') return dismissAllToasts();
      const { id, position, assertive, type: _type, ...props } = op;
      dispatchToast(
        <NotificationToast {...props} edge={position === 'top-right' ? 'top' : 'bottom'} onClose={() => dismissToast(id)} />,
        {
          toastId: id,
          position: fluentPosition[position],
          // The content keeps time (pauses, exit animation); Fluent's own timer is off.
          timeout: -1,
          intent: variantIntent(props.variant),
          politeness: assertive ? 'assertive' : 'polite',
        },
      );
    };
    const drain = () => takeNotifyOps().forEach(run);
    drain();
    return subscribeNotifyOps(drain);
  }, [dispatchToast, dismissToast, dismissAllToasts]);
  return null;
}

/**
 * The one app-wide Fluent Toaster (toasts top right, push alerts bottom centre), each toast announced in its
 * aria-live region. Top-right toasts start below the header and the warning banner (lib/toaster's inset, measured by
 * the shell) so that they leave the header's controls and the banner's buttons usable. The bridge comes after the
 * Toaster so that the Toaster listens before anything is dispatched.
 */
export function ToasterHost() {
  const topInset = useSyncExternalStore(subscribeToastTopInset, getToastTopInset);
  // Fluent keeps its own 16 px between the toast and this line; the other positions keep Fluent's defaults.
  const offset = { 'top-end': { vertical: topInset } };
  return (
    <>
      <Toaster toasterId={appToasterId} timeout={toastTimeoutMs} position="top-end" offset={offset} pauseOnHover />
      <NotifyBridge />
    </>
  );
}
