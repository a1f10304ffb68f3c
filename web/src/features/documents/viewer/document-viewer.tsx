import { MessageBar, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { DocumentDetail } from '@expediente/contracts/documents/documents';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AppButton } from '../../../components/app-button';
import { AppCard } from '../../../components/app-card';
import { assignLocation } from '../../../lib/browser-location';
import { hasFeature, useSignedInUser } from '../../../lib/current-user-context';
import { getDocumentDownload, useDocumentFile } from './api/get-document-file';
import { catalogueExtensions, typeMismatchMessage, viewerKind, viewerTexts } from './viewer-rules';

// Each kind of view is its own chunk, and pdf.js and the sheet reader load inside theirs when a file needs them.
const PdfView = lazy(() => import('./pdf-view').then((m) => ({ default: m.PdfView })));
const ImageView = lazy(() => import('./image-view').then((m) => ({ default: m.ImageView })));
const ExcelView = lazy(() => import('./excel-view').then((m) => ({ default: m.ExcelView })));
const XmlView = lazy(() => import('./xml-view').then((m) => ({ default: m.XmlView })));

const useStyles = makeStyles({
  card: { minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

export type DocumentViewerProps = {
  document: DocumentDetail;
  /** More buttons for the card's header (the detail page's delete, part 1 §2 "viewer card … with delete"). */
  actions?: ReactNode;
  /** The type's allowed extensions as the tenant set them; the catalogue's defaults when omitted. */
  expectedExtensions?: readonly string[];
};

/**
 * The viewer card of a document (part 1 §2, §5): pdf pages, images with zoom and rotation, an .xlsx sheet preview,
 * xml as indented text; .xls only for download. The banner of part 1 §5 when the file is not what its type expects.
 * 'Descargar' when the detail says the caller may download and disable-popDocument-download is off; the server
 * checks both download flags again and answers a 5-minute SAS that names the file by its original name.
 */
export function DocumentViewer({ document, actions, expectedExtensions }: DocumentViewerProps) {
  const styles = useStyles();
  const { user } = useSignedInUser();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string>();
  const kind = viewerKind(document.extension);
  const mismatch = typeMismatchMessage(expectedExtensions ?? catalogueExtensions(document.documentTypeCodeName), document.extension);
  const canDownload = document.can.download && !hasFeature(user, 'disable-popDocument-download');
  const previewable = kind !== 'xls' && kind !== 'none';
  const file = useDocumentFile(previewable ? document.publicKey : null);

  async function download() {
    setDownloading(true);
    setDownloadError(undefined);
    try {
      const link = await getDocumentDownload(document.publicKey, false);
      // The SAS answers Content-Disposition: attachment, so the browser saves the file and the page stays.
      assignLocation(link.url);
    } catch (err) {
      setDownloadError(err instanceof Error && err.message ? err.message : viewerTexts.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  const downloadButton = canDownload ? (
    <AppButton icon={<ArrowDownloadRegular />} disabled={downloading} onClick={() => void download()}>
      {viewerTexts.download}
    </AppButton>
  ) : null;

  let view: ReactNode;
  if (kind === 'xls' || kind === 'none') {
    view = (
      <MessageBar intent="info">
        <MessageBarBody>
          {kind === 'xls' ? viewerTexts.xlsNoPreview : viewerTexts.noPreview}
          {canDownload && ` ${viewerTexts.xlsDownloadHint}`}
        </MessageBarBody>
      </MessageBar>
    );
  } else if (file.error) {
    view = (
      <MessageBar intent="error">
        <MessageBarBody>{file.error.message || viewerTexts.loadFailed}</MessageBarBody>
      </MessageBar>
    );
  } else if (!file.data) {
    view = <Spinner size="small" label={viewerTexts.loading} />;
  } else {
    const { blob } = file.data;
    view = (
      <Suspense key={document.publicKey} fallback={<Spinner size="small" label={viewerTexts.loading} />}>
        {kind === 'pdf' && <PdfView data={blob} name={document.originalName} />}
        {kind === 'image' && <ImageView data={blob} name={document.originalName} />}
        {kind === 'excel' && <ExcelView data={blob} />}
        {kind === 'xml' && <XmlView data={blob} name={document.originalName} />}
      </Suspense>
    );
  }

  return (
    <AppCard
      className={styles.card}
      title={viewerTexts.title}
      description={document.originalName}
      actions={
        downloadButton || actions ? (
          <div className={styles.actions}>
            {downloadButton}
            {actions}
          </div>
        ) : undefined
      }
    >
      <div className={styles.body} data-viewer-kind={kind}>
        {mismatch && (
          <MessageBar intent="error">
            <MessageBarBody>
              <MessageBarTitle>{document.documentTypeShortName}</MessageBarTitle>
              {mismatch}
            </MessageBarBody>
          </MessageBar>
        )}
        {downloadError && (
          <MessageBar intent="error">
            <MessageBarBody>{downloadError}</MessageBarBody>
          </MessageBar>
        )}
        {view}
      </div>
    </AppCard>
  );
}
