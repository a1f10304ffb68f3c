import { Body1, Caption1, MessageBar, MessageBarActions, MessageBarBody, Spinner, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { notificationMessages } from '@expediente/contracts/notifications/notification-values';
import { getHref } from '../../../app/routes';
import { AppButton } from '../../../components/app-button';
import { RouterLink } from '../../../components/router-link';
import { formatDateTime } from '../../../lib/format';
import { homeUnreadCount, useUnreadNotifications } from '../api/get-unread-notifications';
import { homeTexts } from '../home-texts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2 },
});

/**
 * The user's unread notifications on the home: how many, the newest few (each opens its detail on
 * /notifications) and a link to all of them.
 */
export function UnreadNotifications({ userPK }: { userPK: string }) {
  const styles = useStyles();
  const { data, error, isLoading, mutate } = useUnreadNotifications(userPK, true);
  if (error && !data) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{notificationMessages.loadFailed}</MessageBarBody>
        <MessageBarActions>
          <AppButton size="small" onClick={() => void mutate()}>
            {homeTexts.retry}
          </AppButton>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (isLoading || !data) return <Spinner size="small" label={homeTexts.unreadLoading} />;
  // A notification marked read elsewhere shows here at once as read (the lists are patched): leave it out.
  const unread = data.notifications.filter((n) => n.status === 'unread').slice(0, homeUnreadCount);
  return (
    <>
      <Body1>{homeTexts.unreadCount(data.totalCount)}</Body1>
      {unread.length > 0 && (
        <ul className={styles.list}>
          {unread.map((n) => (
            <li key={n.notificationId} className={styles.item}>
              <RouterLink to={getHref('notifications', undefined, { id: n.notificationId })} className={styles.title}>
                {n.title}
              </RouterLink>
              <Caption1 className={styles.meta}>
                {n.typeLabel} · {formatDateTime(n.date)}
              </Caption1>
            </li>
          ))}
        </ul>
      )}
      <Body1>
        <RouterLink to={getHref('notifications')}>{homeTexts.allNotifications}</RouterLink>
      </Body1>
    </>
  );
}
