import { Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { canManageUser } from '@expediente/contracts/admin/users';
import { useParams } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { useSignedInUser } from '../../lib/current-user-context';
import { useListParams } from '../../lib/use-list-params';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useUser } from './api/get-user';
import { UserPasswordCard } from './components/user-password-card';
import { UserRoleCard } from './components/user-role-card';
import { UserStatusCard } from './components/user-status-card';
import { UserEmailsCard, UserSummaryCard } from './components/user-summary-card';
import { userTexts as t } from './components/user-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '70rem', minWidth: 0 },
  title: { overflowWrap: 'anywhere' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
});

/**
 * /admin/users/{id} (part 2 §2.9): the contact summary, the password card, the e-mails, the status card and (ours)
 * the role. `?tenant=` names another tenant's user (the Developer, from a tenant's users list).
 */
export function UserPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { user: me } = useSignedInUser();
  const id = useParams().id ?? '';
  const [params] = useListParams();
  const named = params.get('tenant') ?? undefined;
  const tenant = named && named !== me.tenantId ? named : undefined;
  const { data: user, error, isLoading, mutate } = useUser(id, tenant);
  const blocked = !user ? undefined : user.publicKey === me.userPK ? t.ownAccount : !canManageUser(me.primaryRole, user.role) ? t.outranked : undefined;
  const refresh = () => void mutate();

  return (
    <main className={styles.root}>
      <PageBreadcrumb
        steps={[
          { label: t.home, to: getHref('home') },
          { label: t.admin, to: getHref('admin') },
          tenant ? { label: t.users, to: getHref('adminTenantUsers', { id: tenant }) } : { label: t.users, to: getHref('adminUsers') },
        ]}
        current={user?.displayName ?? title}
      />
      <Title2 as="h1" className={styles.title}>
        {user?.displayName ?? title}
      </Title2>
      {error && <LoadFailure message={t.userLoadError} onRetry={refresh} />}
      {!user && isLoading && <Spinner label={t.loading} />}
      {user && (
        <div className={styles.grid}>
          <UserSummaryCard user={user} sameTenant={!tenant} />
          <UserPasswordCard user={user} tenant={tenant} onChanged={refresh} />
          <UserEmailsCard user={user} />
          <UserStatusCard user={user} tenant={tenant} blocked={blocked} onChanged={refresh} />
          <UserRoleCard user={user} tenant={tenant} managerRole={me.primaryRole} blocked={blocked} onChanged={refresh} />
        </div>
      )}
    </main>
  );
}
