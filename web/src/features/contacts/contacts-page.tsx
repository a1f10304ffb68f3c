import { Body1, Spinner, Tab, TabList, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  contactListTypes,
  contactPageSizes,
  contactSearchMax,
  contactTexts,
  type ContactListType,
} from '@expediente/contracts/contacts/contacts';
import { useCallback } from 'react';
import { getHref, type PageProps } from '../../app/routes';
import { Pagination } from '../../components/pagination';
import { SelectField } from '../../components/select-field';
import { usePageTitle } from '../../lib/use-page-title';
import { useContacts } from './api/get-contacts';
import { ContactSearch } from './components/contact-search';
import { LoadFailure } from './components/load-failure';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { ContactsTable } from './components/contacts-table';
import { AddMenu } from './components/add-menu';
import { contactPageTexts } from './contact-text';
import { useListParams } from '../../lib/use-list-params';

type Tab = ContactListType | 'all';
const tabs: readonly Tab[] = ['all', ...contactListTypes];
const maxPageIndex = 10_000;

/** The list's state, read from the query string (type, search, pageIndex, pageSize); anything invalid reads as the default. */
function readListParams(params: URLSearchParams) {
  const type = params.get('type');
  const pageIndex = Number(params.get('pageIndex'));
  const pageSize = Number(params.get('pageSize'));
  return {
    type: contactListTypes.find((t) => t === type),
    search: (params.get('search') ?? '').trim().slice(0, contactSearchMax),
    pageIndex: Number.isInteger(pageIndex) && pageIndex >= 1 && pageIndex <= maxPageIndex ? pageIndex : 1,
    pageSize: (contactPageSizes as readonly number[]).includes(pageSize) ? pageSize : contactPageSizes[0],
  };
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '80rem', minWidth: 0 },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  tabs: { flexWrap: 'wrap' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  busy: { opacity: 0.6 },
  summary: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  pageSize: { gridTemplateColumns: 'max-content minmax(5rem, auto)', alignItems: 'center' },
});

/**
 * /contacts 'Contactos y Organizaciones' (part 1 §2, part 2 §2.1): the directory the user may see, by kind (Todos,
 * Personas, Organizaciones, Grupos) and search, a page at a time. Kind, search and page live in the query string,
 * so links (?type=company&search=…), back and reload keep them.
 */
export function ContactsPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const [searchParams, update] = useListParams();
  const { type, search, pageIndex, pageSize } = readListParams(searchParams);

  const onSearch = useCallback((text: string) => update({ search: text }, { replace: true }), [update]);

  const { data: answer, error, isLoading, mutate } = useContacts({ type, search: search || undefined, pageIndex, pageSize });
  // The previous answer stays on screen only while the new one loads (marked busy); after a failure, none.
  const data = error ? undefined : answer;
  const busy = isLoading && data !== undefined;
  const totalCount = data?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));

  return (
    <main className={styles.root}>
      <PageBreadcrumb steps={[{ label: contactPageTexts.home, to: getHref('home') }]} current={title} />
      <div className={styles.heading}>
        <Title2 as="h1">{title}</Title2>
        <AddMenu />
      </div>

      <TabList
        className={styles.tabs}
        aria-label={contactPageTexts.tabsLabel}
        selectedValue={type ?? 'all'}
        onTabSelect={(_, tab) => update({ type: tab.value === 'all' ? undefined : String(tab.value) })}
      >
        {tabs.map((tab) => (
          <Tab key={tab} value={tab}>
            {contactTexts.tabs[tab]}
          </Tab>
        ))}
      </TabList>

      <div role="search">
        <ContactSearch value={search} onSearch={onSearch} />
      </div>

      {error && (
        <LoadFailure message={contactTexts.loadError} onRetry={() => void mutate()} />
      )}

      {!data && isLoading && <Spinner label={contactPageTexts.loading} />}
      {data && (
        <div className={mergeClasses(styles.list, busy && styles.busy)} aria-busy={busy}>
          <div className={styles.summary}>
            <Body1 role="status">{busy ? contactPageTexts.loading : contactPageTexts.total(totalCount)}</Body1>
            {busy && <Spinner size="extra-tiny" />}
          </div>
          <ContactsTable contacts={data.contacts} label={title} emptyText={search ? contactTexts.emptySearch : contactTexts.empty} />
          <div className={styles.footer}>
            <Pagination page={pageIndex} count={pageCount} onPageChange={(page) => update({ pageIndex: page === 1 ? undefined : page })} siblings={1} />
            <SelectField
              label={contactPageTexts.pageSize}
              orientation="horizontal"
              className={styles.pageSize}
              options={contactPageSizes.map((n) => ({ value: String(n), label: String(n) }))}
              value={String(pageSize)}
              onValueChange={(value) => update({ pageSize: value })}
            />
          </div>
        </div>
      )}
    </main>
  );
}
