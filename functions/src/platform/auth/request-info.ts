import type { HttpRequest } from '@azure/functions';

/**
 * What a request says about where it comes from. Behind Static Web Apps the Function App sees the SWA's
 * forwarded headers: X-Forwarded-Host / X-Forwarded-Proto name the portal's own origin, X-Forwarded-For the
 * client (the local host adds it from the socket when absent).
 */

const first = (value: string | null): string | undefined => value?.split(',')[0]?.trim() || undefined;

/** The origin the browser addressed: scheme and host, honouring the forwarded headers. */
export function ownOrigin(request: HttpRequest): string {
  const url = new URL(request.url);
  const proto = first(request.headers.get('x-forwarded-proto'))?.toLowerCase() ?? url.protocol.replace(/:$/, '');
  const host = first(request.headers.get('x-forwarded-host')) ?? request.headers.get('host') ?? url.host;
  return `${proto}://${host}`.toLowerCase();
}

/** Plain http on a loopback name: the only place session cookies go without Secure and the __Host- prefix. */
export function isPlainLocalhost(request: HttpRequest): boolean {
  const origin = new URL(ownOrigin(request));
  return origin.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(origin.hostname);
}

/** The client address: the first hop of X-Forwarded-For without its port ("1.2.3.4:5678", "[::1]:80"). */
export function clientAddress(request: HttpRequest): string {
  const hop = first(request.headers.get('x-forwarded-for')) ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  const address = bracketed ? bracketed[1]! : /^[\d.]+:\d+$/.test(hop) ? hop.replace(/:\d+$/, '') : hop;
  return address.replace(/^::ffff:/i, '').slice(0, 64) || 'desconocida';
}

export function userAgent(request: HttpRequest): string {
  return (request.headers.get('user-agent') ?? '').slice(0, 400);
}

export function requestOrigin(request: HttpRequest): { ip: string; userAgent: string } {
  return { ip: clientAddress(request), userAgent: userAgent(request) };
}

export function readCookie(request: HttpRequest, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
