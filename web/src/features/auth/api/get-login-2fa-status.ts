import type { Login2faStatusResponse } from '@expediente/contracts/auth/two-factor';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { bool, object, responseShape } from '../../../lib/shape';

/**
 * GET /api/login-2fa/status (public): whether this browser has a sign-in waiting for its second factor. The first
 * step lives in an HttpOnly cookie, so the page has to ask.
 */
export const login2faStatusKey = '/api/login-2fa/status';

/**
 * contracts' login2faStatusResponseSchema, checked without zod: /login imports this module for its key, and its first
 * download carries no zod (lib/shape.ts, decision 006). The tests hold both to the same answers.
 */
export const login2faStatusShape = responseShape<Login2faStatusResponse>(object({ pending: bool }));

export function getLogin2faStatus(signal?: AbortSignal): Promise<Login2faStatusResponse> {
  return apiFetch(login2faStatusKey, { schema: login2faStatusShape, signal });
}

/** Asked on every visit to /login-2fa; not again while the user types the code. */
export function useLogin2faStatus() {
  return useSWR<Login2faStatusResponse, ApiClientError>(login2faStatusKey, () => getLogin2faStatus(), {
    revalidateOnMount: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
