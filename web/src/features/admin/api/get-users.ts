import { usersListResponseSchema, type UsersListResponse } from '@expediente/contracts/admin/users';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { usersListKey } from './user-keys';

/** GET /api/users/?search&tenant&continuationToken (part 2 §7): a page of a tenant's users, ordered by e-mail. */
export function getUsers(key: string): Promise<UsersListResponse> {
  return apiFetch(key, { schema: usersListResponseSchema });
}

export function useUsers(query: { search?: string | undefined; tenant?: string | undefined; continuationToken?: string | undefined }) {
  return useSWR<UsersListResponse, ApiClientError>(usersListKey(query), getUsers, { keepPreviousData: true });
}
