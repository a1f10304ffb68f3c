import { statusListResponseSchema, type StatusListResponse } from '@expediente/contracts/admin/users';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { userStatusListKey } from './user-keys';

/** GET /api/statuslist/ (part 2 §7): the statuses a user may be given. */
export function getUserStatusList(): Promise<StatusListResponse> {
  return apiFetch(userStatusListKey, { schema: statusListResponseSchema });
}

export function useUserStatusList() {
  return useSWR<StatusListResponse, ApiClientError>(userStatusListKey, getUserStatusList);
}
