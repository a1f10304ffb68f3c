import { documentPeriodResponseSchema, type DocumentPeriodUpdate } from '@expediente/contracts/documents/documents';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/documents/{publicKey}/period (part 2 §7): fromDate, the first of the chosen month at -06:00. */
export function updateDocumentPeriod(publicKey: string, body: DocumentPeriodUpdate) {
  return apiFetch(`/api/documents/${encodeURIComponent(publicKey)}/period`, { method: 'PUT', body, schema: documentPeriodResponseSchema });
}
