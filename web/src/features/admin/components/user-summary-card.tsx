import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { UserDetail } from '@expediente/contracts/admin/users';
import type { ReactNode } from 'react';
import { getHref } from '../../../app/routes';
import { AppCard } from '../../../components/app-card';
import { RouterLink } from '../../../components/router-link';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { userTexts as t } from './user-texts';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  emails: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  email: { overflowWrap: 'anywhere' },
});

/**
 * The contact summary (part 2 §2.9): name, e-mail, organization, phone, role, tenant and since when; the contact
 * links to its directory page when it is of the caller's tenant (the directory is per tenant).
 */
export function UserSummaryCard({ user, sameTenant }: { user: UserDetail; sameTenant: boolean }) {
  const styles = useStyles();
  const rows: [string, ReactNode][] = [
    [t.email, user.emailAddress],
    [t.company, user.contact.companyName ?? '—'],
    [t.phone, user.contact.phoneNumber ?? '—'],
    [t.role, user.roleDisplayName],
    [t.statusCard, <StatusBadge key="s" variant={user.status.name === 'active' ? 'success' : 'warning'}>{user.status.displayNameES}</StatusBadge>],
    [t.tenant, user.tenantDisplayName],
    [t.createdAt, formatDate(user.createdAt)],
  ];
  return (
    <AppCard title={t.contact} footer={sameTenant ? <RouterLink to={getHref('contactDetail', { id: user.contact.publicKey })}>{t.contactLink}</RouterLink> : undefined}>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.pair}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </AppCard>
  );
}

/** The user's e-mails (part 2 §2.9): those of their person contact. */
export function UserEmailsCard({ user }: { user: UserDetail }) {
  const styles = useStyles();
  return (
    <AppCard title={t.emails}>
      {user.contact.emails.length === 0 ? (
        <Body1>{t.noEmails}</Body1>
      ) : (
        <ul className={styles.emails}>
          {user.contact.emails.map((e) => (
            <li key={e.emailAddress} className={styles.email}>
              <Body1>{`${e.emailAddress} (${e.locationName})`}</Body1>
            </li>
          ))}
        </ul>
      )}
    </AppCard>
  );
}
