import { userStatusItemSchema, type UserStatusItem } from '@expediente/contracts/admin/users';
import type { UserStatus } from '@expediente/contracts/shared/role-values';
import { apiFetch } from '../../../lib/api-client';
import { userTenantQuery } from './user-keys';

/** POST /api/{userPublicKey}/change-user-status (part 2 §7): the new status; the user's sessions end. */
export function changeUserStatus(id: string, tenant: string | undefined, status: UserStatus): Promise<UserStatusItem> {
  return apiFetch(`/api/${encodeURIComponent(id)}/change-user-status${userTenantQuery(tenant)}`, { method: 'POST', body: { StatusName: status }, schema: userStatusItemSchema });
}
