import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, CheckmarkCircleRegular, DismissCircleRegular, PauseCircleRegular, PlayCircleRegular } from '@fluentui/react-icons';
import { disputeEndStatuses, type DisputeStatus } from '@expediente/contracts/disputes/dispute-values';
import type { Dispute } from '@expediente/contracts/disputes/disputes';
import type { DocumentDetail } from '@expediente/contracts/documents/documents';
import { can } from '@expediente/contracts/shell/permissions';
import { useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { useConfirm } from '../../../components/confirm-dialog';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/current-user-context';
import { UploadDocumentModal } from '../../upload/upload-document-modal';
import { updateDisputeStatus } from '../api/update-dispute-status';
import { disputesTexts as t } from '../disputes-texts';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Part 2 §9: the reload after an upload waits 2 s (the server's processing starts meanwhile). */
const RELOAD_AFTER_MS = 2000;

export type DisputeActionsProps = {
  dispute: Dispute;
  /** The dispute's latest document (the one an amendment replaces), once loaded. */
  document: DocumentDetail | undefined;
  onChanged: () => void;
};

/**
 * What the dispute's sides may do besides commenting (decision 015): the supplier uploads the amendment of a
 * document:amend dispute through the upload modal (amendedDocument = the latest version), and auditors
 * (manage:disputes) put it on hold and resume it, finish or close it, each after a confirmation. Nothing once it is final.
 */
export function DisputeActions({ dispute, document, onChanged }: DisputeActionsProps) {
  const styles = useStyles();
  const notify = useNotify();
  const { user } = useSignedInUser();
  const { confirm, confirmDialog } = useConfirm();
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  if (disputeEndStatuses.includes(dispute.disputeStatus)) return null;
  const supplierSide = user.primaryRole === 'Supplier';
  const mayAmend = supplierSide && dispute.disputeType === 'document:amend' && document !== undefined;
  const mayManage = can(user.primaryRole, 'manage:disputes', user.features);
  if (!mayAmend && !mayManage) return null;

  async function change(status: Extract<DisputeStatus, 'in-hold' | 'in-process' | 'finished' | 'closed'>) {
    const texts = { 'in-hold': t.holdConfirm, 'in-process': t.resumeConfirm, finished: t.finishConfirm, closed: t.closeConfirm }[status];
    if (!(await confirm({ ...texts, variant: status === 'closed' ? 'danger' : 'primary' }))) return;
    setSaving(true);
    try {
      await updateDisputeStatus(dispute.disputePublicKey, { status });
      notify.toast(t.statusSaved, { variant: 'success' });
      onChanged();
    } catch (err) {
      notify.toast(err instanceof ApiClientError && err.message ? err.message : t.statusFailed, { variant: 'danger' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.actions} role="group" aria-label={t.actions}>
      {mayAmend && (
        <AppButton variant="primary" icon={<ArrowUploadRegular />} onClick={() => setUploading(true)}>
          {t.uploadAmendment}
        </AppButton>
      )}
      {mayManage && dispute.disputeStatus !== 'in-hold' && (
        <AppButton icon={<PauseCircleRegular />} disabled={saving} onClick={() => void change('in-hold')}>
          {t.hold}
        </AppButton>
      )}
      {mayManage && dispute.disputeStatus === 'in-hold' && (
        <AppButton icon={<PlayCircleRegular />} disabled={saving} onClick={() => void change('in-process')}>
          {t.resume}
        </AppButton>
      )}
      {mayManage && (
        <AppButton icon={<CheckmarkCircleRegular />} disabled={saving} onClick={() => void change('finished')}>
          {t.finish}
        </AppButton>
      )}
      {mayManage && (
        <AppButton variant="danger" icon={<DismissCircleRegular />} disabled={saving} onClick={() => void change('closed')}>
          {t.close}
        </AppButton>
      )}
      {mayAmend && (
        <UploadDocumentModal
          open={uploading}
          onClose={() => setUploading(false)}
          preset={{
            documentTypeCode: document.documentTypeCodeName,
            ...(document.year ? { year: document.year } : {}),
            ...(document.month ? { month: document.month } : {}),
            amendedDocument: document.publicKey,
          }}
          onUploaded={() => {
            notify.toast(t.amendmentUploaded, { variant: 'success' });
            setTimeout(onChanged, RELOAD_AFTER_MS);
          }}
        />
      )}
      {confirmDialog}
    </div>
  );
}
