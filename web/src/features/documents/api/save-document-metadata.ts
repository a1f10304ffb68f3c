import { documentChangeResponseSchema, type SaveMetadataRequest } from '@expediente/contracts/documents/documents';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/documents/metadata/{id}/saveMetadata (part 2 §7): the form data, identifiers and, for the Developer, the JSON. */
export function saveDocumentMetadata(publicKey: string, body: SaveMetadataRequest) {
  return apiFetch(`/api/documents/metadata/${encodeURIComponent(publicKey)}/saveMetadata`, { method: 'POST', body, schema: documentChangeResponseSchema });
}
