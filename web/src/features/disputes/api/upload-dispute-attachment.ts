import { disputeAttachmentResponseSchema } from '@expediente/contracts/disputes/disputes';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/disputes/attachments?disputeKey&name: the file itself as the body with its Content-Type (PDF, JPEG or
 * PNG, checked again by the server from its bytes); answers the key the comment then names.
 */
export function uploadDisputeAttachment(disputeKey: string, file: File) {
  const path = `/api/disputes/attachments?${new URLSearchParams({ disputeKey, name: file.name }).toString()}`;
  return apiFetch(path, { method: 'POST', rawBody: { data: file, contentType: file.type }, schema: disputeAttachmentResponseSchema });
}
