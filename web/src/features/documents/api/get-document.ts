import { documentDetailResponseSchema, type DocumentDetail } from '@expediente/contracts/documents/documents';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

/** GET /api/documents/{id} as the SWR key. */
export function documentDetailKey(publicKey: string): string {
  return `/api/documents/${encodeURIComponent(publicKey)}`;
}

/**
 * GET /api/documents/{id} (part 2 §2.4): the document with its data, relations, related documents and what the
 * caller may do (`can`); 404 for a document outside the caller's view. Checked with contracts' zod schema.
 */
export async function getDocument(key: string, signal?: AbortSignal): Promise<DocumentDetail> {
  return (await apiFetch(key, { schema: documentDetailResponseSchema, signal })).document;
}

export function useDocument(publicKey: string) {
  return useSWR<DocumentDetail, ApiClientError>(publicKey ? documentDetailKey(publicKey) : null, getDocument);
}
