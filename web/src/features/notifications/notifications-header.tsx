import { can } from '@expediente/contracts/shell/permissions';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useNotify } from '../../components/use-notify';
import { useSignedInUser } from '../../lib/current-user-context';
import { getNotifications } from './api/get-notifications';
import { useUnreadCount } from './api/get-unread-count';
import { newestUnreadQuery, useWarningNotifications } from './api/get-warning-notifications';
import { isNotificationListKey, notificationsListKey } from './api/notification-keys';
import { UnreadCounter } from './components/unread-counter';
import { headerTitleMax, truncate } from './notification-text';
import { useNotificationStatus } from './use-notification-status';

// Most pages show no warning: the carousel (with its tooltips) downloads when there is one to show.
const WarningCarousel = lazy(() => import('./components/warning-carousel').then((m) => ({ default: m.WarningCarousel })));

/** At most this many push alerts at once when several notifications arrive together. */
export const maxPushAlerts = 3;

function useNotificationsOn(): boolean {
  const { user } = useSignedInUser();
  return can(user.primaryRole, 'read:notifications:own', user.features);
}

/**
 * The header's unread counter (GET /api/notifications-status/{userPK}?status=unread, every minute while the user is
 * active, and after every change). When the number goes up, the newest unread notifications that arrived since the last look are
 * announced as push alerts (5 s; default:warning ones are important, 10 s) and the lists on screen are refreshed.
 */
export function NotificationsCounter() {
  const { user, isIdle } = useSignedInUser();
  const enabled = useNotificationsOn();
  const { data: count } = useUnreadCount(user.userPK, { enabled, isIdle });
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const previous = useRef<number | undefined>(undefined);
  // Notifications dated after this are new to the user (set when the header first shows).
  const since = useRef(0);
  useEffect(() => {
    since.current = Date.now();
  }, []);

  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    if (count === undefined || before === undefined || count <= before) return;
    let cancelled = false;
    void getNotifications(notificationsListKey(user.userPK, newestUnreadQuery)).then(
      (page) => {
        if (cancelled) return;
        const fresh = page.notifications.filter((n) => Date.parse(n.date) > since.current);
        for (const n of fresh) since.current = Math.max(since.current, Date.parse(n.date));
        for (const n of fresh.slice(0, maxPushAlerts)) {
          notify.push({ title: truncate(n.title, headerTitleMax), message: n.typeLabel, important: n.type === 'default:warning' });
        }
        if (fresh.length > 0) void mutate(isNotificationListKey);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [count, user.userPK, notify, mutate]);

  if (!enabled) return null;
  return <UnreadCounter count={count} />;
}

/** The warning carousel over every page: unread default:warning notifications; dismissing marks one read. */
export function NotificationsBanner() {
  const { user, isIdle } = useSignedInUser();
  const enabled = useNotificationsOn();
  const { data } = useWarningNotifications(user.userPK, { enabled, isIdle });
  const changeStatus = useNotificationStatus(user.userPK);
  if (!enabled || !data) return null;
  const warnings = data.notifications.filter((n) => n.status === 'unread' && n.type === 'default:warning');
  if (warnings.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <WarningCarousel warnings={warnings} onDismiss={(n) => void changeStatus(n, 'read', { silent: true })} />
    </Suspense>
  );
}
