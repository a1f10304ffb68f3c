import { addNotificationResponseSchema, type AddNotificationRequest } from '@expediente/contracts/notifications/notifications';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/notifications/add (part 1 §7): the server fans it out to the target's users in the background. */
export function addNotification(body: AddNotificationRequest) {
  return apiFetch('/api/notifications/add', { method: 'POST', body, schema: addNotificationResponseSchema });
}
