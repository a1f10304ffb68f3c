import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/account/two-factor/disable with the password typed again. A 401 here is a wrong password, the answer
 * to show, not an ended session (an ended session is caught by the next user-info refresh).
 */
export async function disableTwoFactor(body: { password: string }, signal?: AbortSignal): Promise<void> {
  await apiFetch<unknown>('/api/account/two-factor/disable', { method: 'POST', body, signal, redirectOnUnauthorized: false });
}
