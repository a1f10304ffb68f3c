import { documentSlotsResponseSchema, type DocumentSlotsResponse } from '@expediente/contracts/documents/slots';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export function documentSlotsKey(publicKey: string): string {
  return `/api/documents/${encodeURIComponent(publicKey)}/documentslots`;
}

/** GET /api/documents/{id}/documentslots (part 2 §7): the slots of the document's supplier in the document's period. */
export function getDocumentSlots(key: string, signal?: AbortSignal): Promise<DocumentSlotsResponse> {
  return apiFetch(key, { schema: documentSlotsResponseSchema, signal });
}

export function useDocumentSlots(publicKey: string | undefined) {
  return useSWR<DocumentSlotsResponse, ApiClientError>(publicKey ? documentSlotsKey(publicKey) : null, getDocumentSlots);
}
