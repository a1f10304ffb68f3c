import { notificationTypesResponseSchema, type NotificationType } from '@expediente/contracts/notifications/notifications';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { notificationTypesKey } from './notification-keys';

export type NotificationTypeOption = { type: NotificationType; typeLabel: string };

/** GET /api/notifications-type/{userPK} (part 1 §7): the types the user can filter by, with their labels. */
export async function getNotificationTypes(key: string): Promise<NotificationTypeOption[]> {
  const { notifications } = await apiFetch(key, { schema: notificationTypesResponseSchema });
  return notifications;
}

export function useNotificationTypes(userPK: string) {
  return useSWR<NotificationTypeOption[], ApiClientError>(notificationTypesKey(userPK), getNotificationTypes, { revalidateOnFocus: false });
}
