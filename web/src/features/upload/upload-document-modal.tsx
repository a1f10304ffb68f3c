import { Field, MessageBar, MessageBarBody, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { monthsPerPeriod, type PeriodReading } from '@expediente/contracts/documents/periods';
import type { DocumentType } from '@expediente/contracts/documents/document-types';
import { fileExtensionOf, type UploadedDocument } from '@expediente/contracts/documents/uploads';
import { useRef, useState } from 'react';
import { AppButton } from '../../components/app-button';
import { FilePicker } from '../../components/file-picker';
import { Modal } from '../../components/modal';
import { SelectField } from '../../components/select-field';
import { ApiClientError } from '../../lib/api-client';
import { hasFeature, useSignedInUser } from '../../lib/current-user-context';
import { OrganizationPicker, type PickedOrganization } from '../contacts/components/organization-picker';
import { useDocumentTypes } from './api/get-document-types';
import { DocumentUpload } from './block-upload';
import { monthOptions, periodDate, uploadTexts as t, uploadYears } from './upload-texts';
import { useLeaveGuard } from './use-leave-guard';

/** What the caller already knows: a slot's type, period, customer, the document an upload amends, a dropped file. */
export type UploadPreset = {
  documentTypeCode?: string;
  year?: number;
  month?: number;
  /** The period number in the type's cadence, when the month is not given (its first month is chosen). */
  periodNumber?: number;
  slotId?: string;
  amendedDocument?: string;
  customer?: PickedOrganization;
  file?: File;
};

export type UploadDocumentModalProps = {
  open: boolean;
  onClose: () => void;
  /** The supplier uploaded for; none for a Supplier's own organization. */
  supplier?: { publicKey: string; displayName: string };
  preset?: UploadPreset;
  onUploaded: (document: UploadedDocument, duplicate: boolean) => void;
};

type Phase = 'pick' | 'uploading' | 'finished' | 'failed';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  period: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', flexWrap: 'wrap' },
});

/** The first month of a period number in a type's cadence (bimester 2 → March). */
function monthOfPeriod(type: DocumentType | undefined, periodNumber: number | undefined): number | undefined {
  if (!type || periodNumber === undefined) return undefined;
  const cadence = type.periodCodeName;
  if (cadence !== 'monthly' && cadence !== 'bimonthly' && cadence !== 'quarterly' && cadence !== 'semiannual' && cadence !== 'yearly') return undefined;
  return (periodNumber - 1) * monthsPerPeriod[type.periodReading as PeriodReading][cadence] + 1;
}

/** The reason shown under 'Error al cargar el archivo.': the server's Spanish message for a refused file. */
function failureDetail(error: unknown): string | undefined {
  return error instanceof ApiClientError && error.status >= 400 && error.status < 500 ? error.message : undefined;
}

/**
 * The upload modal (part 1 §4, §5): a file of the type's extensions ('Tipo de archivo inválido'), the type, the
 * period as month and year (the period date is the month's first day at -06:00) and the customer when the type
 * needs one; 'Agregar' stays disabled until all are there. Then the upload: a 0-100 progress bar during which the
 * modal cannot be cancelled or closed and leaving the page warns; then 'El archivo fue cargado correctamente y
 * está siendo procesado.' or 'Error al cargar el archivo.' with a retry that resumes the same upload.
 */
export function UploadDocumentModal({ open, onClose, supplier, preset, onUploaded }: UploadDocumentModalProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title={t.modalTitle}
      // While busy the X is left out and Escape or a click outside do nothing (onOpenChange above); the modal type
      // stays the same, since switching it re-creates Fluent's focus trap and hides the open dialog from assistive tech.
      closeLabel={busy ? null : t.close}
    >
      {open && <UploadForm supplier={supplier} preset={preset} onClose={onClose} onUploaded={onUploaded} onBusyChange={setBusy} />}
    </Modal>
  );
}

type UploadFormProps = Omit<UploadDocumentModalProps, 'open'> & { onBusyChange: (busy: boolean) => void };

