import type { Cookie, HttpRequest } from '@azure/functions';
import { isPlainLocalhost, readCookie } from './request-info';

/**
 * The identity cookies: HttpOnly, SameSite=Lax, path /. On https they are `__Host-` cookies with Secure (the
 * browser then refuses them from subdomains and over http); only on plain-http localhost do they go without
 * the prefix and Secure, because browsers refuse Secure cookies there.
 */
export const identityCookies = {
  /** The session token (12 hours at most). */
  session: 'expediente-session',
  /** Between a correct password and the second factor (10 minutes). */
  twoFactor: 'expediente-2fa',
  /** 'No volver a preguntar en este dispositivo' (30 days). */
  device: 'expediente-device',
} as const;
export type IdentityCookie = keyof typeof identityCookies;

export function cookieName(request: HttpRequest, cookie: IdentityCookie): string {
  return isPlainLocalhost(request) ? identityCookies[cookie] : `__Host-${identityCookies[cookie]}`;
}

export function readIdentityCookie(request: HttpRequest, cookie: IdentityCookie): string | undefined {
  return readCookie(request, cookieName(request, cookie));
}

export function identityCookie(request: HttpRequest, cookie: IdentityCookie, value: string, maxAgeSeconds: number): Cookie {
  return {
    name: cookieName(request, cookie),
    value,
    path: '/',
    httpOnly: true,
    secure: !isPlainLocalhost(request),
    sameSite: 'Lax',
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  };
}

export function clearIdentityCookie(request: HttpRequest, cookie: IdentityCookie): Cookie {
  return identityCookie(request, cookie, '', 0);
}
