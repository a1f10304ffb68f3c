import { userStatusItemSchema, type UserStatusItem } from '@expediente/contracts/admin/users';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { userStatusKey } from './user-keys';

/** GET /api/userstatus/{id} (part 2 §7): the user's status, name and Spanish name. */
export function getUserStatus(key: string): Promise<UserStatusItem> {
  return apiFetch(key, { schema: userStatusItemSchema });
}

export function useUserStatus(id: string, tenant: string | undefined) {
  return useSWR<UserStatusItem, ApiClientError>(userStatusKey(id, tenant), getUserStatus);
}
