import type { NotificationStatus } from '@expediente/contracts/notifications/notifications';
import { apiFetch } from '../../../lib/api-client';
import { updateNotificationStatusResponseShape } from './notification-shapes';

/**
 * PUT /api/notifications/update-status (part 1 §7): read, unread, or deleted (archive); unarchive sends unread.
 * entityPublicKey is the signed-in user (the owner of the notification).
 */
export async function updateNotificationStatus(input: { userPK: string; notificationId: string; status: NotificationStatus }): Promise<void> {
  await apiFetch('/api/notifications/update-status', {
    method: 'PUT',
    schema: updateNotificationStatusResponseShape,
    body: { entityPublicKey: input.userPK, notificationId: input.notificationId, Status: input.status },
  });
}
