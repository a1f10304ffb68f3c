/** The one app-wide Fluent Toaster (components/toaster-host.tsx, mounted on first use by app/app-toaster.tsx). */
export const appToasterId = 'expediente-toaster';
/** Toast default 3 s (part 1 §9). */
export const toastTimeoutMs = 3000;
/** Exit animation of toasts and push alerts (part 1 §9). */
export const notificationExitMs = 400;

/**
 * How far from the top of the window the top-right toasts start: below the shell's header and the warning banner,
 * so that a toast never covers their controls (the user menu, a banner's buttons). The shell measures it.
 */
let toastTopInset = 0;
const insetListeners = new Set<() => void>();

export function setToastTopInset(pixels: number): void {
  const next = Math.max(0, Math.round(pixels));
  if (next === toastTopInset) return;
  toastTopInset = next;
  for (const listener of insetListeners) listener();
}

export function getToastTopInset(): number {
  return toastTopInset;
}

export function subscribeToastTopInset(listener: () => void): () => void {
  insetListeners.add(listener);
  return () => {
    insetListeners.delete(listener);
  };
}
