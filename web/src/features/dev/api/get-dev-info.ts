import { devInfoResponseSchema, type DevInfoResponse } from '@expediente/contracts/dev/schema';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const devInfoKey = '/api/dev';

/** GET /api/dev: the database, its resources and the host (part 2 §2.10). */
export function useDevInfo() {
  return useSWR<DevInfoResponse, ApiClientError>(devInfoKey, (key: string) => apiFetch(key, { schema: devInfoResponseSchema }));
}
