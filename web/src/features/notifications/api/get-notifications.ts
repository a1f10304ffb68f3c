import type { Notification } from '@expediente/contracts/notifications/notifications';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { notificationsListKey, type NotificationListQuery } from './notification-keys';
import { listNotificationsResponseShape } from './notification-shapes';

export type NotificationsPage = { notifications: Notification[]; totalCount: number };

/** GET /api/notifications/{userPK} (part 1 §7): a page of the user's own notifications and the total. */
export function getNotifications(key: string, signal?: AbortSignal): Promise<NotificationsPage> {
  return apiFetch(key, { schema: listNotificationsResponseShape, signal });
}

/** The page for these filters; the previous page stays on screen while the next one loads. */
export function useNotifications(userPK: string, query: NotificationListQuery | null) {
  const key = query ? notificationsListKey(userPK, query) : null;
  const result = useSWR<NotificationsPage, ApiClientError>(key, getNotifications, { keepPreviousData: true });
  return { ...result, key };
}