function UploadForm({ supplier, preset = {}, onClose, onUploaded, onBusyChange }: UploadFormProps) {
  const styles = useStyles();
  const { user } = useSignedInUser();
  const types = useDocumentTypes();
  const [typeCode, setTypeCode] = useState(preset.documentTypeCode ?? '');
  const type = types.data?.find((candidate) => candidate.codeName === typeCode);
  const presetMonth = preset.month ?? monthOfPeriod(type, preset.periodNumber);
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [year, setYear] = useState(preset.year ? String(preset.year) : '');
  const [customer, setCustomer] = useState<PickedOrganization | undefined>(preset.customer);
  const [file, setFile] = useState<File | undefined>(preset.file);
  const [phase, setPhase] = useState<Phase>('pick');
  const [started, setStarted] = useState(false);
  const [progress, setProgress] = useState(0);
  const [detail, setDetail] = useState<string | undefined>();
  const upload = useRef<DocumentUpload | undefined>(undefined);
  const controller = useRef<AbortController | undefined>(undefined);

  // The chosen month, else the preset's once the type (and so its cadence) is known.
  const monthValue = month ?? (presetMonth ? String(presetMonth) : '');
  const uploading = phase === 'uploading';
  const locked = uploading || phase === 'finished';
  useLeaveGuard(uploading, t.leaveWarning);

  const extension = file ? fileExtensionOf(file.name) : '';
  const fileError = file && type && !type.extensions.includes(extension as (typeof type.extensions)[number]) ? t.invalidFileType : undefined;
  const needsPeriod = type !== undefined && type.periodCodeName !== 'initial';
  const needsCustomer = type?.customerRelationshipRequired === true;
  const ready = Boolean(file) && !fileError && type !== undefined && (!needsPeriod || (monthValue !== '' && year !== '')) && (!needsCustomer || customer !== undefined);

  const typeOptions = (types.data ?? []).map((candidate) => ({ value: candidate.codeName, label: candidate.shortName }));
  const yearOptions = uploadYears().map((y) => ({ value: String(y), label: String(y) }));
  // A preset year outside the list (an old slot) is still offered rather than silently dropped.
  if (year && !yearOptions.some((o) => o.value === year)) yearOptions.push({ value: year, label: year });

  async function run(resume: boolean) {
    if (!file || !type) return;
    setPhase('uploading');
    setDetail(undefined);
    onBusyChange(true);
    try {
      if (!resume || !upload.current) {
        controller.current = new AbortController();
        setStarted(false);
        setProgress(0);
        upload.current = new DocumentUpload(
          file,
          {
            documentTypeCode: type.codeName,
            ...(supplier ? { companyPK: supplier.publicKey } : {}),
            ...(needsPeriod ? { fromDate: periodDate(Number(year), Number(monthValue)) } : {}),
            ...(needsCustomer && customer ? { customerPK: customer.publicKey } : {}),
            ...(preset.slotId ? { slotId: preset.slotId } : {}),
            ...(preset.amendedDocument ? { amendedDocument: preset.amendedDocument } : {}),
          },
          {
            withMd5: hasFeature(user, 'md5-upload'),
            signal: controller.current.signal,
            onStarted: () => setStarted(true),
            onProgress: setProgress,
          },
        );
      }
      const answer = resume ? await upload.current.resume() : await upload.current.start();
      setProgress(100);
      setPhase('finished');
      onUploaded(answer.document, answer.duplicate);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        setPhase('pick');
        return;
      }
      // A refusal of the file itself (type, size, content) is not resumable: the next try starts over.
      if (failureDetail(error)) upload.current = undefined;
      setDetail(failureDetail(error));
      setPhase('failed');
    } finally {
      onBusyChange(false);
    }
  }

  function cancel() {
    if (uploading) {
      // Only before the blocks start (part 1 §4: cancel is blocked while uploading).
      if (!started) controller.current?.abort();
      return;
    }
    onClose();
  }

  return (
    <div className={styles.form}>
      {supplier && <Text>{t.supplier(supplier.displayName)}</Text>}
      {preset.amendedDocument && <Text>{t.amending}</Text>}
      <SelectField
        label={t.documentType}
        required
        placeholder={t.chooseType}
        options={typeOptions}
        value={typeCode}
        disabled={locked || preset.documentTypeCode !== undefined || !types.data}
        onValueChange={(value) => {
          setTypeCode(value);
          setCustomer(undefined);
        }}
        validationMessage={types.error ? t.typesFailed : undefined}
        hint={type?.descriptionInfotip}
      />
      {needsPeriod && (
        <div className={styles.period}>
          <SelectField
            label={t.month}
            required
            placeholder={t.chooseMonth}
            options={monthOptions}
            value={monthValue}
            disabled={locked}
            onValueChange={setMonth}
          />
          <SelectField label={t.year} required placeholder={t.chooseYear} options={yearOptions} value={year} disabled={locked} onValueChange={setYear} />
        </div>
      )}
      {needsCustomer && (
        <OrganizationPicker label={t.customer} role="customer" required value={customer} onChange={setCustomer} disabled={locked || preset.customer !== undefined} chooseOnlyOption />
      )}
      <FilePicker
        label={t.file}
        required
        file={file}
        onFileChange={setFile}
        disabled={locked}
        accept={type ? type.extensions.map((e) => `.${e}`) : undefined}
        validationMessage={fileError}
        hint={file ? t.size(file.size) : type ? t.allowed(type.extensions) : undefined}
      />
      {phase !== 'pick' && (
        <Field label={t.progress} validationState="none" hint={`${progress} %`}>
          <ProgressBar value={progress / 100} max={1} thickness="large" color={phase === 'failed' ? 'error' : phase === 'finished' ? 'success' : 'brand'} />
        </Field>
      )}
      {uploading && <Text aria-live="polite">{t.uploading}</Text>}
      {phase === 'finished' && (
        <MessageBar intent="success">
          <MessageBarBody>{t.uploaded}</MessageBarBody>
        </MessageBar>
      )}
      {phase === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t.uploadFailed}
            {detail && detail !== t.uploadFailed ? ` ${detail}` : ''}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        {phase === 'finished' ? (
          <AppButton variant="primary" onClick={onClose}>
            {t.close}
          </AppButton>
        ) : (
          <>
            <AppButton variant="secondary" onClick={cancel} disabled={uploading && started}>
              {t.cancel}
            </AppButton>
            {phase === 'failed' ? (
              <AppButton variant="primary" onClick={() => void run(upload.current !== undefined)}>
                {t.retry}
              </AppButton>
            ) : (
              <AppButton variant="primary" onClick={() => void run(false)} disabled={!ready || uploading}>
                {t.add}
              </AppButton>
            )}
          </>
        )}
      </div>
    </div>
  );
}
