import { inviteInfoResponseSchema, type InviteInfoResponse } from '@expediente/contracts/auth/invitations';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { userInviteKey } from './user-keys';

/**
 * GET /api/invite/info/{id} (part 2 §7): the user's invitation (status, expiry). A user created with a password has
 * none: 404, which the password card reads as "no invitation". `id` undefined: not asked (the user has a password).
 * `tenant`: another tenant's user (the Developer).
 */
export function getUserInvite(key: string): Promise<InviteInfoResponse> {
  return apiFetch(key, { schema: inviteInfoResponseSchema });
}

export function useUserInvite(id: string | undefined, tenant?: string) {
  return useSWR<InviteInfoResponse, ApiClientError>(id ? userInviteKey(id, tenant) : null, getUserInvite, { shouldRetryOnError: false });
}
