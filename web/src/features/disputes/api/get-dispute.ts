import { disputeResponseSchema, type Dispute } from '@expediente/contracts/disputes/disputes';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const disputeKey = (id: string) => `/api/disputes/${encodeURIComponent(id)}`;

export async function getDispute(key: string): Promise<Dispute> {
  return (await apiFetch(key, { schema: disputeResponseSchema })).dispute;
}

/**
 * GET /api/disputes/{id}: 404 outside the caller's view. Opening the page always asks the server (no deduping):
 * the list may already show a newer status (another user closed it a second ago) than an answer cached on the
 * previous visit, and the page must not contradict the row the user just clicked.
 */
export function useDispute(id: string) {
  return useSWR<Dispute, ApiClientError>(id ? disputeKey(id) : null, getDispute, { dedupingInterval: 0 });
}
