import type { ResetPasswordRequest } from '@expediente/contracts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/resetpassword (part 1 §7): code is the link's `t`, email its `e`. */
export async function resetPassword(body: ResetPasswordRequest, signal?: AbortSignal): Promise<void> {
  await apiFetch<unknown>('/api/resetpassword', { method: 'POST', body, signal });
}
