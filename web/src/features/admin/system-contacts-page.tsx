import { Body1, Caption1, Card, CardHeader, Spinner, Tab, TabList, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { systemContactsTexts as t } from '@expediente/contracts/admin/system-contacts';
import { contactListTypes, contactPageSizes, contactSearchMax, contactTexts, type ContactListType, type ContactSummary } from '@expediente/contracts/contacts/contacts';
import { useCallback } from 'react';
import { getHref, type PageProps } from '../../app/routes';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { Pagination } from '../../components/pagination';
import { RouterLink } from '../../components/router-link';
import { SelectField } from '../../components/select-field';
import { StatusBadge } from '../../components/status-badge';
import { useListParams } from '../../lib/use-list-params';
import { usePageTitle } from '../../lib/use-page-title';
import { ContactSearch } from '../contacts/components/contact-search';
import { IdentifierTags } from '../contacts/components/contacts-table';
import { LoadFailure } from '../contacts/components/load-failure';
import { useNarrowViewport } from '../shell/use-narrow-viewport';
import { useSystemContacts } from './api/get-system-contacts';
import { readTenantParam, SystemTenantNote, tenantLinkQuery } from './components/system-tenant-note';
import { userTexts } from './components/user-texts';

type TabValue = ContactListType | 'all';
const tabs: readonly TabValue[] = ['all', ...contactListTypes];
const maxPageIndex = 10_000;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '80rem', minWidth: 0 },
  tabs: { flexWrap: 'wrap' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  busy: { opacity: 0.6 },
  summary: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  table: { minWidth: '52rem' },
  name: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  text: { overflowWrap: 'anywhere' },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  pageSize: { gridTemplateColumns: 'max-content minmax(5rem, auto)', alignItems: 'center' },
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))', gap: tokens.spacingHorizontalM },
  card: { height: '100%' },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The list's state from the query string (type, search, pageIndex, pageSize); anything invalid reads as the default. */
function readListParams(params: URLSearchParams) {
  const type = params.get('type');
  const pageIndex = Number(params.get('pageIndex'));
  const pageSize = Number(params.get('pageSize'));
  return {
    type: contactListTypes.find((x) => x === type),
    search: (params.get('search') ?? '').trim().slice(0, contactSearchMax),
    pageIndex: Number.isInteger(pageIndex) && pageIndex >= 1 && pageIndex <= maxPageIndex ? pageIndex : 1,
    pageSize: (contactPageSizes as readonly number[]).includes(pageSize) ? pageSize : contactPageSizes[0],
  };
}

/** What a contact is: Persona, Organización (Cliente / Proveedor) or Grupo. */
const contactKind = (c: Pick<ContactSummary, 'partyType' | 'organizationRole'>) =>
  [t.kinds[c.partyType], c.organizationRole ? t.roles[c.organizationRole] : undefined].filter(Boolean).join(' · ');

function ContactName({ contact, tenant }: { contact: ContactSummary; tenant: string | undefined }) {
  const styles = useStyles();
  return (
    <span className={styles.name}>
      <RouterLink to={getHref('adminContact', { id: contact.publicKey }, tenantLinkQuery(tenant))}>{contact.displayName}</RouterLink>
      {contact.locked && <StatusBadge variant="danger">{contactTexts.inactive}</StatusBadge>}
    </span>
  );
}

/**
 * /admin/contacts 'Contactos' (part 2 §2.9): the tenant's whole directory by kind — tabs Todos, Personas,
 * Organizaciones, Grupos (query type person, company, group) — with search and numbered pages (the next page goes
 * on from the previous answer's continuation token); rows open /admin/contacts/{id}. State in the query string;
 * `?tenant=` (the Developer, from /admin/tenants/{id}) reads that tenant, named on the page and kept on links and pages.
 */
export function SystemContactsPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const narrow = useNarrowViewport();
  const [params, update] = useListParams();
  const { type, search, pageIndex, pageSize } = readListParams(params);
  const tenant = readTenantParam(params);
  const onSearch = useCallback((text: string) => update({ search: text }, { replace: true }), [update]);
  const { data: answer, error, isLoading, mutate } = useSystemContacts({ type, search: search || undefined, pageIndex, pageSize, tenant });
  const data = error ? undefined : answer;
  const busy = isLoading && data !== undefined;
  const total = data?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const emptyText = search ? contactTexts.emptySearch : contactTexts.empty;

  const columns: DataTableColumn<ContactSummary>[] = [
    { key: 'name', header: t.columns.name, width: '26%', render: (c) => <ContactName contact={c} tenant={tenant} /> },
    { key: 'kind', header: t.columns.kind, width: '16%', render: (c) => contactKind(c) },
    { key: 'identifiers', header: t.columns.identifiers, width: '24%', render: (c) => <IdentifierTags identifiers={c.identifiers} /> },
    { key: 'email', header: t.columns.email, width: '20%', render: (c) => <span className={styles.text}>{c.emailAddress ?? ''}</span> },
    { key: 'phone', header: t.columns.phone, width: '14%', render: (c) => <span className={styles.text}>{c.phoneNumber ?? ''}</span> },
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
      <TabList className={styles.tabs} aria-label={t.tabsLabel} selectedValue={type ?? 'all'} onTabSelect={(_, tab) => update({ type: tab.value === 'all' ? undefined : String(tab.value) })}>
        {tabs.map((tab) => (
          <Tab key={tab} value={tab}>
            {contactTexts.tabs[tab]}
          </Tab>
        ))}
      </TabList>
      <div role="search">
        <ContactSearch value={search} onSearch={onSearch} />
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
            data.contacts.length === 0 ? (
              <Body1 className={styles.empty}>{emptyText}</Body1>
            ) : (
              <ul className={styles.cards} aria-label={title}>
                {data.contacts.map((c) => (
                  <li key={c.publicKey}>
                    <Card className={styles.card}>
                      <CardHeader header={<ContactName contact={c} tenant={tenant} />} description={<Caption1>{contactKind(c)}</Caption1>} />
                      <IdentifierTags identifiers={c.identifiers} />
                      {c.emailAddress && <Body1 className={styles.text}>{c.emailAddress}</Body1>}
                    </Card>
                  </li>
                ))}
              </ul>
            )
          ) : (
            <DataTable className={styles.table} columns={columns} rows={data.contacts} getRowId={(c) => c.publicKey} label={title} emptyText={emptyText} />
          )}
          <div className={styles.footer}>
            <Pagination page={pageIndex} count={pageCount} onPageChange={(page) => update({ pageIndex: page === 1 ? undefined : page })} siblings={1} />
            <SelectField
              label={t.pageSize}
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
