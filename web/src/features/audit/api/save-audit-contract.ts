import { auditChangeResponseSchema, type AuditContractFormInput } from '@expediente/contracts/audit/audit-forms';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST or PUT /api/audit/documents/{id} (part 2 §4 'Audit save'): the contract form, POST while the document is not
 * validated and PUT once it is (the server answers 409 to the other).
 */
export function saveAuditContract(publicKey: string, validated: boolean, body: AuditContractFormInput) {
  return apiFetch(`/api/audit/documents/${encodeURIComponent(publicKey)}`, { method: validated ? 'PUT' : 'POST', body, schema: auditChangeResponseSchema });
}
