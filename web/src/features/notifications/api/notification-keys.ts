import type { NotificationStatus, NotificationType } from '@expediente/contracts/notifications/notifications';

/** The query of the notifications list (contracts' listNotificationsQuerySchema). */
export type NotificationListQuery = {
  status: NotificationStatus | 'all';
  type?: NotificationType;
  orderBy: 'DESC' | 'ASC';
  pageIndex: number;
  pageSize: number;
  fromDate?: string;
  toDate?: string;
};

const user = (userPK: string) => encodeURIComponent(userPK);

/** GET /api/notifications/{userPK}?… as the SWR key (the path with its query). */
export function notificationsListKey(userPK: string, query: NotificationListQuery): string {
  const params = new URLSearchParams();
  params.set('status', query.status);
  if (query.type) params.set('type', query.type);
  params.set('orderBy', query.orderBy);
  params.set('pageIndex', String(query.pageIndex));
  params.set('pageSize', String(query.pageSize));
  if (query.fromDate) params.set('fromDate', query.fromDate);
  if (query.toDate) params.set('toDate', query.toDate);
  return `/api/notifications/${user(userPK)}?${params.toString()}`;
}

/** GET /api/notifications-status/{userPK}?status=unread */
export function unreadCountKey(userPK: string): string {
  return `/api/notifications-status/${user(userPK)}?status=unread`;
}

/** GET /api/notifications-type/{userPK} */
export function notificationTypesKey(userPK: string): string {
  return `/api/notifications-type/${user(userPK)}`;
}

/** Keys whose answers change when a notification is created or changes status: lists and the unread count. */
export function isNotificationDataKey(key: unknown): boolean {
  return typeof key === 'string' && (key.startsWith('/api/notifications/') || key.startsWith('/api/notifications-status/'));
}

export function isNotificationListKey(key: unknown): key is string {
  return typeof key === 'string' && key.startsWith('/api/notifications/');
}
