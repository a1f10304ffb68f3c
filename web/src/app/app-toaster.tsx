import { useEffect, useState, type ComponentType } from 'react';
import { hasPendingNotifyOps, subscribeNotifyOps } from '../components/notify-queue';

type HostModule = { ToasterHost: ComponentType };

let loaded: HostModule | undefined;
let loading: Promise<HostModule> | undefined;

/** Downloads the toaster host once (tests call it first, so that toasts mount in the same render as before). */
export function loadToasterHost(): Promise<HostModule> {
  loading ??= import('../components/toaster-host').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download (e.g. a new deployment replaced the chunk) is tried again with the next toast.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Mounts the app's toaster, mounted by the authenticated layout (the public pages show no toasts). The Fluent
 * Toaster and the toast component load with the first toast, not with the shell (decision 006): what is asked for
 * meanwhile waits in components/notify-queue and shows when the host mounts.
 */
export function AppToaster() {
  const [host, setHost] = useState<HostModule | undefined>(loaded);
  useEffect(() => {
    if (host) return;
    let active = true;
    const load = () =>
      void loadToasterHost().then(
        (module) => {
          if (active) setHost(module);
        },
        (error: unknown) => console.error(error),
      );
    if (hasPendingNotifyOps()) load();
    const unsubscribe = subscribeNotifyOps(load);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [host]);
  return host ? <host.ToasterHost /> : null;
}
