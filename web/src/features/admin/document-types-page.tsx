import { Body1, MessageBar, MessageBarBody, Spinner, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { documentTypeAdminMessages } from '@expediente/contracts/admin/document-types';
import { useCallback } from 'react';
import { getHref, type PageProps } from '../../app/routes';
import { DebouncedSearch } from '../../components/debounced-search';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { useListParams } from '../../lib/use-list-params';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useDocumentTypes } from './api/get-document-types';
import { DocumentTypeCard } from './components/document-type-card';
import { documentTypeTexts as t } from './components/document-type-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '90rem', minWidth: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))', gap: tokens.spacingHorizontalM },
  busy: { opacity: 0.6 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * /admin/documenttypes (part 2 §2.9): the tenant's types as cards, by ordinal, with a search kept in the query string
 * (`search`); each card opens the type's configuration form.
 */
export function DocumentTypesPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const [params, update] = useListParams();
  const search = (params.get('search') ?? '').slice(0, 100);
  const { data, error, isLoading, mutate } = useDocumentTypes(search);
  const onSearch = useCallback((value: string) => update({ search: value || undefined }, { replace: true }), [update]);
  const busy = isLoading && data !== undefined;

  return (
    <main className={styles.root}>
      <PageBreadcrumb
        steps={[
          { label: t.home, to: getHref('home') },
          { label: t.admin, to: getHref('admin') },
        ]}
        current={title}
      />
      <Title2 as="h1">{title}</Title2>
      <DebouncedSearch value={search} onSearch={onSearch} debounceMs={500} placeholder={t.searchPlaceholder} label={t.search} maxLength={100} />
      {error && <LoadFailure message={documentTypeAdminMessages.loadError} onRetry={() => void mutate()} />}
      {!data && isLoading && <Spinner label={t.loading} />}
      {data && !error && (
        <>
          <Body1 role="status" className={styles.muted}>
            {busy ? t.loading : t.total(data.documentTypes.length)}
          </Body1>
          {data.documentTypes.length === 0 ? (
            <MessageBar intent="info">
              <MessageBarBody>{documentTypeAdminMessages.noMatch}</MessageBarBody>
            </MessageBar>
          ) : (
            <ul className={mergeClasses(styles.list, busy && styles.busy)} aria-label={t.listLabel} aria-busy={busy}>
              {data.documentTypes.map((type) => (
                <li key={type.codeName}>
                  <DocumentTypeCard type={type} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </main>
  );
}
