/** The one app-wide Fluent Toaster (app/providers.tsx); use with useToastController(appToasterId). */
export const appToasterId = 'expediente-toaster';
/** Toast default 3 s (part 1 §9). */
export const toastTimeoutMs = 3000;
