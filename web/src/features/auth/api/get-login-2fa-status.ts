import { login2faStatusResponseSchema, type Login2faStatusResponse } from '@expediente/contracts';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

/**
 * GET /api/login-2fa/status (public): whether this browser has a sign-in waiting for its second factor. The first
 * step lives in an HttpOnly cookie, so the page has to ask.
 */
export const login2faStatusKey = '/api/login-2fa/status';

export function getLogin2faStatus(signal?: AbortSignal): Promise<Login2faStatusResponse> {
  return apiFetch(login2faStatusKey, { schema: login2faStatusResponseSchema, signal });
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
