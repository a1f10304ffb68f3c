import { auditChangeResponseSchema, type AuditDocumentReject } from '@expediente/contracts/audit/audit-forms';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/audit/documents/{id}/reject (part 2 §7): the reason; status I and audit status rejected. */
export function rejectAuditContract(publicKey: string, body: AuditDocumentReject) {
  return apiFetch(`/api/audit/documents/${encodeURIComponent(publicKey)}/reject`, { method: 'POST', body, schema: auditChangeResponseSchema });
}
