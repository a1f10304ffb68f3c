import { Toaster } from '@fluentui/react-components';
import { appToasterId, toastTimeoutMs } from '../lib/toaster';

/**
 * The one app-wide Fluent Toaster (toasts top right, push alerts bottom centre; use-notify dispatches to it). It is
 * mounted by the authenticated layout, not by the providers: the public pages show no toasts, and /login then does
 * not download the toast code.
 */
export function AppToaster() {
  return <Toaster toasterId={appToasterId} timeout={toastTimeoutMs} position="top-end" pauseOnHover />;
}
