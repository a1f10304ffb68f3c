import { Body1, Spinner, Tab, TabList, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { documentPageSizes, FIRST_DOCUMENT_YEAR } from '@expediente/contracts/documents/documents';
import { useCallback, useState } from 'react';
import { getHref, type PageProps } from '../../app/routes';
import { Pagination } from '../../components/pagination';
import { SelectField } from '../../components/select-field';
import { hasFeature, useSignedInUser } from '../../lib/current-user-context';
import { usePageTitle } from '../../lib/use-page-title';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { LoadFailure } from '../contacts/components/load-failure';
import type { PickedOrganization } from '../contacts/components/organization-picker';
import { useNarrowViewport } from '../shell/use-narrow-viewport';
import { useDocuments } from './api/get-documents';
import { useSetDocumentTypes } from './api/get-set-document-types';
import { ExportButton } from './components/export-button';
import { DocumentListCards } from './components/list-cards';
import { DocumentListFilters, type ListFilters } from './components/list-filters';
import { ListSearch } from './components/list-search';
import { DocumentListTable } from './components/list-table';
import { listTexts } from './components/list-texts';
import { useListParams } from '../../lib/use-list-params';

const maxPageIndex = 10_000;
const statusCodes = ['V', 'I', 'P', 'U'];

function intIn(value: string | null, min: number, max: number): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** The list's state from the query string; anything invalid reads as unset (or the default). */
export function readDocumentListParams(params: URLSearchParams, currentYear: number) {
  const pageSize = Number(params.get('pageSize'));
  const filters: ListFilters = {
    documentTypeSet: params.get('documentTypeSet') === 'auditonly' ? 'auditonly' : 'mxexpediente',
    search: (params.get('search') ?? '').trim().slice(0, 100),
    orderBy: params.get('orderBy') === 'ASC' ? 'ASC' : 'DESC',
  };
  const supplierPK = params.get('supplierPK')?.trim();
  if (supplierPK) filters.supplierPK = supplierPK.slice(0, 128);
  const status = params.get('status');
  if (status && statusCodes.includes(status)) filters.status = status;
  const type = params.get('type')?.trim();
  if (type) filters.type = type.slice(0, 64);
  const year = intIn(params.get('year'), FIRST_DOCUMENT_YEAR, currentYear);
  if (year) filters.year = year;
  const month = intIn(params.get('month'), 1, 12);
  if (month) filters.month = month;
  const period = intIn(params.get('period'), 1, 366);
  // The period is a number in the type's cadence within a year: without both it means nothing.
  if (period && filters.type && filters.year) filters.period = period;
  return {
    filters,
    view: params.get('view') === 'cards' ? ('cards' as const) : ('table' as const),
    pageIndex: intIn(params.get('pageIndex'), 1, maxPageIndex) ?? 1,
    pageSize: (documentPageSizes as readonly number[]).includes(pageSize) ? pageSize : documentPageSizes[0],
  };
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '90rem', minWidth: 0 },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  busy: { opacity: 0.6 },
  summary: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  pageSize: { gridTemplateColumns: 'max-content minmax(5rem, auto)', alignItems: 'center' },
});

/**
 * /documents 'Documentos' (part 2 §2.3, §9): the documents the user may see, filtered by supplier, set, type,
 * status, year, month, period and a search, newest first (or oldest), a page at a time, as a table or as cards.
 * Every filter, the order, the view and the page live in the query string, so links, back and reload keep them.
 * The export button (flag documents-export; export-button.tsx) exports what the filters select, disabled while the
 * list loads or is empty.
 */
