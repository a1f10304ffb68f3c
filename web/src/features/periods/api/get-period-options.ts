import { periodOptionsResponseSchema, type PeriodOptionsResponse } from '@expediente/contracts/periods/periods';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { periodOptionsKey } from './period-keys';

/** GET /api/periods/options: the customer organizations ("sociedades") and suppliers the user may pair. */
export function getPeriodOptions(key: string, signal?: AbortSignal): Promise<PeriodOptionsResponse> {
  return apiFetch(key, { schema: periodOptionsResponseSchema, signal });
}

/** Asked only when the user may add or edit (the pickers' lists). */
export function usePeriodOptions(enabled: boolean) {
  return useSWR<PeriodOptionsResponse, ApiClientError>(enabled ? periodOptionsKey : null, getPeriodOptions, { revalidateOnFocus: false });
}
