import { roleResponseSchema, type RoleResponse } from '@expediente/contracts/admin/roles';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const roleKey = (name: string) => `/api/roles/${encodeURIComponent(name)}`;

/** GET /api/roles/{name}: one role with its permissions and each flag's switch in the tenant. */
export function getRole(key: string): Promise<RoleResponse> {
  return apiFetch(key, { schema: roleResponseSchema });
}

export function useRole(name: string) {
  return useSWR<RoleResponse, ApiClientError>(roleKey(name), getRole);
}