export function DocumentsPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { user } = useSignedInUser();
  const narrow = useNarrowViewport();
  const currentYear = new Date().getFullYear();
  const [searchParams, update] = useListParams();
  const { filters, view, pageIndex, pageSize } = readDocumentListParams(searchParams, currentYear);
  const [picked, setPicked] = useState<PickedOrganization | undefined>();

  const onSearch = useCallback((text: string) => update({ search: text }, { replace: true }), [update]);

  const types = useSetDocumentTypes(filters.documentTypeSet);
  const { data: answer, error, isLoading, mutate } = useDocuments({
    supplierPK: filters.supplierPK,
    documentTypeSet: filters.documentTypeSet === 'mxexpediente' ? undefined : filters.documentTypeSet,
    status: filters.status,
    type: filters.type,
    searchText: filters.search || undefined,
    year: filters.year,
    month: filters.month,
    period: filters.period,
    sortOrder: filters.orderBy,
    pageIndex,
    pageSize,
  });
  const data = error ? undefined : answer;
  const busy = isLoading && data !== undefined;
  const totalCount = data?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const filtered = Boolean(filters.supplierPK || filters.status || filters.type || filters.search || filters.year || filters.month || filters.period);
  const emptyText = filtered ? listTexts.emptyFiltered : listTexts.emptyNone;
  // The supplier picker shows the name chosen here, or after a reload the name the listed documents carry.
  const supplier: PickedOrganization | undefined = filters.supplierPK
    ? picked?.publicKey === filters.supplierPK
      ? picked
      : { publicKey: filters.supplierPK, displayName: data?.documents.find((d) => d.supplier.publicKey === filters.supplierPK)?.supplier.displayName ?? filters.supplierPK }
    : undefined;
  const showCards = view === 'cards' || narrow;

  return (
    <main className={styles.root}>
      <PageBreadcrumb steps={[{ label: listTexts.home, to: getHref('home') }]} current={title} />
      <div className={styles.heading}>
        <Title2 as="h1">{title}</Title2>
        {hasFeature(user, 'documents-export') && <ExportButton filters={filters} count={totalCount} disabled={!data || isLoading || totalCount === 0} />}
        {!narrow && (
          <TabList aria-label={listTexts.view} selectedValue={view} onTabSelect={(_, tab) => update({ view: tab.value === 'cards' ? 'cards' : undefined, pageIndex: pageIndex === 1 ? undefined : pageIndex })}>
            <Tab value="table">{listTexts.tableView}</Tab>
            <Tab value="cards">{listTexts.cardsView}</Tab>
          </TabList>
        )}
      </div>

      <section aria-label={listTexts.filtersLabel}>
        <div role="search">
          <ListSearch value={filters.search} onSearch={onSearch} />
        </div>
        <DocumentListFilters
          filters={filters}
          onChange={update}
          supplier={supplier}
          onSupplierChange={(next) => {
            setPicked(next);
            if (next?.publicKey !== filters.supplierPK) update({ supplierPK: next?.publicKey });
          }}
          types={types.data ?? []}
          showSetFilter={hasFeature(user, 'filter-by-document-set')}
          currentYear={currentYear}
          firstYear={FIRST_DOCUMENT_YEAR}
        />
      </section>

      {error && <LoadFailure message={listTexts.loadError} onRetry={() => void mutate()} />}

      {!data && isLoading && <Spinner label={listTexts.loading} />}
      {data && (
        <div className={mergeClasses(styles.list, busy && styles.busy)} aria-busy={busy}>
          <div className={styles.summary}>
            <Body1 role="status">{busy ? listTexts.loading : listTexts.total(totalCount)}</Body1>
            {busy && <Spinner size="extra-tiny" />}
          </div>
          {showCards ? (
            <DocumentListCards documents={data.documents} emptyText={emptyText} />
          ) : (
            <DocumentListTable documents={data.documents} emptyText={emptyText} pageSize={pageSize} order={filters.orderBy} onOrderChange={(order) => update({ orderBy: order === 'DESC' ? undefined : order })} />
          )}
          <div className={styles.footer}>
            <Pagination page={pageIndex} count={pageCount} onPageChange={(page) => update({ pageIndex: page === 1 ? undefined : page })} siblings={1} />
            <SelectField
              label={listTexts.pageSize}
              orientation="horizontal"
              className={styles.pageSize}
              options={documentPageSizes.map((n) => ({ value: String(n), label: String(n) }))}
              value={String(pageSize)}
              onValueChange={(value) => update({ pageSize: value === '10' ? undefined : value })}
            />
          </div>
        </div>
      )}
    </main>
  );
}
