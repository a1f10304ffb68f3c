import { inviteResetTokenResponseSchema, type InviteResetTokenResponse } from '@expediente/contracts/auth/invitations';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/invite/reset-token (part 2 §7): a fresh invitation link with a new expiry, e-mailed and answered once.
 * `tenant`: another tenant's user (the Developer).
 */
export function resetUserInvite(token: string, tenant?: string): Promise<InviteResetTokenResponse> {
  return apiFetch('/api/invite/reset-token', { method: 'POST', body: { token, ...(tenant ? { tenant } : {}) }, schema: inviteResetTokenResponseSchema });
}
