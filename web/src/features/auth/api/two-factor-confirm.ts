import { twoFactorConfirmResponseSchema, type TwoFactorConfirmResponse } from '@expediente/contracts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/account/two-factor/confirm: a code from the app turns two-factor on; the recovery codes come once. */
export function confirmTwoFactor(body: { token: string }, signal?: AbortSignal): Promise<TwoFactorConfirmResponse> {
  return apiFetch('/api/account/two-factor/confirm', { method: 'POST', body, schema: twoFactorConfirmResponseSchema, signal });
}
