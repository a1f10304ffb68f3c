import { userDetailSchema, type UserDetail } from '@expediente/contracts/admin/users';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { userKey } from './user-keys';

/** GET /api/users/{id} (ours): the user with their contact summary, e-mails and whether a password is set. */
export function getUser(key: string): Promise<UserDetail> {
  return apiFetch(key, { schema: userDetailSchema });
}

export function useUser(id: string, tenant: string | undefined) {
  return useSWR<UserDetail, ApiClientError>(userKey(id, tenant), getUser);
}
