import type { LoginOptionsResponse } from '@expediente/contracts';
import useSWR from 'swr';
import { apiFetch, type ApiClientError, type ResponseSchema } from '../../../lib/api-client';

/** GET /api/login/options (public): whether this host signs in through single sign-on instead of the form. */
export const loginOptionsKey = '/api/login/options';

/**
 * contracts' loginOptionsResponseSchema, checked by hand: /login reads the options before anything else and its
 * first download carries no zod. The tests hold both to the same answers.
 */
export const loginOptionsShape: ResponseSchema<LoginOptionsResponse> = {
  safeParse(data) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return { success: false };
    const { sso, ssoUrl, tenantName } = data as Record<string, unknown>;
    if (typeof sso !== 'boolean') return { success: false };
    if (ssoUrl !== undefined && typeof ssoUrl !== 'string') return { success: false };
    if (tenantName !== undefined && typeof tenantName !== 'string') return { success: false };
    return {
      success: true,
      data: { sso, ...(ssoUrl !== undefined ? { ssoUrl } : {}), ...(tenantName !== undefined ? { tenantName } : {}) },
    };
  },
};

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
