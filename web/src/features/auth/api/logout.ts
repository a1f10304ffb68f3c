import { apiFetch } from '../../../lib/api-client';

/** GET /api/logout (part 1 §7): ends the session; the answer has no body the app uses. */
export async function logout(signal?: AbortSignal): Promise<void> {
  await apiFetch<unknown>('/api/logout', { signal });
}
