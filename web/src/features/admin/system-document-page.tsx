import { Body1, MessageBar, MessageBarBody, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { systemDocumentsTexts as t, type SystemDocument, type SystemDocumentEntity } from '@expediente/contracts/admin/system-documents';
import { parseDocumentPublicKey } from '@expediente/contracts/documents/documents';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { AppCard } from '../../components/app-card';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { RouterLink } from '../../components/router-link';
import { ApiClientError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useSystemDocument } from './api/get-system-document';
import { useSystemDocumentCodes } from './api/get-system-document-codes';
import { propertyText, SystemProperties, type SystemProperty } from './components/system-properties';
import { readTenantParam, SystemTenantNote, tenantLinkQuery } from './components/system-tenant-note';
import { userTexts } from './components/user-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '70rem', minWidth: 0 },
  title: { overflowWrap: 'anywhere' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 26rem), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
});

/** Every property of the document, in the order of part 2 §3 (Document, then 'Admin document adds'). */
function documentProperties(doc: SystemDocument): SystemProperty[] {
  const { formDataItems, metaDataItems, identifiers, relationships, ...plain } = doc;
  const items: SystemProperty[] = Object.entries(plain).map(([name, value]) => ({ name, value: propertyText(value, t.yes, t.no) }));
  const list = (name: string, rows: readonly { key?: string; label?: string; role?: string; PK?: string; value?: string }[]) =>
    rows.length ? { name, value: rows.map((r) => (r.role ? `${r.role}: ${r.PK}` : `${r.label || r.key}: ${r.value}`)).join('\n') } : { name, value: '—' };
  items.push(list('identifiers', identifiers), list('formDataItems', formDataItems), list('metaDataItems', metaDataItems), list('relationships', relationships));
  return items;
}

function entityProperties(entity: SystemDocumentEntity, tenant: string | undefined): SystemProperty[] {
  const { identifiers, ...plain } = entity;
  return [
    ...Object.entries(plain).map(([name, value]) => ({ name, value: name === 'publicKey' ? <RouterLink to={getHref('adminContact', { id: String(value) }, tenantLinkQuery(tenant))}>{String(value)}</RouterLink> : propertyText(value, t.yes, t.no) })),
    { name: 'identifiers', value: identifiers.length ? identifiers.map((i) => `${i.name}: ${i.value}`).join('\n') : '—' },
  ];
}

/**
 * /admin/documents/{id} (part 2 §2.9): a read-only dump of the document's properties and its entity. The document
 * type cards link to /admin/documents/{codeName} (the spec's links): a codeName of the tenant's types goes on to
 * that type's configuration page, /admin/documenttypes/{codeName}. `?tenant=` (the Developer) reads another
 * tenant's document, named on the page and kept on its links.
 */
export function SystemDocumentPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const id = useParams().id ?? '';
  const tenant = readTenantParam(useSearchParams()[0]);
  const isDocument = parseDocumentPublicKey(id) !== undefined;
  const { data, error, isLoading, mutate } = useSystemDocument(isDocument ? id : null, tenant);
  const types = useSystemDocumentCodes(!isDocument);
  const notFound = error instanceof ApiClientError && error.status === 404;

  if (!isDocument && types.data?.documentTypes.some((type) => type.codeName === id)) {
    return <Navigate to={getHref('adminDocumentType', { id })} replace />;
  }
  const unknownCode = !isDocument && (types.data !== undefined || types.error !== undefined);

  return (
    <main className={styles.root}>
      <PageBreadcrumb
        steps={[
          { label: userTexts.home, to: getHref('home') },
          { label: userTexts.admin, to: getHref('admin') },
          { label: t.title, to: getHref('adminDocuments', undefined, tenantLinkQuery(tenant)) },
        ]}
        current={data?.document.name ?? title}
      />
      <Title2 as="h1" className={styles.title}>
        {data?.document.name ?? title}
      </Title2>
      {tenant && <SystemTenantNote tenant={tenant} />}
      {(notFound || unknownCode) && (
        <MessageBar intent="warning">
          <MessageBarBody>{t.notFound}</MessageBarBody>
        </MessageBar>
      )}
      {error && !notFound && <LoadFailure message={t.loadFailed} onRetry={() => void mutate()} />}
      {((isDocument && !data && isLoading) || (!isDocument && types.isLoading)) && <Spinner label={t.loading} />}
      {data && (
        <div className={styles.grid}>
          <AppCard title={t.documentCard} headingLevel={2}>
            <SystemProperties items={documentProperties(data.document)} label={t.documentCard} />
          </AppCard>
          <AppCard title={t.entityCard} headingLevel={2}>
            {data.entity ? <SystemProperties items={entityProperties(data.entity, tenant)} label={t.entityCard} /> : <Body1>{t.noEntity}</Body1>}
          </AppCard>
        </div>
      )}
    </main>
  );
}
