import { Body1, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, CheckmarkCircleRegular, DismissCircleRegular, QuestionCircleRegular } from '@fluentui/react-icons';
import type { DocumentDetail } from '@expediente/contracts/documents/documents';
import { extractionOutcomeLabels, findingLabels, type ExtractionOutcome, type FindingResult } from '@expediente/contracts/metadata/extraction';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { AppButton } from '../../../components/app-button';
import { AppCard } from '../../../components/app-card';
import { StatusBadge } from '../../../components/status-badge';
import { useNotify } from '../../../components/use-notify';
import type { Variant } from '../../../components/variant';
import { formatDate, formatDateTime } from '../../../lib/format';
import { documentDetailKey } from '../../documents/api/get-document';
import { getDocumentDownload } from '../../documents/viewer/api/get-document-file';
import { isExtractionPending, useExtractionPolling } from '../api/poll-document-extraction';
import { postExtractionClean } from '../api/post-extraction-clean';
import { extractionTexts as texts, methodLabel } from '../metadata-texts';

const outcomeVariant: Record<ExtractionOutcome, Variant> = {
  queued: 'secondary',
  running: 'secondary',
  clean: 'success',
  partial: 'warning',
  image: 'info',
  'not-supported': 'secondary',
  error: 'danger',
};

const useStyles = makeStyles({
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, alignItems: 'center' },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingLeft: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  finding: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
  result: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontWeight: tokens.fontWeightSemibold },
  pass: { color: tokens.colorPaletteGreenForeground1 },
  fail: { color: tokens.colorPaletteRedForeground1 },
  unknown: { color: tokens.colorNeutralForeground2 },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
});

/** A finding's result as an icon and a word (never the colour alone). */
function FindingResultText({ result }: { result: FindingResult }) {
  const styles = useStyles();
  const Icon = result === 'pass' ? CheckmarkCircleRegular : result === 'fail' ? DismissCircleRegular : QuestionCircleRegular;
  return (
    <span className={mergeClasses(styles.result, styles[result])}>
      <Icon aria-hidden="true" />
      {texts[result]}
    </span>
  );
}

/**
 * The document's blob URL, which extraction-clean checks against the document: the detail does not carry it, so
 * it is the viewer's read SAS (inline, allowed to whoever may read the document) without its query.
 */
async function blobUrlOf(publicKey: string): Promise<string> {
  const link = new URL((await getDocumentDownload(publicKey, true)).url);
  return `${link.origin}${link.pathname}`;
}

export type ExtractionCardProps = {
  document: DocumentDetail;
  /** Flag reprocess-document-ai and permission extract:documents: the 'Reprocesar documento' button. */
  canReprocess: boolean;
};

/**
 * The document's last extraction under the compliance card (part 2 §2.4): outcome, method, date, validity and
 * each check's finding. While the run is queued or running the detail is read again every 2 s ('Extrayendo
 * datos…'). 'Reprocesar documento' clears the results and queues a new run (part 2 §7); its failure reads
 * 'Error al procesar el documento.' (part 2 §8).
 */
export function ExtractionCard({ document, canReprocess }: ExtractionCardProps) {
  const styles = useStyles();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [sending, setSending] = useState(false);
  useExtractionPolling(document);
  const extraction = document.extraction;
  const pending = isExtractionPending(extraction);
  if (!extraction && !canReprocess) return null;

  const reprocess = async () => {
    setSending(true);
    try {
      const answer = await postExtractionClean({
        DocumentPK: document.publicKey,
        DocumentType: document.documentTypeCodeName,
        DocumentPeriod: document.periodLabel || undefined,
        BlobUrl: await blobUrlOf(document.publicKey),
      });
      notify.toast(texts.reprocessQueued, { variant: 'success' });
      // The answer's queued run shows at once; its being pending starts the polling.
      await mutate(documentDetailKey(document.publicKey), (current: DocumentDetail | undefined) => (current ? { ...current, extraction: answer.extraction } : current), {
        revalidate: false,
      });
    } catch (error) {
      console.error('extraction-clean', error);
      notify.toast(texts.reprocessFailed, { variant: 'danger' });
    } finally {
      setSending(false);
    }
  };

  return (
    <AppCard
      title={texts.title}
      actions={
        canReprocess ? (
          <AppButton size="small" icon={<ArrowSyncRegular />} disabled={sending || pending} onClick={() => void reprocess()}>
            {texts.reprocess}
          </AppButton>
        ) : undefined
      }
    >
      <div role="status">{pending && <Spinner size="tiny" labelPosition="after" label={texts.pending} />}</div>
      {!extraction ? (
        <Body1 className={styles.muted}>{texts.none}</Body1>
      ) : (
        <>
          <dl className={styles.facts}>
            <dt className={styles.term}>{texts.outcome}</dt>
            <dd className={styles.value}>
              <StatusBadge variant={outcomeVariant[extraction.outcome]}>{extractionOutcomeLabels[extraction.outcome]}</StatusBadge>
            </dd>
            <dt className={styles.term}>{texts.method}</dt>
            <dd className={styles.value}>{methodLabel(extraction.method)}</dd>
            <dt className={styles.term}>{texts.date}</dt>
            <dd className={styles.value}>{formatDateTime(extraction.at)}</dd>
            {extraction.error && (
              <>
                <dt className={styles.term}>{texts.error}</dt>
                <dd className={styles.value}>{extraction.error}</dd>
              </>
            )}
          </dl>
          {extraction.validUntil && <Body1>{texts.validUntil(formatDate(extraction.validUntil))}</Body1>}
          {!pending && (
            <>
              <h4 className={styles.subheading}>{texts.findings}</h4>
              {extraction.findings.length === 0 ? (
                <Body1 className={styles.muted}>{texts.noFindings}</Body1>
              ) : (
                <ul className={styles.list} aria-label={texts.findings}>
                  {extraction.findings.map((finding) => (
                    <li key={finding.code} className={styles.finding}>
                      <div>
                        <Body1 className={styles.term}>{findingLabels[finding.code]}</Body1>
                        {': '}
                        <FindingResultText result={finding.result} />
                      </div>
                      <Body1>{finding.message}</Body1>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </>
      )}
    </AppCard>
  );
}
