import { redeemInviteFailureSchema, type RedeemInviteRequest } from '@expediente/contracts';
import { ApiClientError, apiFetch } from '../../../lib/api-client';

/** POST /api/redeem-invite (part 1 §7): a new user sets a password with the invitation's token and e-mail. */
export async function redeemInvite(body: RedeemInviteRequest, signal?: AbortSignal): Promise<void> {
  await apiFetch<unknown>('/api/redeem-invite', { method: 'POST', body, signal });
}

/** What a failed redeem answered: its message and, when the token had only expired, the new one. */
export type RedeemFailure = { message: string; newToken?: string };

export function redeemFailureFrom(error: unknown): RedeemFailure | undefined {
  if (!(error instanceof ApiClientError)) return undefined;
  const parsed = redeemInviteFailureSchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}
