import { rolesResponseSchema, type RolesResponse } from '@expediente/contracts/admin/roles';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const rolesPath = '/api/roles';

/** The key (and address) of GET /api/roles with the search, when there is one. */
export const rolesKey = (search: string) => (search ? `${rolesPath}?${new URLSearchParams({ search }).toString()}` : rolesPath);

/** GET /api/roles and /api/roles/?{query} (part 2 §7): the roles of the permission model. */
export function getRoles(key: string): Promise<RolesResponse> {
  return apiFetch(key, { schema: rolesResponseSchema });
}

export function useRoles(search: string) {
  return useSWR<RolesResponse, ApiClientError>(rolesKey(search), getRoles, { keepPreviousData: true });
}
