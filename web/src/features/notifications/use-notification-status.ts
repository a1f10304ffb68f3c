import { notificationMessages } from '@expediente/contracts/notifications/notification-values';
import type { Notification } from '@expediente/contracts/notifications/notifications';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useNotify } from '../../components/use-notify';
import type { NotificationsPage } from './api/get-notifications';
import { isNotificationDataKey, isNotificationListKey, unreadCountKey } from './api/notification-keys';
import { updateNotificationStatus } from './api/update-notification-status';
import { actionStatus, type StatusAction } from './notification-text';

/** What each action says when it worked (part 1 §8; the text for marking read is ours). */
const successMessages: Record<StatusAction, string | undefined> = {
  read: notificationMessages.markedRead,
  unread: notificationMessages.markedUnread,
  archive: notificationMessages.archived,
  unarchive: notificationMessages.markedUnread,
};

/** silent: no confirmation toast (opening a notification marks it read without a word); failures always speak. */
export type ChangeStatus = (notification: Notification, action: StatusAction, options?: { silent?: boolean }) => Promise<boolean>;

/**
 * Marks a notification read or unread, archives or unarchives it (part 1 §4): the change shows at once in every
 * list on screen and in the unread counter, then PUT /api/notifications/update-status; a failure puts everything
 * back and says 'Error al actualizar el estatus de la notificatión.'. Afterwards lists and counter are asked again.
 */
export function useNotificationStatus(userPK: string): ChangeStatus {
  const { cache, mutate } = useSWRConfig();
  const notify = useNotify();
  return useCallback(
    async (notification, action, options = {}) => {
      const status = actionStatus[action];
      if (notification.status === status) return true;
      const id = notification.notificationId;
      const now = new Date().toISOString();

      const snapshots: [string, NotificationsPage][] = [];
      for (const key of cache.keys()) {
        if (!isNotificationListKey(key)) continue;
        const data = cache.get(key)?.data as NotificationsPage | undefined;
        if (!data?.notifications.some((n) => n.notificationId === id)) continue;
        snapshots.push([key, data]);
        const patched: NotificationsPage = {
          ...data,
          notifications: data.notifications.map((n) => (n.notificationId === id ? { ...n, status, readDate: status === 'read' ? now : n.readDate } : n)),
        };
        void mutate(key, patched, { revalidate: false });
      }
      const countKey = unreadCountKey(userPK);
      const count = cache.get(countKey)?.data as number | undefined;
      const delta = (status === 'unread' ? 1 : 0) - (notification.status === 'unread' ? 1 : 0);
      if (count !== undefined && delta !== 0) void mutate(countKey, Math.max(0, count + delta), { revalidate: false });

      try {
        await updateNotificationStatus({ userPK, notificationId: id, status });
      } catch {
        for (const [key, data] of snapshots) void mutate(key, data, { revalidate: false });
        if (count !== undefined) void mutate(countKey, count, { revalidate: false });
        notify.toast(notificationMessages.statusFailed, { variant: 'danger' });
        return false;
      }
      const message = successMessages[action];
      if (message && !options.silent) notify.toast(message, { variant: 'success' });
      void mutate(isNotificationDataKey);
      return true;
    },
    [cache, mutate, notify, userPK],
  );
}
