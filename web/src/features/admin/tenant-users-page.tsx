import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { useSignedInUser } from '../../lib/current-user-context';
import { usePageTitle } from '../../lib/use-page-title';
import { UserList } from './components/user-list';
import { userTexts as t } from './components/user-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '80rem', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * /admin/tenants/{id}/users (part 2 §2.9): the users list of one tenant. The server shows another tenant's users
 * only to manage:users:any (the Developer); for anyone else that tenant does not exist (the list's load error).
 */
export function TenantUsersPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { user } = useSignedInUser();
  const id = useParams().id ?? '';
  return (
    <main className={styles.root}>
      <PageBreadcrumb
        steps={[
          { label: t.home, to: getHref('home') },
          { label: t.admin, to: getHref('admin') },
          { label: t.tenants, to: getHref('adminTenants') },
          { label: id, to: getHref('adminTenant', { id }) },
        ]}
        current={t.users}
      />
      <Body1 className={styles.muted}>{t.tenantOf(id)}</Body1>
      <UserList key={id} title={title} tenant={id === user.tenantId ? undefined : id} />
    </main>
  );
}
