import { Body1, Caption1, Link, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { ArchiveRegular, ArrowUndoRegular, MailReadRegular, MailUnreadRegular } from '@fluentui/react-icons';
import type { Notification } from '@expediente/contracts/notifications/notifications';
import { IconButton } from '../../../components/icon-button';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { notificationTexts, pageContentMax, pageTitleMax, statusLabels, truncate, type StatusAction } from '../notification-text';

const useStyles = makeStyles({
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  unread: { ...shorthands.borderLeft(tokens.strokeWidthThickest, 'solid', tokens.colorBrandStroke1) },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { fontSize: tokens.fontSizeBase400, textAlign: 'start', overflowWrap: 'anywhere' },
  titleUnread: { fontWeight: tokens.fontWeightSemibold },
  content: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-start' },
});

export type NotificationListItemProps = {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onAction: (notification: Notification, action: StatusAction) => void;
};

/** One notification in the list: title (60 characters) opening the detail, content (150), type, date, status, actions. */
export function NotificationListItem({ notification, onOpen, onAction }: NotificationListItemProps) {
  const styles = useStyles();
  const { status } = notification;
  const unread = status === 'unread';
  const shortTitle = truncate(notification.title, pageTitleMax);
  return (
    <li className={mergeClasses(styles.item, unread && styles.unread)} data-status={status}>
      <div className={styles.body}>
        {/* Cut at 60 here (part 2 §9); the whole title is the button's name and tooltip, and the detail shows it. */}
        <Link
          as="button"
          className={mergeClasses(styles.title, unread && styles.titleUnread)}
          onClick={() => onOpen(notification)}
          {...(shortTitle === notification.title ? {} : { title: notification.title, 'aria-label': notification.title })}
        >
          {shortTitle}
        </Link>
        <Body1 className={styles.content}>{truncate(notification.content, pageContentMax)}</Body1>
        <div className={styles.meta}>
          <StatusBadge variant={notification.type === 'default:warning' ? 'warning' : 'info'}>{notification.typeLabel}</StatusBadge>
          <StatusBadge variant={unread ? 'primary' : 'secondary'} appearance={unread ? 'filled' : 'tint'}>
            {statusLabels[status]}
          </StatusBadge>
          <Caption1>{formatDateTime(notification.date)}</Caption1>
        </div>
      </div>
      <div className={styles.actions}>
        {status !== 'deleted' &&
          (unread ? (
            <IconButton size="small" icon={<MailReadRegular />} label={notificationTexts.markRead} onClick={() => onAction(notification, 'read')} />
          ) : (
            <IconButton size="small" icon={<MailUnreadRegular />} label={notificationTexts.markUnread} onClick={() => onAction(notification, 'unread')} />
          ))}
        {status === 'deleted' ? (
          <IconButton size="small" icon={<ArrowUndoRegular />} label={notificationTexts.unarchive} onClick={() => onAction(notification, 'unarchive')} />
        ) : (
          <IconButton size="small" icon={<ArchiveRegular />} label={notificationTexts.archive} onClick={() => onAction(notification, 'archive')} />
        )}
      </div>
    </li>
  );
}
