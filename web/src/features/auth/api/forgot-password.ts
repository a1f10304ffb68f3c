import type { ForgotPasswordRequest } from '@expediente/contracts';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/forgotPassword (part 1 §7): mails a reset link; the answer never tells whether the address exists. */
export async function forgotPassword(body: ForgotPasswordRequest, signal?: AbortSignal): Promise<void> {
  await apiFetch<unknown>('/api/forgotPassword', { method: 'POST', body, signal });
}
