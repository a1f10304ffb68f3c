import { Spinner, Subtitle1, makeStyles, tokens, useId } from '@fluentui/react-components';
import type { ReportPage } from '@expediente/contracts/reports/reports-values';
import { can } from '@expediente/contracts/shell/permissions';
import { useSignedInUser } from '../../../lib/current-user-context';
import { useBiAuth } from '../api/get-bi-auth';
import { usePageReports } from '../api/get-page-reports';
import { reportsTexts } from '../reports-texts';
import { BiReport } from './bi-report';
import { ConfiguredReports, ReportsLoadFailure } from './configured-reports';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/**
 * The reports of a page, under 'Reportes' when there are any (nothing at all otherwise, so the page's own content
 * stands alone):
 * - Inicio (part 1 §2): the tenant's Power BI report for a Supplier with supplier-bi or anyone else with costumer-bi;
 *   otherwise (flag off, or no report configured: 404) the home reports. A Supplier has no home reports (they show
 *   the whole tenant).
 * - Cumplimiento (part 2 §2.8): the Power BI report under the same flags, then the compliance-page reports; the page
 *   keeps its native dashboard below them (the grid's drill-down to the slot is something no frame offers).
 * The server applies the same flags and roles; this only avoids asking what it would refuse.
 */
export function PageReports({ page }: { page: ReportPage }) {
  const styles = useStyles();
  const titleId = useId('reports-title');
  const { user } = useSignedInUser();
  const readable = can(user.primaryRole, 'read:reports', user.features);
  const supplier = user.primaryRole === 'Supplier';
  const biOn = readable && user.features[supplier ? 'supplier-bi' : 'costumer-bi'] === true;
  const bi = useBiAuth(biOn);
  const biMissing = !biOn || (!!bi.error && (bi.error.status === 404 || bi.error.status === 403));
  const listWanted = readable && !supplier && (page === 'compliance-page' || biMissing || !!bi.error);
  const list = usePageReports(page, listWanted);

  if (!readable) return null;
  if ((biOn && bi.isLoading) || (listWanted && list.isLoading)) return <Spinner size="small" label={reportsTexts.reportsLoading} />;
  const biFailed = !!bi.error && !biMissing;
  const reports = list.data?.reports ?? [];
  const showBi = !!bi.data;
  if (!showBi && !biFailed && !list.error && reports.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Subtitle1 as="h2" id={titleId}>
        {reportsTexts.title}
      </Subtitle1>
      {bi.data && <BiReport auth={bi.data} />}
      {biFailed && <ReportsLoadFailure message={bi.error?.message || reportsTexts.biLoadFailed} onRetry={() => void bi.mutate()} />}
      {list.error && <ReportsLoadFailure message={reportsTexts.reportsLoadFailed} onRetry={() => void list.mutate()} />}
      {reports.length > 0 && <ConfiguredReports reports={reports} />}
    </section>
  );
}
