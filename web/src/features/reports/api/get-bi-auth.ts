import type { BiAuthResponse } from '@expediente/contracts/reports/reports-values';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { object, responseShape, str } from '../../../lib/shape';

export const biAuthKey = '/api/reports/bi/auth';

/** contracts' biAuthResponseSchema without zod: the home reads it (decision 006; held to the schema by a test). */
export const biAuthShape = responseShape<BiAuthResponse>(object({ token: str, expiration: str, embedUrl: str, report: object({ id: str, name: str }) }));

/** GET /api/reports/bi/auth (part 1 §7): an embed token for the tenant's Power BI report (404: none configured). */
export function getBiAuth(): Promise<BiAuthResponse> {
  return apiFetch(biAuthKey, { schema: biAuthShape });
}

/**
 * The first token, asked once per page (`enabled` false: the caller's BI flag is off, nothing is asked). The embed
 * asks for the next ones itself before this one expires, so SWR never revalidates it.
 */
export function useBiAuth(enabled: boolean) {
  return useSWR<BiAuthResponse, ApiClientError>(enabled ? biAuthKey : null, getBiAuth, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
