import { Body1, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { adminMetricLabels, adminMetricsTexts, type AdminMetricName } from '@expediente/contracts/admin/metrics';
import { can } from '@expediente/contracts/shell/permissions';
import type { PageProps } from '../../app/routes';
import { useSignedInUser } from '../../lib/current-user-context';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useAdminMetrics } from './api/get-admin-metrics';
import { MetricGrid, MetricTile } from './components/metric-tile';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, '@media (max-width: 600px)': { padding: tokens.spacingHorizontalM } },
  scope: { color: tokens.colorNeutralForeground3 },
});

/** Each tile and where it leads (part 2 §2.9); transactions has no link. Relative to /admin. */
const tiles: { name: AdminMetricName; to?: string }[] = [
  { name: 'tenants', to: 'tenants' },
  { name: 'users', to: 'users' },
  { name: 'roles', to: 'roles' },
  { name: 'contacts', to: 'contacts' },
  { name: 'documentTypes', to: 'documenttypes' },
  { name: 'documents', to: 'documents' },
  { name: 'transactions' },
];

/**
 * /admin 'Administración Global' (part 2 §2.9): the metric tiles from GET /api/admin/metrics, numbers in es-MX, each
 * linking to its list; then Auditar Documentos and, for the Developer only, the Manage Features tile. The Developer's
 * counts cover every tenant; everyone else's their own tenant (decision 016), and the page says which.
 */
export function AdminHomePage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { user } = useSignedInUser();
  const metrics = useAdminMetrics();
  const data = metrics.data;
  return (
    <main className={styles.root}>
      <Title2 as="h1">{title}</Title2>
      {metrics.error && !data && <LoadFailure message={adminMetricsTexts.loadFailed} onRetry={() => void metrics.mutate()} />}
      {metrics.isLoading && <Spinner label="Cargando información..." />}
      {data && (
        <>
          <Body1 className={styles.scope}>{data.scope === 'platform' ? adminMetricsTexts.platformScope : adminMetricsTexts.tenantScope}</Body1>
          <MetricGrid label={title}>
            {tiles.map((tile) => (
              <MetricTile key={tile.name} label={adminMetricLabels[tile.name]} value={data[tile.name]} {...(tile.to ? { to: `/admin/${tile.to}` } : {})} />
            ))}
            {can(user.primaryRole, 'read:audit', user.features) && <MetricTile label={adminMetricsTexts.audit} to="/admin/audit/documents" hint={adminMetricsTexts.auditHint} />}
            {user.primaryRole === 'Developer' && <MetricTile label={adminMetricsTexts.features} to="/admin/features" hint={adminMetricsTexts.featuresHint} />}
          </MetricGrid>
        </>
      )}
    </main>
  );
}
