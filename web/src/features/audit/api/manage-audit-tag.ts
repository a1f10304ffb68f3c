import { auditTagManageResponseSchema, type AuditTagManage } from '@expediente/contracts/audit/audit-tags';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/audit/documents/tags/manage: new, update, delete a tag; set or remove it on a document (part 2 §7). */
export function manageAuditTag(body: AuditTagManage) {
  return apiFetch('/api/audit/documents/tags/manage', { method: 'PUT', body, schema: auditTagManageResponseSchema });
}
