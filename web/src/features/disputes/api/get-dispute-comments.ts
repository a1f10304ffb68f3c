import { disputeCommentsResponseSchema, type DisputeComment } from '@expediente/contracts/disputes/disputes';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const disputeCommentsKey = (id: string) => `/api/disputes/comments/${encodeURIComponent(id)}`;

export async function getDisputeComments(key: string): Promise<DisputeComment[]> {
  return (await apiFetch(key, { schema: disputeCommentsResponseSchema })).comments;
}

/** GET /api/disputes/comments/{id}: newest first; asked again on every visit, as the dispute is (get-dispute.ts). */
export function useDisputeComments(id: string) {
  return useSWR<DisputeComment[], ApiClientError>(id ? disputeCommentsKey(id) : null, getDisputeComments, { dedupingInterval: 0 });
}
