import { systemDocumentResponseSchema, type SystemDocumentResponse } from '@expediente/contracts/admin/system-documents';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { systemDocumentKey } from './system-keys';

/** GET /api/admin/documents/{id} (part 2 §7): the document's properties and its entity; 404 outside the tenant. */
export function getSystemDocument(key: string): Promise<SystemDocumentResponse> {
  return apiFetch(key, { schema: systemDocumentResponseSchema });
}

/** Asks only when `id` is a document's key (`null`: the page redirects instead); `tenant`: another tenant's (Developer). */
export function useSystemDocument(id: string | null, tenant?: string) {
  return useSWR<SystemDocumentResponse, ApiClientError>(id ? systemDocumentKey(id, tenant) : null, getSystemDocument);
}
