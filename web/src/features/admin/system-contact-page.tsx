import { Body1, MessageBar, MessageBarBody, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { systemContactsTexts as t } from '@expediente/contracts/admin/system-contacts';
import { contactTexts, type ContactDetail } from '@expediente/contracts/contacts/contacts';
import { useParams, useSearchParams } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { AppCard } from '../../components/app-card';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { RouterLink } from '../../components/router-link';
import { StatusBadge } from '../../components/status-badge';
import { ApiClientError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { IdentifierTags } from '../contacts/components/contacts-table';
import { LoadFailure } from '../contacts/components/load-failure';
import { useSystemContact } from './api/get-system-contact';
import { readTenantParam, SystemTenantNote, tenantLinkQuery } from './components/system-tenant-note';
import { SystemProperties, type SystemProperty } from './components/system-properties';
import { userTexts } from './components/user-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '60rem', minWidth: 0 },
  title: { overflowWrap: 'anywhere' },
  links: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

const kindOf = (c: ContactDetail) => [t.kinds[c.partyType], c.organizationRole ? t.roles[c.organizationRole] : undefined].filter(Boolean).join(' · ');

/** The summary card's facts: kind, identifiers, organization, job, e-mail, phone, members, groups, status, modified. */
function summaryOf(c: ContactDetail, linkClass: string, tenant: string | undefined): SystemProperty[] {
  const link = (id: string, name: string) => (
    <RouterLink key={id} to={getHref('adminContact', { id }, tenantLinkQuery(tenant))}>
      {name}
    </RouterLink>
  );
  return [
    { name: t.columns.kind, value: kindOf(c) },
    ...(c.identifiers.length ? [{ name: t.columns.identifiers, value: <IdentifierTags identifiers={c.identifiers} /> }] : []),
    ...(c.company && c.companyPublicKey ? [{ name: t.company, value: link(c.companyPublicKey, c.company) }] : []),
    ...(c.jobTitle ? [{ name: t.jobTitle, value: c.jobTitle }] : []),
    ...(c.emailAddress ? [{ name: t.email, value: c.emailAddress }] : []),
    ...(c.phoneNumber ? [{ name: t.phone, value: c.phoneNumber }] : []),
    ...(c.members.length ? [{ name: t.members, value: <span className={linkClass}>{c.members.map((m) => link(m.publicKey, m.displayName))}</span> }] : []),
    ...(c.groups.length ? [{ name: t.groups, value: <span className={linkClass}>{c.groups.map((g) => link(g.publicKey, g.displayName))}</span> }] : []),
    ...(c.isOrganization ? [{ name: t.status, value: <StatusBadge variant={c.locked ? 'danger' : 'success'}>{c.locked ? contactTexts.inactive : contactTexts.active}</StatusBadge> }] : []),
    { name: t.modified, value: formatDateTime(c.modified) },
  ];
}

/**
 * /admin/contacts/{id} (part 2 §2.9): the contact's summary card, read-only; its people, members and groups link on.
 * `?tenant=` (the Developer) reads another tenant's contact; the directory link is then left out (the directory
 * only reads the caller's tenant).
 */
export function SystemContactPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const id = useParams().id ?? '';
  const tenant = readTenantParam(useSearchParams()[0]);
  const { data, error, isLoading, mutate } = useSystemContact(id, tenant);
  const notFound = error instanceof ApiClientError && error.status === 404;
  return (
    <main className={styles.root}>
      <PageBreadcrumb
        steps={[
          { label: userTexts.home, to: getHref('home') },
          { label: userTexts.admin, to: getHref('admin') },
          { label: t.title, to: getHref('adminContacts', undefined, tenantLinkQuery(tenant)) },
        ]}
        current={data?.displayName ?? title}
      />
      <Title2 as="h1" className={styles.title}>
        {data?.displayName ?? title}
      </Title2>
      {tenant && <SystemTenantNote tenant={tenant} />}
      {notFound && (
        <MessageBar intent="warning">
          <MessageBarBody>{t.notFound}</MessageBarBody>
        </MessageBar>
      )}
      {error && !notFound && <LoadFailure message={t.loadFailed} onRetry={() => void mutate()} />}
      {!data && isLoading && <Spinner label={t.loading} />}
      {data && (
        <AppCard title={t.summaryCard} headingLevel={2} {...(tenant ? {} : { footer: <RouterLink to={getHref('contactDetail', { id: data.publicKey })}>{t.openInDirectory}</RouterLink> })}>
          {data.summary && <Body1>{data.summary}</Body1>}
          <SystemProperties items={summaryOf(data, styles.links, tenant)} label={t.summaryCard} />
        </AppCard>
      )}
    </main>
  );
}
