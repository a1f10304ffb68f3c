import { notificationAttachmentResponseSchema } from '@expediente/contracts/notifications/notifications';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/notifications/attachments: the file itself as the body, with its Content-Type (PDF, JPEG or PNG, checked
 * again by the server from its content) and its name in the query; answers the stored attachment's key.
 */
export function uploadNotificationAttachment(file: File, signal?: AbortSignal) {
  const path = `/api/notifications/attachments?${new URLSearchParams({ name: file.name }).toString()}`;
  return apiFetch(path, {
    method: 'POST',
    rawBody: { data: file, contentType: file.type },
    schema: notificationAttachmentResponseSchema,
    signal,
  });
}
