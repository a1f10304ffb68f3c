import { Body1, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { adminMetricLabels, type AdminMetricName } from '@expediente/contracts/admin/metrics';
import { tenantMessages } from '@expediente/contracts/admin/tenants';
import { can } from '@expediente/contracts/shell/permissions';
import { useParams } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { ButtonLink } from '../../components/button-link';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { useSignedInUser } from '../../lib/current-user-context';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { ReportSettingsCard } from '../reports/components/report-settings-card';
import { useTenant } from './api/get-tenant';
import { MetricGrid, MetricTile } from './components/metric-tile';
import { tenantTexts } from './components/tenant-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, '@media (max-width: 600px)': { padding: tokens.spacingHorizontalM } },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  // The name over its key (Title2 is inline by itself).
  names: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: { overflowWrap: 'anywhere' },
  key: { color: tokens.colorNeutralForeground3 },
});

/**
 * The counters and the lists they lead to (part 2 §2.9); transactions has no link. Users, contacts and documents take
 * the tenant in the query (their lists honour it for the Developer); roles are the same in every tenant; the document
 * type pages show the caller's own catalogue, so that counter links only on the caller's own tenant.
 */
const counters: { name: Exclude<AdminMetricName, 'tenants'>; path?: string; scope?: 'tenant' | 'own' }[] = [
  { name: 'users', path: '/admin/users', scope: 'tenant' },
  { name: 'roles', path: '/admin/roles' },
  { name: 'contacts', path: '/admin/contacts', scope: 'tenant' },
  { name: 'documentTypes', path: '/admin/documenttypes', scope: 'own' },
  { name: 'documents', path: '/admin/documents', scope: 'tenant' },
  { name: 'transactions' },
];

function counterLink(counter: (typeof counters)[number], tenantId: string, ownTenantId: string): string | undefined {
  if (!counter.path) return undefined;
  if (counter.scope === 'tenant') return `${counter.path}?tenant=${encodeURIComponent(tenantId)}`;
  if (counter.scope === 'own' && tenantId !== ownTenantId) return undefined;
  return counter.path;
}

/**
 * /admin/tenants/{id} (part 2 §2.9): the tenant's counters from GET /api/tenants/{id}, linking to their lists (see
 * `counters`), and its users page (/admin/tenants/{id}/users). Another tenant's page answers 404 to an Admin.
 */
export function TenantPage({ title }: PageProps) {
  const { id = '' } = useParams();
  const tenant = useTenant(id);
  const data = tenant.data;
  usePageTitle(data?.displayName ?? title);
  const styles = useStyles();
  const { user } = useSignedInUser();
  return (
    <main className={styles.root}>
      <PageBreadcrumb
        steps={[
          { label: tenantTexts.home, to: getHref('home') },
          { label: tenantTexts.admin, to: getHref('admin') },
          { label: tenantTexts.listLabel, to: getHref('adminTenants') },
        ]}
        current={data?.displayName ?? title}
      />
      {tenant.error && !data && (tenant.error.status === 404 ? <Body1>{tenantMessages.notFound}</Body1> : <LoadFailure message={tenantMessages.loadFailed} onRetry={() => void tenant.mutate()} />)}
      {tenant.isLoading && <Spinner label={tenantTexts.loading} />}
      {data && (
        <>
          <div className={styles.heading}>
            <div className={styles.names}>
              <Title2 as="h1" className={styles.title}>
                {data.displayName}
              </Title2>
              <Body1 className={styles.key}>
                {tenantTexts.keyLabel}: {data.publicKey}
              </Body1>
            </div>
            <ButtonLink to={getHref('adminTenantUsers', { id: data.publicKey })}>{tenantTexts.tenantUsers}</ButtonLink>
          </div>
          <MetricGrid label={tenantTexts.counters}>
            {counters.map((c) => {
              const to = counterLink(c, data.publicKey, user.tenantId);
              return <MetricTile key={c.name} label={adminMetricLabels[c.name]} value={data[c.name]} {...(to ? { to } : {})} />;
            })}
          </MetricGrid>
          {can(user.primaryRole, 'manage:reports', user.features) && <ReportSettingsCard tenantId={data.publicKey} />}
        </>
      )}
    </main>
  );
}
