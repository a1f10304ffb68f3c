import { Body1, Spinner, Tab, TabList, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { TagMultipleRegular } from '@fluentui/react-icons';
import { isCalendarDay } from '@expediente/contracts/audit/audit-forms';
import { auditPageSizes, type AuditListItem } from '@expediente/contracts/audit/audit-list';
import { auditTagMessages, type AuditTagManage } from '@expediente/contracts/audit/audit-tags';
import { auditStatuses, auditTabLabels, auditTabs, auditTabsWithTagFilter, type AuditTab } from '@expediente/contracts/audit/audit-values';
import { can } from '@expediente/contracts/shell/permissions';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { AppButton } from '../../components/app-button';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { Pagination } from '../../components/pagination';
import { SelectField } from '../../components/select-field';
import { useNotify } from '../../components/use-notify';
import type { ApiClientError } from '../../lib/api-client';
import { useSignedInUser } from '../../lib/current-user-context';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useSetDocumentTypes } from '../documents/api/get-set-document-types';
import { useNarrowViewport } from '../shell/use-narrow-viewport';
import { useAuditList } from './api/get-audit-list';
import { useAuditTags } from './api/get-audit-tags';
import { manageAuditTag } from './api/manage-audit-tag';
import { AuditListCards } from './components/list-cards';
import { AuditListFiltersBar, type AuditListFilters } from './components/list-filters';
import { AuditListTable } from './components/list-table';
import { auditListTexts } from './components/list-texts';
import { TagsEditor } from './components/tags-editor';
import { horizontalScroll } from '../../components/horizontal-scroll';

const isDay = (v: string | null): v is string => !!v && isCalendarDay(v);

/** The list's state from the query string (part 2 §2.11 names); anything invalid reads as unset or the default. */
export function readAuditListParams(params: URLSearchParams) {
  const tabParam = params.get('tab');
  const tab: AuditTab = (auditTabs as readonly string[]).includes(tabParam ?? '') ? (tabParam as AuditTab) : 'contracts';
  const pageIndex = Number(params.get('pageIndex'));
  const pageSize = Number(params.get('pageSize'));
  const status = params.get('status');
  const filters: AuditListFilters = { allTypes: params.get('isRequired') === 'all' };
  if (status && (auditStatuses as readonly string[]).includes(status)) filters.status = status;
  const documentType = params.get('documentType')?.trim();
  if (documentType && /^[A-Za-z0-9_-]{1,64}$/.test(documentType)) filters.documentType = documentType;
  const fromDate = params.get('fromDate');
  const toDate = params.get('toDate');
  if (isDay(fromDate)) filters.fromDate = fromDate;
  if (isDay(toDate) && (!filters.fromDate || filters.fromDate <= toDate)) filters.toDate = toDate;
  const tag = params.get('tag')?.trim();
  if (tag && auditTabsWithTagFilter.includes(tab) && /^[A-Za-z0-9-]{1,64}$/.test(tag)) filters.tag = tag;
  const supplierName = params.get('supplierName')?.trim().slice(0, 100);
  if (supplierName && (tab === 'contracts' || tab === 'auditonly')) filters.supplierName = supplierName;
  return {
    tab,
    filters,
    order: params.get('sort') === 'ASC' ? ('ASC' as const) : ('DESC' as const),
    pageIndex: Number.isInteger(pageIndex) && pageIndex >= 1 && pageIndex <= 10_000 ? pageIndex : 1,
    pageSize: (auditPageSizes as readonly number[]).includes(pageSize) ? pageSize : auditPageSizes[0],
  };
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '90rem', minWidth: 0 },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  tabs: horizontalScroll,
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  busy: { opacity: 0.6 },
  summary: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  pageSize: { gridTemplateColumns: 'max-content minmax(5rem, auto)', alignItems: 'center' },
});

/**
 * /audit/documents 'Auditar Documentos' (part 2 §2.11, §9; decision 015): seven tabs (contracts by default), filters
 * (audit status, type, upload dates, tag where the tab shows one, supplier name on contracts and auditonly, required
 * types), the upload date sortable (newest first by default), badges, pages. Every choice lives in the query string, so
 * back from a row's destination returns to the same list. A row opens auditRowPath; a link opens it in a new tab.
 * Auditors (update:audit) put tags on rows and open 'Editar Etiquetas'; a Viewer sees the tags only.
 */
