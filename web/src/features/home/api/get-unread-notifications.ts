import { notificationStatuses } from '@expediente/contracts/notifications/notification-values';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { arrayOf, int, object, oneOf, responseShape, str, type ObjectOf } from '../../../lib/shape';

/** How many of the newest unread notifications the home lists. */
export const homeUnreadCount = 5;
/**
 * The page it asks for: the smallest size the API accepts (contracts' notificationPageSizes, held to it by the
 * tests); the extra ones fill in when one of the five is marked read elsewhere.
 */
export const homeUnreadPageSize = 9;

/**
 * The part of contracts' listNotificationsResponseSchema the home reads, checked without zod (the home is the first
 * page after sign-in; lib/shape.ts, decision 006). The rest of each notification is dropped.
 */
const fields = {
  notifications: arrayOf(object({ notificationId: str, typeLabel: str, title: str, status: oneOf(notificationStatuses), date: str })),
  totalCount: int,
};
export type UnreadNotifications = ObjectOf<typeof fields>;
export type UnreadNotification = UnreadNotifications['notifications'][number];
export const unreadNotificationsShape = responseShape<UnreadNotifications>(object(fields));

/**
 * GET /api/notifications/{userPK}?status=unread (part 1 §7), newest first, one page: the total is the unread count.
 * The key starts with /api/notifications/ like the notifications page's lists, so a change of status made anywhere
 * (and the header's refresh when new ones arrive) updates the home too. Its parameters come in another order than
 * the page's keys (which start with status=): the same request read through this narrower shape must never share
 * the page's cache entry, or the page would get notifications without their content.
 */
export function unreadNotificationsKey(userPK: string): string {
  const query = new URLSearchParams({ orderBy: 'DESC', pageIndex: '1', pageSize: String(homeUnreadPageSize), status: 'unread' });
  return `/api/notifications/${encodeURIComponent(userPK)}?${query.toString()}`;
}

export function getUnreadNotifications(key: string): Promise<UnreadNotifications> {
  return apiFetch(key, { schema: unreadNotificationsShape });
}

export function useUnreadNotifications(userPK: string, enabled: boolean) {
  return useSWR<UnreadNotifications, ApiClientError>(enabled ? unreadNotificationsKey(userPK) : null, getUnreadNotifications);
}
