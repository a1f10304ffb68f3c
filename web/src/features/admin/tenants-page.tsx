import { Body1, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { tenantMessages, type tenantPageSizes } from '@expediente/contracts/admin/tenants';
import { can } from '@expediente/contracts/shell/permissions';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { AppButton } from '../../components/app-button';
import { DebouncedSearch } from '../../components/debounced-search';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { Pagination } from '../../components/pagination';
import { useSignedInUser } from '../../lib/current-user-context';
import { useListParams } from '../../lib/use-list-params';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useTenants } from './api/get-tenants';
import { formatCount } from './components/metric-tile';
import { TenantCards } from './components/tenant-cards';
import { TenantCreateDialog } from './components/tenant-create-dialog';
import { tenantTexts } from './components/tenant-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, '@media (max-width: 600px)': { padding: tokens.spacingHorizontalM } },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  total: { color: tokens.colorNeutralForeground3 },
});

/** One of the contract's page sizes. */
const PAGE_SIZE: (typeof tenantPageSizes)[number] = 25;

/**
 * /admin/tenants (part 2 §2.9): the tenants the caller may see (every one for the Developer, its own for Admin and
 * Support), search in the query string, pages of 25, and for the Developer (create:tenants) the create dialog;
 * a created tenant opens its page.
 */
export function TenantsPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const navigate = useNavigate();
  const { user } = useSignedInUser();
  const [params, update] = useListParams();
  const [creating, setCreating] = useState(false);
  const search = params.get('search') ?? '';
  const pageIndex = Math.max(1, Number(params.get('pageIndex')) || 1);
  const list = useTenants({ search, pageIndex, pageSize: PAGE_SIZE });
  const data = list.data;
  const pages = data ? Math.ceil(data.total / data.pageSize) : 0;
  const mayCreate = can(user.primaryRole, 'create:tenants', user.features);

  return (
    <main className={styles.root}>
      <PageBreadcrumb steps={[{ label: tenantTexts.home, to: getHref('home') }, { label: tenantTexts.admin, to: getHref('admin') }]} current={title} />
      <div className={styles.heading}>
        <Title2 as="h1">{title}</Title2>
        {mayCreate && (
          <AppButton variant="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
            {tenantTexts.create}
          </AppButton>
        )}
      </div>
      <div className={styles.bar}>
        <DebouncedSearch value={search} onSearch={(next) => update({ search: next }, { replace: true })} debounceMs={400} placeholder={tenantTexts.searchPlaceholder} label={tenantTexts.search} maxLength={100} />
        {data && <Body1 className={styles.total}>{tenantTexts.total(formatCount(data.total))}</Body1>}
      </div>
      {list.error && <LoadFailure message={tenantMessages.loadFailed} onRetry={() => void list.mutate()} />}
      {list.isLoading && !data && <Spinner label={tenantTexts.loading} />}
      {data && <TenantCards tenants={data.tenants} emptyText={search ? tenantMessages.emptyFiltered : tenantMessages.empty} />}
      <Pagination page={pageIndex} count={pages} onPageChange={(page) => update({ pageIndex: page })} />
      {mayCreate && (
        <TenantCreateDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            void list.mutate();
            navigate(getHref('adminTenant', { id: created.tenant.publicKey }));
          }}
        />
      )}
    </main>
  );
}
