import { Body1, Card, CardHeader, Caption1, Spinner, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  SYSTEM_DOCUMENTS_DEFAULT_PAGE_SIZE,
  SYSTEM_DOCUMENTS_MAX_PAGE_SIZE,
  systemDocumentsMessages,
  systemDocumentsTexts as t,
  type SystemDocumentRow,
} from '@expediente/contracts/admin/system-documents';
import { useState } from 'react';
import { getHref, type PageProps } from '../../app/routes';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { Pagination } from '../../components/pagination';
import { RouterLink } from '../../components/router-link';
import { TextField } from '../../components/text-field';
import { useListParams } from '../../lib/use-list-params';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useNarrowViewport } from '../shell/use-narrow-viewport';
import { useSystemDocuments } from './api/get-system-documents';
import { readTenantParam, SystemTenantNote, tenantLinkQuery } from './components/system-tenant-note';
import { userTexts } from './components/user-texts';

const maxPageIndex = 10_000;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '80rem', minWidth: 0 },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  pageSize: { maxWidth: '12rem' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  busy: { opacity: 0.6 },
  summary: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  table: { minWidth: '36rem' },
  text: { overflowWrap: 'anywhere' },
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))', gap: tokens.spacingHorizontalM },
  card: { height: '100%' },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The page size of the query string: a whole number from 1 to 500, else the default (100). */
function readPageSize(value: string | null): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= SYSTEM_DOCUMENTS_MAX_PAGE_SIZE ? n : SYSTEM_DOCUMENTS_DEFAULT_PAGE_SIZE;
}

/** The row's link: ./{publicKey} (part 2 §2.9), in the tenant being read. */
function DocumentLink({ row, tenant }: { row: SystemDocumentRow; tenant: string | undefined }) {
  return <RouterLink to={getHref('adminDocument', { id: row.publicKey }, tenantLinkQuery(tenant))}>{row.name}</RouterLink>;
}

/**
 * /admin/documents 'Documentos del sistema' (part 2 §2.9): the tenant's documents, newest first, in a table of name,
 * type and temporality whose rows open ./{publicKey}; a page-size field (default 100) and numbered pages. Size and
 * page live in the query string; cards on a phone. `?tenant=` (the Developer, from /admin/tenants/{id}) reads that
 * tenant: the page names it and keeps it on row links and pages.
 */
export function SystemDocumentsPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const narrow = useNarrowViewport();
  const [params, update] = useListParams();
  const tenant = readTenantParam(params);
  const pageSize = readPageSize(params.get('pageSize'));
  const rawIndex = Number(params.get('pageIndex'));
  const pageIndex = Number.isInteger(rawIndex) && rawIndex >= 1 && rawIndex <= maxPageIndex ? rawIndex : 1;
  const [typed, setTyped] = useState<string | null>(null);
  const sizeText = typed ?? String(pageSize);
  const sizeValid = /^\d{1,3}$/.test(sizeText.trim()) && Number(sizeText) >= 1 && Number(sizeText) <= SYSTEM_DOCUMENTS_MAX_PAGE_SIZE;

  const { data: answer, error, isLoading, mutate } = useSystemDocuments({ pageSize, pageIndex, tenant });
  const data = error ? undefined : answer;
  const busy = isLoading && data !== undefined;
  const total = data?.totalSystemDocuments ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  const applySize = () => {
    if (typed === null) return;
    if (!sizeValid) return;
    const next = Number(typed);
    setTyped(null);
    update({ pageSize: next === SYSTEM_DOCUMENTS_DEFAULT_PAGE_SIZE ? undefined : next });
  };

  const columns: DataTableColumn<SystemDocumentRow>[] = [
    { key: 'name', header: t.columns.name, width: '46%', render: (row) => <span className={styles.text}><DocumentLink row={row} tenant={tenant} /></span> },
    { key: 'type', header: t.columns.type, width: '30%', render: (row) => <span className={styles.text}>{row.documentTypeShortName}</span> },
    { key: 'temporality', header: t.columns.temporality, width: '24%', render: (row) => row.temporalityDisplayName },
  ];

  return (
    <main className={styles.root}>
      <PageBreadcrumb
        steps={[
          { label: userTexts.home, to: getHref('home') },
          { label: userTexts.admin, to: getHref('admin') },
        ]}
        current={title}
      />
      <Title2 as="h1">{title}</Title2>
      {tenant && <SystemTenantNote tenant={tenant} />}
      <div className={styles.controls}>
        <TextField
          className={styles.pageSize}
          label={t.pageSize}
          type="number"
          inputMode="numeric"
          min={1}
          max={SYSTEM_DOCUMENTS_MAX_PAGE_SIZE}
          value={sizeText}
          validationMessage={sizeValid ? undefined : systemDocumentsMessages.pageSize}
          onChange={(_, d) => setTyped(d.value)}
          onBlur={applySize}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applySize();
          }}
        />
      </div>

      {error && <LoadFailure message={t.loadFailed} onRetry={() => void mutate()} />}
      {!data && isLoading && <Spinner label={t.loading} />}
      {data && (
        <div className={mergeClasses(styles.list, busy && styles.busy)} aria-busy={busy}>
          <div className={styles.summary}>
            <Body1 role="status">{busy ? t.loading : t.total(total)}</Body1>
            {busy && <Spinner size="extra-tiny" />}
          </div>
          {narrow ? (
            data.documents.length === 0 ? (
              <Body1 className={styles.empty}>{t.empty}</Body1>
            ) : (
              <ul className={styles.cards} aria-label={title}>
                {data.documents.map((row) => (
                  <li key={row.publicKey}>
                    <Card className={styles.card}>
                      <CardHeader
                        header={
                          <span className={styles.text}>
                            <DocumentLink row={row} tenant={tenant} />
                          </span>
                        }
                        description={<Caption1>{`${row.documentTypeShortName} · ${row.temporalityDisplayName}`}</Caption1>}
                      />
                    </Card>
                  </li>
                ))}
              </ul>
            )
          ) : (
            <DataTable className={styles.table} columns={columns} rows={data.documents} getRowId={(row) => row.publicKey} label={title} emptyText={t.empty} />
          )}
          <Pagination page={pageIndex} count={pageCount} onPageChange={(page) => update({ pageIndex: page === 1 ? undefined : page })} siblings={1} />
        </div>
      )}
    </main>
  );
}
