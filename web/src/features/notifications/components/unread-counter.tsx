import { CounterBadge, makeStyles } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { getHref } from '../../../app/routes';
import { ButtonLink } from '../../../components/button-link';
import { notificationTexts } from '../notification-text';

const useStyles = makeStyles({
  // Fluent's button clips what overflows it: the badge sits over its corner and would lose its second digit.
  button: { overflow: 'visible' },
  icon: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-8px', right: '-10px' },
});

/** The header's unread counter: a link to /notifications with the number of unread notifications. */
export function UnreadCounter({ count }: { count: number | undefined }) {
  const styles = useStyles();
  const shown = count ?? 0;
  return (
    <ButtonLink
      to={getHref('notifications')}
      appearance="subtle"
      className={styles.button}
      aria-label={count === undefined ? notificationTexts.counterLoading : notificationTexts.counterLabel(shown)}
      icon={
        <span className={styles.icon}>
          <AlertRegular />
          {shown > 0 && <CounterBadge className={styles.badge} count={shown} overflowCount={99} size="small" color="danger" aria-hidden="true" />}
        </span>
      }
    />
  );
}
