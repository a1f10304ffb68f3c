import { adminMetricsSchema, type AdminMetrics } from '@expediente/contracts/admin/metrics';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const adminMetricsKey = '/api/admin/metrics';

/** GET /api/admin/metrics (part 2 §2.9): the /admin tiles, the caller's tenant or (Developer) every tenant. */
export function getAdminMetrics(): Promise<AdminMetrics> {
  return apiFetch(adminMetricsKey, { schema: adminMetricsSchema });
}

export function useAdminMetrics() {
  return useSWR<AdminMetrics, ApiClientError>(adminMetricsKey, getAdminMetrics);
}
