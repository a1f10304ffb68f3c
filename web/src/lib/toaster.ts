/** The one app-wide Fluent Toaster (components/toaster-host.tsx, mounted on first use by app/app-toaster.tsx). */
export const appToasterId = 'expediente-toaster';
/** Toast default 3 s (part 1 §9). */
export const toastTimeoutMs = 3000;
/** Exit animation of toasts and push alerts (part 1 §9). */
export const notificationExitMs = 400;
