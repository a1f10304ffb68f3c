import { contactDocumentsResponseSchema, type ContactDocumentsResponse } from '@expediente/contracts/documents/documents';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

/** GET /api/contacts/{id}/documents?documentSet&isRequired (part 2 §2.2): the latest five documents, newest first. */
export function contactDocumentsKey(id: string, documentSet = 'mxexpediente', isRequired: 'required' | 'all' = 'all'): string {
  const params = new URLSearchParams({ documentSet, isRequired });
  return `/api/contacts/${encodeURIComponent(id)}/documents?${params.toString()}`;
}

export function getContactDocuments(key: string): Promise<ContactDocumentsResponse> {
  return apiFetch(key, { schema: contactDocumentsResponseSchema });
}

export function useContactDocuments(id: string) {
  return useSWR<ContactDocumentsResponse, ApiClientError>(contactDocumentsKey(id), getContactDocuments);
}
