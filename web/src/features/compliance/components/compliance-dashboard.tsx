import { Body1, Spinner, Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { cadenceOf, periodsOfYear } from '@expediente/contracts/documents/periods';
import { useId, useState, type ReactNode } from 'react';
import { Pagination } from '../../../components/pagination';
import { SelectField } from '../../../components/select-field';
import { useSignedInUser } from '../../../lib/current-user-context';
import { useListParams } from '../../../lib/use-list-params';
import { LoadFailure } from '../../contacts/components/load-failure';
import { useOrganizationChoices } from '../../contacts/api/get-organization-choices';
import type { PickedOrganization } from '../../contacts/components/organization-picker';
import { useNarrowViewport } from '../../shell/use-narrow-viewport';
import { useComplianceDocumentTypes } from '../api/get-document-types';
import { useComplianceGrid } from '../api/get-compliance-grid';
import { useComplianceSummary } from '../api/get-compliance-summary';
import { compliancePageSizes, defaultCompliancePageSize, readComplianceParams } from '../compliance-params';
import { complianceTexts } from '../compliance-texts';
import { ExpiringList, OverdueList } from './attention-lists';
import { CellDrillDown } from './cell-drill-down';
import { CellStateLegend } from './cell-state';
import { ComplianceCharts } from './compliance-charts';
import { ComplianceFilters } from './compliance-filters';
import { ComplianceGridCards, ComplianceGridTable, type OpenedCell } from './compliance-grid';
import { SummaryCards } from './summary-cards';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  lists: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))', gap: tokens.spacingHorizontalXL },
  busy: { opacity: 0.6 },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  pageSize: { gridTemplateColumns: 'max-content minmax(5rem, auto)', alignItems: 'center' },
  hint: { color: tokens.colorNeutralForeground2 },
});

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={mergeClasses(styles.section, className)} aria-labelledby={id}>
      <Subtitle1 as="h2" id={id}>
        {title}
      </Subtitle1>
      {children}
    </section>
  );
}

/**
 * The native compliance dashboard (issue 17; the page shows it when the tenant has no configured reports): filters
 * in the query string, the summary's cards and charts (year and customer), the grid of suppliers × document types
 * (all filters, a page of suppliers at a time) with its drill-down, and the expiring and overdue documents.
 */
export function ComplianceDashboard() {
  const styles = useStyles();
  const { user } = useSignedInUser();
  const narrow = useNarrowViewport();
  const currentYear = new Date().getFullYear();
  const [searchParams, update] = useListParams();
  const params = readComplianceParams(searchParams, currentYear);
  const [opened, setOpened] = useState<OpenedCell | null>(null);
  const [picked, setPicked] = useState<PickedOrganization | undefined>();
  const showCustomer = user.primaryRole !== 'Supplier';

  const types = useComplianceDocumentTypes();
  // The customer picker's first page (the same call the picker makes) names a customer kept in the query string.
  const customers = useOrganizationChoices('customer', '', showCustomer && Boolean(params.customer));
  const customer: PickedOrganization | undefined = params.customer
    ? picked?.publicKey === params.customer
      ? picked
      : { publicKey: params.customer, displayName: customers.data?.contacts.find((c) => c.publicKey === params.customer)?.displayName ?? params.customer }
    : undefined;

  const summary = useComplianceSummary({ year: params.year, customer: params.customer });
  const grid = useComplianceGrid({
    year: params.year,
    customer: params.customer,
    search: params.search || undefined,
    period: params.period,
    documentType: params.documentType,
    risk: params.risk,
    pageIndex: params.pageIndex - 1,
    pageSize: params.pageSize,
  });
  const gridData = grid.error ? undefined : grid.data;
  const gridBusy = grid.isLoading && gridData !== undefined;
  const pageCount = gridData ? Math.max(1, Math.ceil(gridData.totalCount / params.pageSize)) : 1;
  const periodType = types.data?.find((t) => t.codeName === params.documentType);
  const periodCadence = periodType ? cadenceOf(periodType.periodCodeName) : undefined;
  const periodLabel = params.period && periodType && periodCadence ? periodsOfYear(periodCadence, params.year, periodType.periodReading).find((p) => p.key === params.period)?.label : undefined;
  const gridLabel = complianceTexts.gridLabel(params.year, periodLabel);
  const onOpen = setOpened;

  return (
    <div className={styles.root}>
      <ComplianceFilters
        params={params}
        onChange={update}
        currentYear={currentYear}
        types={types.data ?? []}
        showCustomer={showCustomer}
        customer={customer}
        onCustomerChange={(next) => {
          setPicked(next);
          if (next?.publicKey !== params.customer) update({ customer: next?.publicKey });
        }}
      />

      <Section title={complianceTexts.summaryLabel}>
        {summary.error && !summary.data && <LoadFailure message={complianceTexts.loadError} onRetry={() => void summary.mutate()} />}
        {!summary.data && summary.isLoading && <Spinner size="small" label={complianceTexts.loading} />}
        {summary.data && <SummaryCards figures={summary.data} label={complianceTexts.summaryLabel} />}
      </Section>

      <Section title={complianceTexts.gridTitle}>
        {grid.error && <LoadFailure message={complianceTexts.loadError} onRetry={() => void grid.mutate()} />}
        {!gridData && grid.isLoading && <Spinner size="small" label={complianceTexts.loading} />}
        {gridData && (
          <div className={mergeClasses(styles.section, gridBusy && styles.busy)} aria-busy={gridBusy}>
            <div className={styles.status}>
              <Body1 role="status">{gridBusy ? complianceTexts.loading : complianceTexts.gridTotal(gridData.totalCount)}</Body1>
              {gridBusy && <Spinner size="extra-tiny" />}
            </div>
            <CellStateLegend label={complianceTexts.legend} />
            {gridData.rows.length === 0 ? (
              <Body1>{complianceTexts.gridEmpty}</Body1>
            ) : narrow ? (
              <ComplianceGridCards grid={gridData} onOpen={onOpen} label={gridLabel} />
            ) : (
              <>
                <Body1 className={styles.hint}>{complianceTexts.gridHint}</Body1>
                <ComplianceGridTable grid={gridData} onOpen={onOpen} label={gridLabel} />
              </>
            )}
            <div className={styles.footer}>
              <Pagination page={params.pageIndex} count={pageCount} onPageChange={(page) => update({ pageIndex: page === 1 ? undefined : page })} siblings={1} />
              <SelectField
                label={complianceTexts.pageSize}
                orientation="horizontal"
                className={styles.pageSize}
                options={compliancePageSizes.map((n) => ({ value: String(n), label: String(n) }))}
                value={String(params.pageSize)}
                onValueChange={(value) => update({ pageSize: Number(value) === defaultCompliancePageSize ? undefined : value })}
              />
            </div>
          </div>
        )}
      </Section>

      {summary.data && (
        <Section title={complianceTexts.chartsTitle}>
          <ComplianceCharts summary={summary.data} />
        </Section>
      )}

      {summary.data && (
        <div className={styles.lists}>
          <Section title={complianceTexts.expiringTitle}>
            <ExpiringList items={summary.data.expiring} />
          </Section>
          <Section title={complianceTexts.overdueTitle}>
            <OverdueList items={summary.data.overdue} />
          </Section>
        </div>
      )}

      <CellDrillDown cell={opened} year={params.year} onClose={() => setOpened(null)} />
    </div>
  );
}
