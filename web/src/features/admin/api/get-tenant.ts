import { tenantSchema, type Tenant } from '@expediente/contracts/admin/tenants';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const tenantKey = (id: string) => `/api/tenants/${encodeURIComponent(id)}`;

/** GET /api/tenants/{id} (part 2 §7): one tenant's counters. */
export function getTenant(key: string): Promise<Tenant> {
  return apiFetch(key, { schema: tenantSchema });
}

export function useTenant(id: string) {
  return useSWR<Tenant, ApiClientError>(tenantKey(id), getTenant);
}
