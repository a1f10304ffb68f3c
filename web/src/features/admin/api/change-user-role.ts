import { userDetailSchema, type UserDetail } from '@expediente/contracts/admin/users';
import type { Role } from '@expediente/contracts/shared/role-values';
import { apiFetch } from '../../../lib/api-client';
import { userTenantQuery } from './user-keys';

/** PUT /api/users/{id}/role (ours): the user with the new role; the user's sessions end. */
export function changeUserRole(id: string, tenant: string | undefined, role: Role): Promise<UserDetail> {
  return apiFetch(`/api/users/${encodeURIComponent(id)}/role${userTenantQuery(tenant)}`, { method: 'PUT', body: { role }, schema: userDetailSchema });
}
