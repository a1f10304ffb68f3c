import { createTenantResponseSchema, type CreateTenantRequest, type CreateTenantResponse } from '@expediente/contracts/admin/tenants';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/tenants/create (part 2 §5, §7): creates and provisions a tenant; 400 and 409 name the field. */
export function createTenant(body: CreateTenantRequest): Promise<CreateTenantResponse> {
  return apiFetch('/api/tenants/create', { method: 'POST', body, schema: createTenantResponseSchema });
}
