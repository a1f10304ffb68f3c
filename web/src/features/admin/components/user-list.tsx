import { Body1, Spinner, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { userMessages, type UserDetail, type UserSummary } from '@expediente/contracts/admin/users';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getHref } from '../../../app/routes';
import { AppButton } from '../../../components/app-button';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { DebouncedSearch } from '../../../components/debounced-search';
import { RouterLink } from '../../../components/router-link';
import { StatusBadge } from '../../../components/status-badge';
import { useNotify } from '../../../components/use-notify';
import { useSignedInUser } from '../../../lib/current-user-context';
import { useListParams } from '../../../lib/use-list-params';
import { LoadFailure } from '../../contacts/components/load-failure';
import { useUsers } from '../api/get-users';
import { UserCreateModal } from './user-create-modal';
import { userTexts as t } from './user-texts';

const useStyles = makeStyles({
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  busy: { opacity: 0.6 },
  // Below this the table scrolls inside its own container instead of widening the page (390 px phones).
  table: { minWidth: '40rem' },
  text: { overflowWrap: 'anywhere' },
  footer: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const statusVariant = { active: 'success', pending: 'info', inactive: 'warning', disabled: 'danger', removed: 'secondary' } as const;

/** The user detail's href; a user of another tenant than the caller's carries its tenant. */
export const userHref = (user: Pick<UserSummary, 'publicKey' | 'tenant'>, callerTenant: string) =>
  getHref('adminUser', { id: user.publicKey }, user.tenant === callerTenant ? undefined : { tenant: user.tenant });

/**
 * The users of a tenant (part 2 §2.9 /admin/users and /admin/tenants/{id}/users): search by name or e-mail in the
 * query string (`search`), pages by the server's continuation token (`after`: 'Siguiente', and back to the first
 * page), and 'Agregar' opening the new-user dialog; a created user opens its detail.
 */
export function UserList({ title, tenant }: { title: string; tenant?: string | undefined }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const { user: me } = useSignedInUser();
  const [params, update] = useListParams();
  const search = (params.get('search') ?? '').trim().slice(0, 100);
  const after = params.get('after') ?? undefined;
  const [adding, setAdding] = useState(false);
  const { data: answer, error, isLoading, mutate } = useUsers({ search: search || undefined, tenant, continuationToken: after });
  const data = error ? undefined : answer;
  const busy = isLoading && data !== undefined;
  const onSearch = useCallback((value: string) => update({ search: value, after: undefined }, { replace: true }), [update]);

  const columns: DataTableColumn<UserSummary>[] = [
    { key: 'name', header: t.columns.name, width: '30%', render: (u) => <RouterLink to={userHref(u, me.tenantId)}>{u.displayName}</RouterLink> },
    { key: 'email', header: t.columns.email, width: '34%', render: (u) => <span className={styles.text}>{u.emailAddress}</span> },
    { key: 'role', header: t.columns.role, width: '18%', render: (u) => u.roleDisplayName },
    { key: 'status', header: t.columns.status, width: '18%', render: (u) => <StatusBadge variant={statusVariant[u.status.name]}>{u.status.displayNameES}</StatusBadge> },
  ];

  function created(user: UserDetail) {
    setAdding(false);
    notify.toast(userMessages.created, { variant: 'success' });
    void mutate();
    navigate(userHref(user, me.tenantId));
  }

  return (
    <>
      <div className={styles.heading}>
        <Title2 as="h1">{title}</Title2>
        <AppButton variant="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
          {t.add}
        </AppButton>
      </div>
      <div role="search">
        <DebouncedSearch value={search} onSearch={onSearch} debounceMs={500} placeholder={t.searchPlaceholder} label={t.search} maxLength={100} />
      </div>
      {error && <LoadFailure message={t.loadError} onRetry={() => void mutate()} />}
      {!data && isLoading && <Spinner label={t.loading} />}
      {data && (
        <div className={mergeClasses(styles.list, busy && styles.busy)} aria-busy={busy}>
          <Body1 role="status">{busy ? t.loading : t.shown(data.users.length)}</Body1>
          <DataTable columns={columns} rows={data.users} getRowId={(u) => u.publicKey} label={t.listLabel} emptyText={search ? t.emptySearch : t.empty} className={styles.table} />
          {(after || data.continuationToken) && (
            <div className={styles.footer}>
              {after && <AppButton onClick={() => update({ after: undefined })}>{t.first}</AppButton>}
              {data.continuationToken && <AppButton onClick={() => update({ after: data.continuationToken })}>{t.next}</AppButton>}
            </div>
          )}
        </div>
      )}
      <UserCreateModal open={adding} onClose={() => setAdding(false)} onCreated={created} managerRole={me.primaryRole} tenant={tenant} />
    </>
  );
}
