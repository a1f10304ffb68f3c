import { documentStatusResponseSchema, type DocumentStatusUpdate } from '@expediente/contracts/documents/documents';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/documents/{id}/status (part 2 §4, §7): V, I with its reason, or P. */
export function updateDocumentStatus(publicKey: string, body: DocumentStatusUpdate) {
  return apiFetch(`/api/documents/${encodeURIComponent(publicKey)}/status`, { method: 'PUT', body, schema: documentStatusResponseSchema });
}
