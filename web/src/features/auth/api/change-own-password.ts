import type { ChangeOwnPasswordRequest } from '@expediente/contracts/account/account';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/account/password ('Mi cuenta'): the current password and the new one twice. A wrong current password
 * is a 400 for that field, not an ended session, so it does not send the user to /login.
 */
export async function changeOwnPassword(body: ChangeOwnPasswordRequest): Promise<void> {
  await apiFetch<unknown>('/api/account/password', { method: 'POST', body, redirectOnUnauthorized: false });
}
