import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/changepassword (part 2 §7): an administrator sets a user's password; the user's sessions end. `tenant`
 * in the body: another tenant's user (the Developer).
 */
export async function changeUserPassword(body: { email: string; password: string; confirmPassword: string; tenant?: string | undefined }): Promise<void> {
  await apiFetch<unknown>('/api/changepassword', { method: 'POST', body });
}
