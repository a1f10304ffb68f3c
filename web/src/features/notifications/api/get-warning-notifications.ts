import useSWR from 'swr';
import type { ApiClientError } from '../../../lib/api-client';
import { getNotifications, type NotificationsPage } from './get-notifications';
import { unreadCountIdlePauseMs, unreadCountRefreshMs } from './get-unread-count';
import { notificationsListKey, type NotificationListQuery } from './notification-keys';

/** The header carousel: unread default:warning notifications, newest first (one page of 10). */
export const warningQuery: NotificationListQuery = { status: 'unread', type: 'default:warning', orderBy: 'DESC', pageIndex: 1, pageSize: 10 };

export function useWarningNotifications(userPK: string, options: { enabled: boolean; isIdle: (forMs: number) => boolean }) {
  const key = options.enabled ? notificationsListKey(userPK, warningQuery) : null;
  const result = useSWR<NotificationsPage, ApiClientError>(key, getNotifications, {
    refreshInterval: unreadCountRefreshMs,
    isPaused: () => options.isIdle(unreadCountIdlePauseMs),
  });
  return { ...result, key };
}

/** The newest unread notifications (to announce the ones that arrived since the last look). */
export const newestUnreadQuery: NotificationListQuery = { status: 'unread', orderBy: 'DESC', pageIndex: 1, pageSize: 10 };
