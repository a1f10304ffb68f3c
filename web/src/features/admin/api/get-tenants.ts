import { tenantListResponseSchema, type TenantListResponse } from '@expediente/contracts/admin/tenants';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export type TenantListParams = { search?: string; pageIndex: number; pageSize: number };

export function tenantsKey({ search, pageIndex, pageSize }: TenantListParams): string {
  const query = new URLSearchParams({ pageIndex: String(pageIndex), pageSize: String(pageSize) });
  if (search) query.set('search', search);
  return `/api/tenants?${query.toString()}`;
}

/** GET /api/tenants?{query} (part 2 §7): one page of the tenants the caller may see, with their counters. */
export function getTenants(key: string): Promise<TenantListResponse> {
  return apiFetch(key, { schema: tenantListResponseSchema });
}

export function useTenants(params: TenantListParams) {
  return useSWR<TenantListResponse, ApiClientError>(tenantsKey(params), getTenants, { keepPreviousData: true });
}
