import { Body1, Card, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { FieldDisplayType } from '@expediente/contracts/documents/document-types';
import { lazy, Suspense, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { AppButton } from '../../components/app-button';
import { useConfirm } from '../../components/confirm-dialog';
import { RouterLink } from '../../components/router-link';
import { useNotify } from '../../components/use-notify';
import { ApiClientError } from '../../lib/api-client';
import { hasFeature, useSignedInUser } from '../../lib/current-user-context';
import { formatDate, formatNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { deleteDocument } from './api/delete-document';
import { useDocument } from './api/get-document';
import { useDocumentFields } from './api/get-document-fields';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { ComplianceCard } from './components/detail-compliance-card';
import { FormDataCard } from './components/detail-form-data-card';
import { PeriodCard } from './components/detail-period-card';
import { SlotsCard } from './components/detail-slots-card';
import { IdentifiersCard, MetadataCard, RelatedContactsCard, RelatedDocumentsCard } from './components/detail-side-cards';
import { detailTexts as texts } from './components/detail-texts';
import { ExtractionCard } from '../metadata/components/extraction-card';
import { can } from '@expediente/contracts/shell/permissions';

// The viewer (pdf.js, the sheet reader) is its own chunk: the detail's data shows before it loads.
const DocumentViewer = lazy(() => import('./viewer/document-viewer').then((m) => ({ default: m.DocumentViewer })));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '90rem', minWidth: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, overflowWrap: 'anywhere' },
  titleRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  // Two columns on a wide screen (part 2 §2.4: left the data, right compliance and the rest), one on a phone.
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

const isNotFound = (error: unknown) => error instanceof ApiClientError && (error.status === 404 || error.status === 400);

/**
 * /documents/{id} 'Detalles del Documento' (part 2 §2.4). Left: the document's data (form data card) and the
 * related documents by type. Right: compliance (status, risk, reject reason, reviewer), identifiers, the
 * Developer's metadata card, related contacts and the period card. The server's `can` says which edits and the
 * delete the caller may use. Query: orderPK and slot go with a delete; editMode=true opens the edit modes.
 */
export function DocumentDetailPage({ title }: PageProps) {
  const styles = useStyles();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { confirm, confirmDialog } = useConfirm();
  const { user } = useSignedInUser();
  const { data, error, isLoading, mutate } = useDocument(id);
  const fields = useDocumentFields();
  // The previous address's document must not show under this one.
  const document = data?.publicKey === id ? data : undefined;
  const notFound = !document && isNotFound(error);
  usePageTitle(document ? `${document.documentTypeShortName} · ${title}` : title);
  const editMode = search.get('editMode') === 'true';

  const fieldTypes = useMemo(() => {
    const list = document ? (fields.data?.documentFields[document.documentTypeCodeName] ?? []) : [];
    return new Map<string, FieldDisplayType>(list.map((f) => [f.key, f.jsonDisplayConfig.type]));
  }, [document, fields.data]);

  const remove = async () => {
    if (!document) return;
    const yes = await confirm({ title: texts.deleteTitle, message: texts.deleteBody, confirmLabel: texts.deleteConfirm, variant: 'danger' });
    if (!yes) return;
    try {
      const answer = await deleteDocument(document.publicKey, { orderPK: search.get('orderPK') ?? undefined, slotId: search.get('slot') ?? undefined });
      notify.toast(answer.message, { variant: 'success' });
      void navigate(getHref('documents'));
    } catch (err) {
      notify.toast(err instanceof ApiClientError ? err.message : texts.formFailed, { variant: 'danger' });
    }
  };

  const changed = () => mutate();

  return (
    <main className={styles.root}>
      {user.primaryRole === 'Customer' && (
        <PageBreadcrumb
          steps={[
            { label: texts.home, to: getHref('home') },
            { label: texts.documents, to: getHref('documents') },
          ]}
          current={texts.pageTitle}
        />
      )}

      {!document && isLoading && <Spinner label={texts.loading} />}

      {notFound && (
        <>
          <Title2 as="h1">{texts.notFoundTitle}</Title2>
          <Body1>{texts.notFoundBody}</Body1>
          <Body1>
            <RouterLink to={getHref('documents')}>{texts.backToList}</RouterLink>
          </Body1>
        </>
      )}

      {error && !notFound && !document && (
        <>
          <Title2 as="h1">{title}</Title2>
          <Body1>{texts.loadError}</Body1>
          <div>
            <AppButton onClick={() => void mutate()}>{texts.retry}</AppButton>
          </div>
        </>
      )}

      {document && (
        <div key={document.publicKey} className={styles.column}>
          <Card className={styles.header}>
            <div className={styles.titleRow}>
              <Title2 as="h1" className={styles.title}>
                {document.documentTypeShortName}
              </Title2>
              {document.can.delete && (
                <AppButton variant="danger" icon={<DeleteRegular />} onClick={() => void remove()}>
                  {texts.deleteButton}
                </AppButton>
              )}
            </div>
            <Body1 className={styles.muted}>{document.documentTypeFullName}</Body1>
            <dl className={styles.facts}>
              <dt className={styles.term}>{texts.fileName}</dt>
              <dd className={styles.value}>{document.originalName}</dd>
              <dt className={styles.term}>{texts.supplier}</dt>
              <dd className={styles.value}>
                <RouterLink to={getHref('contactDetail', { id: document.supplier.publicKey })}>{document.supplier.displayName}</RouterLink>
              </dd>
              <dt className={styles.term}>{texts.period}</dt>
              <dd className={styles.value}>{document.periodLabel}</dd>
              <dt className={styles.term}>{texts.uploaded}</dt>
              <dd className={styles.value}>{formatDate(document.creationDate)}</dd>
              <dt className={styles.term}>{texts.validity}</dt>
              <dd className={styles.value}>{formatDate(document.initialValidity)}</dd>
              <dt className={styles.term}>{texts.size}</dt>
              <dd className={styles.value}>{`${formatNumber(Math.max(1, Math.round(document.length / 1024)))} KB`}</dd>
            </dl>
          </Card>

          <div className={styles.columns}>
            <div className={styles.column}>
              <Suspense fallback={<Spinner label={texts.loading} />}>
                <DocumentViewer document={document} />
              </Suspense>
              <FormDataCard document={document} fieldTypes={fieldTypes} initiallyEditing={editMode} onChanged={changed} />
              <RelatedDocumentsCard document={document} />
              <SlotsCard document={document} supplierRole={user.primaryRole === 'Supplier'} />
            </div>
            <div className={styles.column}>
              <ComplianceCard document={document} initiallyEditing={editMode} showReviewer={hasFeature(user, 'reviewer-legend')} onChanged={changed} />
              <ExtractionCard document={document} canReprocess={hasFeature(user, 'reprocess-document-ai') && can(user.primaryRole, 'extract:documents', user.features)} />
              <IdentifiersCard document={document} />
              {user.primaryRole === 'Developer' && <MetadataCard document={document} />}
              <RelatedContactsCard document={document} />
              {document.can.editPeriod && <PeriodCard document={document} onChanged={changed} />}
            </div>
          </div>
        </div>
      )}
      {confirmDialog}
    </main>
  );
}
