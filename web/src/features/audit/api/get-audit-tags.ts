import { auditTagsResponseSchema, type AuditTag } from '@expediente/contracts/audit/audit-tags';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const auditTagsKey = '/api/audit/documents/tags';

/** GET /api/audit/documents/tags: the tenant's tags (part 2 §3 Tag), by name. */
export function useAuditTags() {
  return useSWR<AuditTag[], ApiClientError>(auditTagsKey, async (key: string) => (await apiFetch(key, { schema: auditTagsResponseSchema })).items, { revalidateOnFocus: false });
}
