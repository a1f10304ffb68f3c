import type { HttpRequest } from '@azure/functions';
import { ownOrigin } from '../platform/auth/request-info';
import type { SsoHost } from './sso.service';

/** The browser's own origin (X-Forwarded-Proto/-Host first) and its host's first label (none for a bare name or an address). */
export function ssoHost(request: HttpRequest): SsoHost {
  const origin = ownOrigin(request);
  let hostname: string;
  try {
    hostname = new URL(origin).hostname;
  } catch {
    return { origin };
  }
  const isAddress = /^[\d.]+$/.test(hostname) || hostname.startsWith('[');
  const label = !isAddress && hostname.includes('.') ? hostname.split('.')[0] : undefined;
  return label ? { origin, label } : { origin };
}
