import { Body1, Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, AttachRegular, ChatRegular } from '@fluentui/react-icons';
import type { Notification } from '@expediente/contracts/notifications/notifications';
import { getHref } from '../../../app/routes';
import { AppButton } from '../../../components/app-button';
import { ButtonLink } from '../../../components/button-link';
import { Modal } from '../../../components/modal';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { downloadOf, notificationTexts, statusLabels, type StatusAction } from '../notification-text';

const useStyles = makeStyles({
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM },
  content: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  extras: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
  title: { overflowWrap: 'anywhere' },
});

/** The flag that lets a rejected-document notification offer the upload (part 2 §2.16). */
export const rejectedUploadFlag = 'add-documents-expediente';

const text = (value: string | number | undefined) => (value === undefined || value === '' ? undefined : String(value));

/**
 * Where the upload button of a rejected-document notification goes: the company's file with the upload open for
 * that document type, period and the rejected document (its metadata); undefined without a company.
 */
export function rejectedUploadHref(notification: Notification): string | undefined {
  // A correction request (the review loop's amend-required, issue 15) leads to the same upload as a rejection.
  if (notification.type !== 'document:rejected' && notification.type !== 'document:amend-required') return undefined;
  const metadata = notification.metadata ?? {};
  const company = text(metadata.companyPublicKey);
  if (!company) return undefined;
  return getHref(
    'contactDetail',
    { id: company },
    {
      upload: true,
      documentType: text(metadata.documentTypeCodeName) ?? text(metadata.documentTypeId),
      year: text(metadata.year),
      period: text(metadata.periodNumber) ?? text(metadata.month),
      amendedDocument: text(metadata.document_pk),
    },
  );
}

/** The dispute a review loop notification is about (its metadata's disputeKey), or undefined. */
export function disputeHref(notification: Notification): string | undefined {
  const key = text(notification.metadata?.disputeKey);
  return key ? getHref('disputeDocument', { id: key }) : undefined;
}

export type NotificationDetailModalProps = {
  notification: Notification | undefined;
  open: boolean;
  onClose: () => void;
  onAction: (notification: Notification, action: StatusAction) => void;
  /** add-documents-expediente is on for the user. */
  canUploadDocuments: boolean;
};

/** The whole notification: title, type, date, status, full content, its attachment or download, and actions. */
export function NotificationDetailModal({ notification, open, onClose, onAction, canUploadDocuments }: NotificationDetailModalProps) {
  const styles = useStyles();
  if (!notification) return null;
  const download = downloadOf(notification);
  const uploadHref = canUploadDocuments ? rejectedUploadHref(notification) : undefined;
  const disputeLink = disputeHref(notification);
  const archived = notification.status === 'deleted';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={<span className={styles.title}>{notification.title}</span>}
      actions={
        <>
          {!archived && notification.status === 'read' && (
            <AppButton onClick={() => onAction(notification, 'unread')}>{notificationTexts.markUnread}</AppButton>
          )}
          {archived ? (
            <AppButton onClick={() => onAction(notification, 'unarchive')}>{notificationTexts.unarchive}</AppButton>
          ) : (
            <AppButton onClick={() => onAction(notification, 'archive')}>{notificationTexts.archive}</AppButton>
          )}
        </>
      }
    >
      <div className={styles.meta}>
        <StatusBadge variant={notification.type === 'default:warning' ? 'warning' : 'info'}>{notification.typeLabel}</StatusBadge>
        <StatusBadge variant="secondary">{statusLabels[notification.status]}</StatusBadge>
        <Caption1>{formatDateTime(notification.date)}</Caption1>
      </div>
      <Body1 as="p" className={styles.content}>
        {notification.content}
      </Body1>
      {(notification.attachmentDocumentPk || download || uploadHref || disputeLink) && (
        <div className={styles.extras}>
          {notification.attachmentDocumentPk && (
            <Link href={`/api/notifications/attachments/${encodeURIComponent(notification.attachmentDocumentPk)}`} target="_blank" rel="noopener">
              <AttachRegular aria-hidden="true" /> {notificationTexts.attachment}
            </Link>
          )}
          {download && (
            <>
              <Link href={download.url} target="_blank" rel="noopener noreferrer">
                {notificationTexts.download}
              </Link>
              {download.expirationDate && <Caption1>{notificationTexts.downloadUntil(formatDateTime(download.expirationDate))}</Caption1>}
            </>
          )}
          {uploadHref && (
            <ButtonLink to={uploadHref} appearance="primary" icon={<ArrowUploadRegular />}>
              {notificationTexts.uploadDocument}
            </ButtonLink>
          )}
          {disputeLink && (
            <ButtonLink to={disputeLink} icon={<ChatRegular />}>
              {notificationTexts.openDispute}
            </ButtonLink>
          )}
        </div>
      )}
    </Modal>
  );
}
