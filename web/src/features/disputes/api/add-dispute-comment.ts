import { addDisputeCommentResponseSchema, type AddDisputeCommentRequest } from '@expediente/contracts/disputes/disputes';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/disputes/comments/add: the text, an attachment uploaded first, or both. */
export function addDisputeComment(body: AddDisputeCommentRequest) {
  return apiFetch('/api/disputes/comments/add', { method: 'POST', body, schema: addDisputeCommentResponseSchema });
}
