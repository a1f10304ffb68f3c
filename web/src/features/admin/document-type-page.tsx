import { Body1, Caption1, MessageBar, MessageBarBody, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { documentTypeAdminMessages } from '@expediente/contracts/admin/document-types';
import { useParams } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useDocumentType } from './api/get-document-type';
import { DocumentTypeForm } from './components/document-type-form';
import { documentTypeTexts as t } from './components/document-type-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '70rem', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

/**
 * /admin/documenttypes/{codeName} (part 2 §2.9; the spec's /admin/documents/{codeName} leads here): the type's
 * configuration, saved for this tenant only. The slots read whether it is required and its periodicity, and
 * extraction its automatic validation; other servers see a change within a minute (decision 010), as the page says.
 */
export function DocumentTypePage({ title }: PageProps) {
  const { id = '' } = useParams();
  const styles = useStyles();
  const { data, error, isLoading, mutate } = useDocumentType(id);
  const type = data?.documentType;
  usePageTitle(type ? `${type.shortName} · ${title}` : title);

  return (
    <main className={styles.root}>
      <PageBreadcrumb
        steps={[
          { label: t.home, to: getHref('home') },
          { label: t.admin, to: getHref('admin') },
          { label: t.documentTypes, to: getHref('adminDocumentTypes') },
        ]}
        current={type?.shortName ?? id}
      />
      <Title2 as="h1">{type ? type.fullName : title}</Title2>
      {error &&
        (error.status === 404 ? (
          <MessageBar intent="warning">
            <MessageBarBody>{documentTypeAdminMessages.notFound}</MessageBarBody>
          </MessageBar>
        ) : (
          <LoadFailure message={documentTypeAdminMessages.loadError} onRetry={() => void mutate()} />
        ))}
      {!data && isLoading && <Spinner label={t.loading} />}
      {type && (
        <>
          <Caption1 className={styles.muted}>
            {t.code}: {type.codeName} · {t.shortName}: {type.shortName} · {t.ordinal}: {type.ordinal}
          </Caption1>
          <Body1>{type.description}</Body1>
          <MessageBar intent="info">
            <MessageBarBody>{documentTypeAdminMessages.propagation}</MessageBarBody>
          </MessageBar>
          <DocumentTypeForm key={type.etag} type={type} onSaved={(saved) => void mutate({ documentType: saved }, { revalidate: false })} onReload={() => void mutate()} />
        </>
      )}
    </main>
  );
}
