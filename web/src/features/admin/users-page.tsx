import { makeStyles, tokens } from '@fluentui/react-components';
import { getHref, type PageProps } from '../../app/routes';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { useSignedInUser } from '../../lib/current-user-context';
import { useListParams } from '../../lib/use-list-params';
import { usePageTitle } from '../../lib/use-page-title';
import { UserList } from './components/user-list';
import { userTexts as t } from './components/user-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '80rem', minWidth: 0 },
});

/** /admin/users 'Usuarios' (part 2 §2.9): the caller's tenant's users; `?tenant=` another one (the Developer). */
export function UsersPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { user } = useSignedInUser();
  const [params] = useListParams();
  const named = params.get('tenant') ?? undefined;
  return (
    <main className={styles.root}>
      <PageBreadcrumb
        steps={[
          { label: t.home, to: getHref('home') },
          { label: t.admin, to: getHref('admin') },
        ]}
        current={title}
      />
      <UserList title={title} tenant={named && named !== user.tenantId ? named : undefined} />
    </main>
  );
}
