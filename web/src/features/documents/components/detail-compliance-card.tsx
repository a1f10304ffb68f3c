import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { documentStatusLabel, type DocumentDetail, type DocumentStatusUpdate } from '@expediente/contracts/documents/documents';
import { useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { AppCard } from '../../../components/app-card';
import { SelectField } from '../../../components/select-field';
import { StatusBadge } from '../../../components/status-badge';
import { TextareaField } from '../../../components/textarea-field';
import { useNotify } from '../../../components/use-notify';
import { formatDate } from '../../../lib/format';
import { updateDocumentStatus } from '../api/update-document-status';
import { DetailEditToggle } from './detail-edit-toggle';
import { appearanceVariant, detailTexts as texts, riskStyles } from './detail-texts';

const useStyles = makeStyles({
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS, alignItems: 'center' },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  highRisk: { fontWeight: tokens.fontWeightBold },
  legend: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type Status = DocumentStatusUpdate['status'];
const isStatus = (v: string): v is Status => v === 'V' || v === 'I' || v === 'P';

/** The rule of part 2 §5: a status is chosen and, for I, the reason is not empty. */
export function statusChangeReady(status: string, reason: string): boolean {
  return isStatus(status) && (status !== 'I' || reason.trim() !== '');
}

export type ComplianceCardProps = {
  document: DocumentDetail;
  /** Opens in edit mode (the page's editMode=true), when the caller may edit. */
  initiallyEditing?: boolean;
  /** Flag reviewer-legend: who reviewed the document and when. */
  showReviewer: boolean;
  onChanged: () => Promise<unknown>;
};

/**
 * The compliance card (part 2 §2.4): the status in the detail's reading (mxcfdinomina reads 'Cargado'), the risk
 * A/M/B, the reject reason, the reviewer; with can.editStatus a pencil opens the status dropdown V/I/P, where I
 * asks for a reason ('Campo requerido') and Guardar stays disabled until the change is complete.
 */
export function ComplianceCard({ document, initiallyEditing = false, showReviewer, onChanged }: ComplianceCardProps) {
  const styles = useStyles();
  const notify = useNotify();
  const editable = document.can.editStatus;
  const [editing, setEditing] = useState(editable && initiallyEditing);
  const [status, setStatus] = useState<string>(isStatus(document.status) ? document.status : '');
  const [reason, setReason] = useState(document.rejectReason ?? '');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const label = documentStatusLabel(document.status, 'detail', document.documentTypeCodeName);
  const risk = riskStyles[document.risk] ?? riskStyles[3]!;
  const reasonMissing = status === 'I' && reason.trim() === '';

  const reset = () => {
    setStatus(isStatus(document.status) ? document.status : '');
    setReason(document.rejectReason ?? '');
    setTouched(false);
  };
  const close = () => {
    reset();
    setEditing(false);
  };
  const open = () => {
    reset();
    setEditing(true);
  };

  const save = async () => {
    if (!isStatus(status) || !statusChangeReady(status, reason)) return;
    setSaving(true);
    try {
      await updateDocumentStatus(document.publicKey, { status, reason: status === 'I' ? reason.trim() : '' });
      notify.toast(texts.statusSaved, { variant: 'success' });
      await onChanged();
      setEditing(false);
      setTouched(false);
    } catch {
      notify.toast(texts.statusFailed, { variant: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppCard
      title={texts.compliance}
      actions={
        editable && <DetailEditToggle editing={editing} what={texts.status} onOpen={open} onClose={close} />
      }
    >
      <dl className={styles.facts}>
        <dt className={styles.term}>{texts.status}</dt>
        <dd className={styles.value}>
          <StatusBadge variant={appearanceVariant(label.appearance)}>{label.label}</StatusBadge>
        </dd>
        <dt className={styles.term}>{texts.risk}</dt>
        <dd className={styles.value}>
          <StatusBadge variant={risk.variant} className={risk.code === 'A' ? styles.highRisk : undefined} aria-label={`${texts.risk}: ${risk.code} ${risk.label}`}>
            {`${risk.code} · ${risk.label}`}
          </StatusBadge>
        </dd>
        {document.rejectReason && (
          <>
            <dt className={styles.term}>{texts.rejectReason}</dt>
            <dd className={styles.value}>{document.rejectReason}</dd>
          </>
        )}
      </dl>
      {showReviewer && document.validatedBy && <Body1 className={styles.legend}>{texts.reviewedBy(document.validatedBy.displayName, formatDate(document.validated))}</Body1>}
      {editing && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <SelectField label={texts.status} required options={texts.statusOptions} placeholder={texts.chooseStatus} value={status} onValueChange={setStatus} />
          {status === 'I' && (
            <TextareaField
              label={texts.reason}
              required
              value={reason}
              onChange={(_, data) => setReason(data.value)}
              onBlur={() => setTouched(true)}
              validationMessage={touched && reasonMissing ? texts.required : undefined}
              maxLength={1000}
            />
          )}
          <div className={styles.buttons}>
            <AppButton type="submit" variant="primary" disabled={!statusChangeReady(status, reason) || saving}>
              {texts.save}
            </AppButton>
            <AppButton type="button" onClick={close} disabled={saving}>
              {texts.cancel}
            </AppButton>
          </div>
        </form>
      )}
    </AppCard>
  );
}
