import { auditChangeResponseSchema, type SaveAuditRequest } from '@expediente/contracts/audit/audit-forms';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/audit/{id}/saveAudit (part 2 §7): the admin capture as the chosen type's fields; the document is accepted. */
export function saveAudit(publicKey: string, body: SaveAuditRequest) {
  return apiFetch(`/api/audit/${encodeURIComponent(publicKey)}/saveAudit`, { method: 'POST', body, schema: auditChangeResponseSchema });
}
