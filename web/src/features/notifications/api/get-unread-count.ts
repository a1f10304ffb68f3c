import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { unreadCountKey } from './notification-keys';
import { notificationsCountResponseShape } from './notification-shapes';

/** How often the header asks for the unread count (ours; it is also asked again after every change). */
export const unreadCountRefreshMs = 60_000;

/** GET /api/notifications-status/{userPK}?status=unread (part 1 §7). */
export async function getUnreadCount(key: string): Promise<number> {
  const { totalCount } = await apiFetch(key, { schema: notificationsCountResponseShape });
  return totalCount;
}

/**
 * Polling stops after this long without activity, so that it never keeps an abandoned session open on the server
 * (20 minutes idle end it); it starts again with the user's next activity.
 */
export const unreadCountIdlePauseMs = 5 * 60_000;

/** The unread count, asked again every minute while the user is active. */
export function useUnreadCount(userPK: string, options: { enabled: boolean; isIdle: (forMs: number) => boolean }) {
  return useSWR<number, ApiClientError>(options.enabled ? unreadCountKey(userPK) : null, getUnreadCount, {
    refreshInterval: unreadCountRefreshMs,
    isPaused: () => options.isIdle(unreadCountIdlePauseMs),
  });
}
