import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { getHref, type PageProps } from '../../app/routes';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { usePageTitle } from '../../lib/use-page-title';
import { PageReports } from '../reports/components/page-reports';
import { ComplianceDashboard } from './components/compliance-dashboard';
import { complianceTexts } from './compliance-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '100rem', minWidth: 0 },
});

/**
 * /compliance 'Cumplimiento' (part 2 §2.8): Inicio > Cumplimiento, then the tenant's native dashboard. The spec's
 * embedded reports take its place when the tenant has configured some (issue 17, reports area).
 */
export function CompliancePage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  return (
    <main className={styles.root}>
      <PageBreadcrumb steps={[{ label: complianceTexts.home, to: getHref('home') }]} current={title} />
      <Title2 as="h1">{title}</Title2>
      {/* The tenant's reports (Power BI, frames) first when it has any; the native dashboard always (reports area). */}
      <PageReports page="compliance-page" />
      <ComplianceDashboard />
    </main>
  );
}
