import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { auditRejectResultLabels, auditRejectResults, type AuditRejectResult } from '@expediente/contracts/audit/audit-forms';
import { useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { Modal } from '../../../components/modal';
import { TextareaField } from '../../../components/textarea-field';
import { detailTexts as texts } from './detail-texts';

export type RejectChoice = { reason: string; result?: AuditRejectResult };

export type RejectDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The admin screen asks for the reject type too (part 2 §4: Solicitar corrección or Rechazar). */
  withType?: boolean;
  /** Resolves when done; the dialog stays open (and keeps the text) when it throws. */
  onConfirm: (choice: RejectChoice) => Promise<void>;
};

/**
 * 'Confirmar Rechazo' (part 2 §2.11, §5): a required reason — the button stays disabled while it is empty — and on
 * the admin screen a required reject type.
 */
export function RejectDialog({ open, onOpenChange, withType = false, onConfirm }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<AuditRejectResult | ''>('');
  const [busy, setBusy] = useState(false);
  const ready = reason.trim().length > 0 && (!withType || result !== '') && !busy;

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setReason('');
      setResult('');
    }
    onOpenChange(next);
  };

  const confirm = async () => {
    if (!ready) return;
    setBusy(true);
    try {
      await onConfirm({ reason: reason.trim(), ...(withType && result ? { result } : {}) });
      setReason('');
      setResult('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      modalType="alert"
      size="small"
      title={texts.rejectTitle}
      closeLabel={texts.cancel}
      actions={
        <>
          <AppButton variant="danger" disabled={!ready} onClick={() => void confirm()}>
            {texts.rejectConfirm}
          </AppButton>
          <AppButton disabled={busy} onClick={() => close(false)}>
            {texts.cancel}
          </AppButton>
        </>
      }
    >
      {withType && (
        <Field label={texts.rejectType} required>
          <RadioGroup value={result} onChange={(_, data) => setResult(data.value as AuditRejectResult)}>
            {auditRejectResults.map((r) => (
              <Radio key={r} value={r} label={auditRejectResultLabels[r]} />
            ))}
          </RadioGroup>
        </Field>
      )}
      <TextareaField
        label={withType ? texts.rejectComment : texts.rejectReason}
        required
        value={reason}
        maxLength={1000}
        disabled={busy}
        onChange={(_, data) => setReason(data.value)}
      />
    </Modal>
  );
}