export function AuditDocumentsPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { user } = useSignedInUser();
  const notify = useNotify();
  const narrow = useNarrowViewport();
  const [searchParams, setSearchParams] = useSearchParams();
  const { tab, filters, order, pageIndex, pageSize } = readAuditListParams(searchParams);
  const canEditTags = can(user.primaryRole, 'update:audit', user.features);
  const [editorOpen, setEditorOpen] = useState(false);
  const [busyKey, setBusyKey] = useState<string>();

  /** Changes some parameters; any change but the page starts again at page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        if (!('pageIndex' in changes)) next.delete('pageIndex');
        return next;
      });
    },
    [setSearchParams],
  );

  const types = useSetDocumentTypes('mxexpediente');
  const tags = useAuditTags();
  const { data: answer, error, isLoading, mutate } = useAuditList(tab, {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.allTypes ? { isRequired: 'all' as const } : {}),
    ...(filters.documentType ? { documentType: filters.documentType } : {}),
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
    ...(filters.supplierName ? { supplierName: filters.supplierName } : {}),
    orderBy: order,
    pageIndex,
    pageSize,
  });
  const data = error ? undefined : answer;
  const busy = isLoading && data !== undefined;
  const totalCount = data?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const filtered = Boolean(filters.status || filters.documentType || filters.fromDate || filters.toDate || filters.tag || filters.supplierName);
  const emptyText = filtered ? auditListTexts.emptyFiltered : auditListTexts.empty;

  /** One tag action, then the tags and the page again; the server's Spanish message is rethrown for the editor. */
  const manage = useCallback(
    async (body: AuditTagManage) => {
      const answer = await manageAuditTag(body);
      await Promise.all([tags.mutate(), mutate()]);
      return answer;
    },
    [tags, mutate],
  );
  const onRowTag = useCallback(
    async (row: AuditListItem, body: AuditTagManage) => {
      setBusyKey(row.publicKey);
      try {
        const answer = await manage(body);
        notify.toast(answer.message, { variant: 'success' });
      } catch (err) {
        notify.toast((err as ApiClientError).message || auditTagMessages.failed, { variant: 'danger' });
      } finally {
        setBusyKey(undefined);
      }
    },
    [manage, notify],
  );

  const rowsProps = {
    tab,
    rows: data?.items ?? [],
    emptyText,
    tags: tags.data ?? [],
    canEditTags,
    ...(busyKey ? { busyKey } : {}),
    onSetTag: (row: AuditListItem, tagId: string) => void onRowTag(row, { Action: 'set', TagId: tagId, DocumentPublicKey: row.publicKey }),
    onRemoveTag: (row: AuditListItem, tagId: string) => void onRowTag(row, { Action: 'remove', TagId: tagId, DocumentPublicKey: row.publicKey }),
  };

  return (
    <main className={styles.root}>
      <PageBreadcrumb steps={[{ label: auditListTexts.home, to: getHref('home') }]} current={title} />
      <div className={styles.heading}>
        <Title2 as="h1">{title}</Title2>
        {canEditTags && (
          <AppButton icon={<TagMultipleRegular />} onClick={() => setEditorOpen(true)}>
            {auditListTexts.editTags}
          </AppButton>
        )}
      </div>

      <div className={styles.tabs}>
        <TabList
          aria-label={auditListTexts.tabsLabel}
          selectedValue={tab}
          size={narrow ? 'small' : 'medium'}
          vertical={narrow}
          // A tab keeps the filters that apply to it; tag and supplierName go where the tab does not take them.
          onTabSelect={(_, selected) => {
            const next = selected.value as AuditTab;
            update({
              tab: next === 'contracts' ? undefined : next,
              ...(auditTabsWithTagFilter.includes(next) ? {} : { tag: undefined }),
              ...(next === 'contracts' || next === 'auditonly' ? {} : { supplierName: undefined }),
            });
          }}
        >
          {auditTabs.map((t) => (
            <Tab key={t} value={t}>
              {auditTabLabels[t]}
            </Tab>
          ))}
        </TabList>
      </div>

      <section aria-label={auditListTexts.filtersLabel}>
        <AuditListFiltersBar tab={tab} filters={filters} onChange={update} types={types.data ?? []} tags={tags.data ?? []} />
      </section>

      {error && <LoadFailure message={auditListTexts.loadError} onRetry={() => void mutate()} />}

      {!data && isLoading && <Spinner label={auditListTexts.loading} />}
      {data && (
        <div className={mergeClasses(styles.list, busy && styles.busy)} aria-busy={busy}>
          <div className={styles.summary}>
            <Body1 role="status">{busy ? auditListTexts.loading : auditListTexts.total(totalCount)}</Body1>
            {busy && <Spinner size="extra-tiny" />}
          </div>
          {narrow ? (
            <AuditListCards {...rowsProps} />
          ) : (
            <AuditListTable {...rowsProps} order={order} onOrderChange={(next) => update({ sort: next === 'DESC' ? undefined : next })} />
          )}
          <div className={styles.footer}>
            <Pagination page={pageIndex} count={pageCount} onPageChange={(page) => update({ pageIndex: page === 1 ? undefined : page })} siblings={1} />
            <SelectField
              label={auditListTexts.pageSize}
              orientation="horizontal"
              className={styles.pageSize}
              options={auditPageSizes.map((n) => ({ value: String(n), label: String(n) }))}
              value={String(pageSize)}
              onValueChange={(value) => update({ pageSize: value === '10' ? undefined : value })}
            />
          </div>
        </div>
      )}

      {canEditTags && <TagsEditor open={editorOpen} onOpenChange={setEditorOpen} tags={tags.data ?? []} onManage={manage} />}
    </main>
  );
}
