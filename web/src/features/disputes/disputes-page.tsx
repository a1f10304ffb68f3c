import { Body1, Spinner, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { disputeStatuses, disputeStatusLabel, disputeStatusLabels, disputeTypeLabels, disputeTypes, type DisputeType } from '@expediente/contracts/disputes/dispute-values';
import { disputePageSizes, type Dispute } from '@expediente/contracts/disputes/disputes';
import { getHref, type PageProps } from '../../app/routes';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../components/data-table';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { Pagination } from '../../components/pagination';
import { RouterLink } from '../../components/router-link';
import { SelectField } from '../../components/select-field';
import { StatusBadge } from '../../components/status-badge';
import { useSignedInUser } from '../../lib/current-user-context';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { appearanceVariant } from '../documents/components/detail-texts';
import { useDisputes } from './api/get-disputes';
import { disputesTexts as t } from './disputes-texts';
import { useListParams } from '../../lib/use-list-params';
import { horizontalScroll } from '../../components/horizontal-scroll';

const maxPageIndex = 10_000;

/** The list's state from the query string; anything invalid reads as unset (or the default). */
export function readDisputeListParams(params: URLSearchParams) {
  const pageSize = Number(params.get('pageSize'));
  const pageIndex = Number(params.get('pageIndex'));
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  return {
    status: (disputeStatuses as readonly string[]).includes(status) ? status : undefined,
    type: (disputeTypes as readonly string[]).includes(type) ? type : undefined,
    orderBy: params.get('orderBy') === 'ASC' ? ('ASC' as const) : ('DESC' as const),
    pageIndex: Number.isInteger(pageIndex) && pageIndex >= 1 && pageIndex <= maxPageIndex ? pageIndex : 1,
    pageSize: (disputePageSizes as readonly number[]).includes(pageSize) ? pageSize : disputePageSizes[0],
  };
}

export function DisputeStatusBadge({ status }: { status: string }) {
  const label = disputeStatusLabel(status);
  return <StatusBadge variant={appearanceVariant(label.appearance)}>{label.label}</StatusBadge>;
}

const columns: DataTableColumn<Dispute>[] = [
  { key: 'document', header: t.document, render: (d) => <RouterLink to={getHref('disputeDocument', { id: d.disputePublicKey })}>{d.documentName}</RouterLink> },
  { key: 'documentType', header: t.documentType, render: (d) => d.documentTypeName },
  { key: 'supplier', header: t.supplier, render: (d) => d.supplierName },
  { key: 'type', header: t.type, render: (d) => disputeTypeLabels[d.disputeType as DisputeType] ?? d.disputeType },
  { key: 'status', header: t.status, render: (d) => <DisputeStatusBadge status={d.disputeStatus} /> },
  { key: 'startDate', header: t.startDate, render: (d) => formatDate(d.disputeStartDate), sortValue: (d) => d.disputeStartDate, width: '9rem' },
  { key: 'endDate', header: t.endDate, render: (d) => (d.disputeEndDate ? formatDate(d.disputeEndDate) : '—'), width: '9rem' },
];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '90rem', minWidth: 0 },
  filters: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: tokens.spacingHorizontalM, maxWidth: '40rem' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  busy: { opacity: 0.6 },
  summary: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  scroll: horizontalScroll,
  table: { minWidth: '52rem' },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  pageSize: { gridTemplateColumns: 'max-content minmax(5rem, auto)', alignItems: 'center' },
});

/**
 * /DocumentsUnderReview 'Aclaración Documental' (part 2 §2.6, §6): the disputes of the caller's list (by role),
 * filtered by status and type, newest first or oldest (the start date's header), a page at a time. The filters,
 * order and page live in the query string; a row's document opens the dispute.
 */
export function DisputesPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { user } = useSignedInUser();
  const [searchParams, update] = useListParams();
  const query = readDisputeListParams(searchParams);


  const { data: answer, error, isLoading, mutate } = useDisputes(user.primaryRole, query);
  const data = error ? undefined : answer;
  const busy = isLoading && data !== undefined;
  const totalCount = data?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalCount / query.pageSize));
  const sort: DataTableSort = { columnKey: 'startDate', direction: query.orderBy === 'ASC' ? 'ascending' : 'descending' };

  return (
    <main className={styles.root}>
      <PageBreadcrumb steps={[{ label: t.home, to: getHref('home') }]} current={title} />
      <Title2 as="h1">{title}</Title2>
      <section aria-label={t.filtersLabel} className={styles.filters}>
        <SelectField
          label={t.status}
          options={[{ value: '', label: t.all }, ...disputeStatuses.map((s) => ({ value: s, label: disputeStatusLabels[s] }))]}
          value={query.status ?? ''}
          onValueChange={(value) => update({ status: value })}
        />
        <SelectField
          label={t.type}
          options={[{ value: '', label: t.all }, ...disputeTypes.map((s) => ({ value: s, label: disputeTypeLabels[s] }))]}
          value={query.type ?? ''}
          onValueChange={(value) => update({ type: value })}
        />
      </section>

      {error && <LoadFailure message={t.loadError} onRetry={() => void mutate()} />}
      {!data && isLoading && <Spinner label={t.loading} />}
      {data && (
        <div className={mergeClasses(styles.list, busy && styles.busy)} aria-busy={busy}>
          <div className={styles.summary}>
            <Body1 role="status">{busy ? t.loading : t.total(totalCount)}</Body1>
            {busy && <Spinner size="extra-tiny" />}
          </div>
          <div className={styles.scroll}>
            <DataTable
              className={styles.table}
              columns={columns}
              rows={data.disputes}
              getRowId={(d) => d.disputePublicKey}
              label={t.tableLabel}
              emptyText={query.status || query.type ? t.emptyFiltered : t.emptyNone}
              sortable
              manualSorting
              sort={sort}
              onSortChange={(next) => update({ orderBy: next.direction === 'ascending' ? 'ASC' : undefined })}
            />
          </div>
          <div className={styles.footer}>
            <Pagination page={query.pageIndex} count={pageCount} onPageChange={(page) => update({ pageIndex: page === 1 ? undefined : page })} siblings={1} />
            <SelectField
              label={t.pageSize}
              orientation="horizontal"
              className={styles.pageSize}
              options={disputePageSizes.map((n) => ({ value: String(n), label: String(n) }))}
              value={String(query.pageSize)}
              onValueChange={(value) => update({ pageSize: value === '10' ? undefined : value })}
            />
          </div>
        </div>
      )}
    </main>
  );
}
