import { documentChangeResponseSchema } from '@expediente/contracts/documents/documents';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/slot/document/{publicKey}?orderPK&slotId (part 1 §7): soft delete; the page's orderPK and slot go along. */
export function deleteDocument(publicKey: string, context: { orderPK?: string; slotId?: string } = {}) {
  const query = new URLSearchParams();
  if (context.orderPK) query.set('orderPK', context.orderPK);
  if (context.slotId) query.set('slotId', context.slotId);
  const suffix = query.size ? `?${query.toString()}` : '';
  return apiFetch(`/api/slot/document/${encodeURIComponent(publicKey)}${suffix}`, { method: 'DELETE', schema: documentChangeResponseSchema });
}
