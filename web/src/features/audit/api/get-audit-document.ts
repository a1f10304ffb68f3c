import { auditDocumentResponseSchema, type AuditDocument } from '@expediente/contracts/audit/audit-forms';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

/** GET /api/audit/documents/{id} as the SWR key. */
export const auditDocumentKey = (publicKey: string) => `/api/audit/documents/${encodeURIComponent(publicKey)}`;

/**
 * GET /api/audit/documents/{id} (part 2 §7): the document as the audit screens read it (supplier, SAP ID, RFC,
 * status and audit status), its saved contract form, the customers to choose and what the caller may do.
 */
export async function getAuditDocument(key: string, signal?: AbortSignal): Promise<AuditDocument> {
  return (await apiFetch(key, { schema: auditDocumentResponseSchema, signal })).auditDocument;
}

export function useAuditDocument(publicKey: string) {
  return useSWR<AuditDocument, ApiClientError>(publicKey ? auditDocumentKey(publicKey) : null, getAuditDocument);
}
