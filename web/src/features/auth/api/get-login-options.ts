import type { LoginOptionsResponse } from '@expediente/contracts';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { bool, object, optional, responseShape, str } from '../../../lib/shape';

/** GET /api/login/options (public): whether this host signs in through single sign-on instead of the form. */
export const loginOptionsKey = '/api/login/options';

/**
 * contracts' loginOptionsResponseSchema, checked without zod: /login reads the options before anything else and its
 * first download carries no zod (lib/shape.ts, decision 006). The tests hold both to the same answers.
 */
export const loginOptionsShape = responseShape<LoginOptionsResponse>(object({ sso: bool, ssoUrl: optional(str), tenantName: optional(str) }));

export function getLoginOptions(signal?: AbortSignal): Promise<LoginOptionsResponse> {
  return apiFetch(loginOptionsKey, { schema: loginOptionsShape, signal });
}

/** The host's sign-in options; they do not change while the page is open. */
export function useLoginOptions() {
  return useSWR<LoginOptionsResponse, ApiClientError>(loginOptionsKey, () => getLoginOptions(), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
