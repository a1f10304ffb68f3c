import { Body1, MessageBar, MessageBarBody, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { disputeEndStatuses, disputeTypeLabels, type DisputeType } from '@expediente/contracts/disputes/dispute-values';
import { can } from '@expediente/contracts/shell/permissions';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { AppCard } from '../../components/app-card';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { useSignedInUser } from '../../lib/current-user-context';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useDocument } from '../documents/api/get-document';
import { useDispute } from './api/get-dispute';
import { useDisputeComments } from './api/get-dispute-comments';
import { CommentBox } from './components/comment-box';
import { CommentList } from './components/comment-list';
import { DisputeActions } from './components/dispute-actions';
import { DisputeStatusBadge } from './disputes-page';
import { disputesTexts as t } from './disputes-texts';

const DocumentViewer = lazy(() => import('../documents/viewer/document-viewer').then((m) => ({ default: m.DocumentViewer })));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '90rem', minWidth: 0 },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, overflowWrap: 'anywhere' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/**
 * /DocumentsUnderReview/document/{disputeKey} (part 2 §2.6): the dispute's latest document in the read-only viewer,
 * its status, the comment box with an optional attachment (while the dispute is not final), and the comments newest
 * first ('Yo' / 'Auditor'). The supplier uploads the amendment from here; auditors put it on hold, finish or close it.
 */
export function DisputeDetailPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { id = '' } = useParams();
  const { user } = useSignedInUser();
  const dispute = useDispute(id);
  const comments = useDisputeComments(id);
  const latest = dispute.data?.latestDocumentPublicKey ?? '';
  const document = useDocument(latest);
  const trail = [
    { label: t.home, to: getHref('home') },
    { label: t.listTitle, to: getHref('disputes') },
  ];

  if (dispute.error) {
    return (
      <main className={styles.root}>
        <PageBreadcrumb steps={trail} current={title} />
        <LoadFailure message={dispute.error.status === 404 ? dispute.error.message : t.detailError} onRetry={() => void dispute.mutate()} />
      </main>
    );
  }
  if (!dispute.data) {
    return (
      <main className={styles.root}>
        <Spinner label={t.detailLoading} />
      </main>
    );
  }
  const d = dispute.data;
  const final = disputeEndStatuses.includes(d.disputeStatus);
  const mayComment = can(user.primaryRole, 'comment:disputes', user.features) && (user.primaryRole === 'Supplier' || can(user.primaryRole, 'manage:disputes', user.features));
  const refresh = () => {
    void dispute.mutate();
    void comments.mutate();
  };

  return (
    <main className={styles.root}>
      <PageBreadcrumb steps={trail} current={d.documentName} />
      <div className={styles.heading}>
        <Title2 as="h1">{d.documentName}</Title2>
        <DisputeStatusBadge status={d.disputeStatus} />
      </div>
      <DisputeActions dispute={d} document={document.data} onChanged={refresh} />
      <dl className={styles.facts}>
        <dt className={styles.term}>{t.type}</dt>
        <dd className={styles.value}>{disputeTypeLabels[d.disputeType as DisputeType] ?? d.disputeType}</dd>
        <dt className={styles.term}>{t.documentType}</dt>
        <dd className={styles.value}>{d.documentTypeName}</dd>
        <dt className={styles.term}>{t.supplier}</dt>
        <dd className={styles.value}>{d.supplierName}</dd>
        <dt className={styles.term}>{t.startDate}</dt>
        <dd className={styles.value}>{formatDate(d.disputeStartDate)}</dd>
        {d.disputeEndDate && (
          <>
            <dt className={styles.term}>{t.endDate}</dt>
            <dd className={styles.value}>{formatDate(d.disputeEndDate)}</dd>
          </>
        )}
        <dt className={styles.term}>{t.description}</dt>
        <dd className={styles.value}>{d.disputeDescription}</dd>
      </dl>

      <div className={styles.columns}>
        <section aria-label={t.documentCard}>
          {document.error && <LoadFailure message={t.documentError} onRetry={() => void document.mutate()} />}
          {!document.data && !document.error && <Spinner label={t.documentLoading} />}
          {document.data && (
            <Suspense fallback={<Spinner label={t.documentLoading} />}>
              <DocumentViewer document={document.data} />
            </Suspense>
          )}
        </section>
        <div className={styles.side}>
          <AppCard title={t.commentsTitle} headingLevel={2}>
            {mayComment && !final && <CommentBox disputeKey={d.disputePublicKey} userPublicKey={user.publicKey} currentDocumentPk={latest} onSent={refresh} />}
            {final && (
              <MessageBar intent="info">
                <MessageBarBody>{t.finalNotice}</MessageBarBody>
              </MessageBar>
            )}
            {comments.error && <LoadFailure message={t.commentsError} onRetry={() => void comments.mutate()} />}
            {!comments.data && !comments.error && <Body1>{t.commentsLoading}</Body1>}
            {comments.data && <CommentList disputeKey={d.disputePublicKey} comments={comments.data} me={user.publicKey} />}
          </AppCard>
        </div>
      </div>
    </main>
  );
}
