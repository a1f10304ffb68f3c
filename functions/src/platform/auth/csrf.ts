import type { HttpRequest } from '@azure/functions';
import { csrfHeader } from '@expediente/contracts';
import { ownOrigin } from './request-info';

/**
 * Same-origin proof for state-changing calls (docs/decisions/002-sessions-and-csrf.md). A cross-site page can
 * make the browser send the session cookie on a simple POST, but it cannot add a custom header without a CORS
 * preflight, which /api never approves; and when the browser names the page's origin, it must be our own.
 */
export function hasSameOriginProof(request: HttpRequest): boolean {
  if (request.headers.get(csrfHeader.name) !== csrfHeader.value) return false;
  const origin = request.headers.get('origin');
  if (origin !== null && origin.toLowerCase() !== ownOrigin(request)) return false;
  return request.headers.get('sec-fetch-site') !== 'cross-site';
}

export const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
