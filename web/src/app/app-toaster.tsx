import { useEffect, useState } from 'react';
import { hasPendingNotifyOps, subscribeNotifyOps } from '../components/notify-queue';
import { onDemand, useOnDemand } from '../lib/on-demand';

const toasterHost = onDemand(() => import('../components/toaster-host'));

/** Downloads the toaster host (tests call it first, so that toasts mount in the render that asks for them). */
export const loadToasterHost = toasterHost.load;

/**
 * Mounts the app's toaster, mounted by the authenticated layout (the public pages show no toasts). The Fluent
 * Toaster and the toast component load with the first toast, not with the shell (decision 006): what is asked for
 * meanwhile waits in components/notify-queue and shows when the host mounts. A failed download is tried again
 * with the next toast.
 */
export function AppToaster() {
  const [request, setRequest] = useState(0);
  const { value: host } = useOnDemand(toasterHost, request);
  useEffect(() => {
    if (host) return;
    const ask = () => setRequest((n) => n + 1);
    if (hasPendingNotifyOps()) ask();
    return subscribeNotifyOps(ask);
  }, [host]);
  return host ? <host.ToasterHost /> : null;
}
