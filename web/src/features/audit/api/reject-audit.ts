import { auditChangeResponseSchema, type AuditReject } from '@expediente/contracts/audit/audit-forms';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/audit/{id}/reject (part 2 §4, §7): amend-required opens a dispute; rejected is final (status I). */
export function rejectAudit(publicKey: string, body: AuditReject) {
  return apiFetch(`/api/audit/${encodeURIComponent(publicKey)}/reject`, { method: 'POST', body, schema: auditChangeResponseSchema });
}
