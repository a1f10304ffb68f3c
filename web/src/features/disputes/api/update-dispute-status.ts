import { disputeStatusUpdateResponseSchema, type DisputeStatusUpdate } from '@expediente/contracts/disputes/disputes';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/disputes/{id}/status: an auditor's en espera, en proceso, finalizada or cerrado. */
export function updateDisputeStatus(id: string, body: DisputeStatusUpdate) {
  return apiFetch(`/api/disputes/${encodeURIComponent(id)}/status`, { method: 'PUT', body, schema: disputeStatusUpdateResponseSchema });
}
