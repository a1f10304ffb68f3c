import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import {
  addNotificationRequestSchema,
  attachmentTypeMessage,
  notificationAttachmentMaxBytes,
  notificationAttachmentTypes,
  notificationContentMax,
  notificationMessages,
  notificationTitleMax,
  notificationTypeLabels,
  targetFitsType,
  typesNeedingEntity,
  type TargetNotificationType,
} from '@expediente/contracts/notifications/notifications';
import type { OrganizationContact } from '@expediente/contracts/contacts/organizations';
import { useRef, useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { ComboboxField } from '../../../components/combobox-field';
import type { FieldOption } from '../../../components/field-props';
import { FilePicker } from '../../../components/file-picker';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { addNotification } from '../api/add-notification';
import { uploadNotificationAttachment } from '../api/upload-notification-attachment';
import { notificationTexts } from '../notification-text';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Texts of the form (ours, except the title and the spec's messages). */
export const addNotificationTexts = {
  type: 'Tipo de notificación',
  typePlaceholder: 'Seleccione un tipo',
  organization: 'Organización',
  group: 'Grupo',
  targetPlaceholder: 'Seleccione...',
  title: 'Título',
  description: 'Descripción',
  attachment: 'Archivo adjunto (opcional)',
  attachmentHint: 'PDF, JPEG o PNG, hasta 10 MB.',
  attachmentTooLarge: 'El archivo no debe exceder 10 MB.',
  submit: 'Agregar',
  cancel: 'Cancelar',
  targetsLoading: 'Cargando organizaciones...',
  targetsFailed: 'No se pudieron cargar las organizaciones.',
  /** The contract's message for a missing target, shown even while other fields are still empty. */
  targetRequired: 'Seleccione una organización o grupo.',
} as const;

/** The organizations and groups the user may target (GET /api/contacts/…/organizations), while they load. */
export type NotificationTargets = {
  contacts: readonly OrganizationContact[];
  loading?: boolean;
  failed?: boolean;
};

/** The targets a type takes (contracts' targetFitsType: groups, customer or supplier organizations), as options. */
export function targetOptionsFor(targets: NotificationTargets, type: string): FieldOption[] {
  if (!needsTarget(type)) return [];
  return targets.contacts.filter((c) => targetFitsType(c, type as TargetNotificationType)).map((c) => ({ value: c.publicKey, label: c.displayName }));
}

type Values = { type: string; entityPublicKey: string; title: string; content: string };
type Errors = Partial<Record<keyof Values | 'attachment', string>>;
const empty: Values = { type: '', entityPublicKey: '', title: '', content: '' };

const isGroupType = (type: string) => type.startsWith('groups:');
export const needsTarget = (type: string) => (typesNeedingEntity as readonly string[]).includes(type);

/** PDF, JPEG or PNG of at most 10 MB (part 2 §5); the message to show otherwise. */
export function attachmentProblem(file: File): string | undefined {
  if (!(notificationAttachmentTypes as readonly string[]).includes(file.type)) return attachmentTypeMessage;
  if (file.size > notificationAttachmentMaxBytes) return addNotificationTexts.attachmentTooLarge;
  return undefined;
}

export type AddNotificationModalProps = {
  open: boolean;
  onClose: () => void;
  /** The types this user may send (global:system only for administrators). */
  types: readonly TargetNotificationType[];
  targets: NotificationTargets;
  createdBy: string;
  /** Called after the server accepted it (lists and counter are asked again). */
  onCreated: () => void;
};

/**
 * 'Agregar Notificación' (part 2 §2.16, §5): type, the organization or group when the type needs one, title,
 * description and an optional PDF/JPEG/PNG attachment, uploaded first (POST /api/notifications/attachments) and
 * then named in POST /api/notifications/add.
 */
export function AddNotificationModal({ open, onClose, types, targets, createdBy, onCreated }: AddNotificationModalProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [values, setValues] = useState<Values>(empty);
  const [file, setFile] = useState<File | undefined>();
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);

  const set = (name: keyof Values, value: string) => {
    // A new type keeps the chosen target only when that type takes it too.
    const keepsTarget = (current: Values) => targetOptionsFor(targets, value).some((o) => o.value === current.entityPublicKey);
    setValues((current) => ({ ...current, [name]: value, ...(name === 'type' && !keepsTarget(current) ? { entityPublicKey: '' } : {}) }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  function close() {
    if (busy) return;
    setValues(empty);
    setFile(undefined);
    setErrors({});
    onClose();
  }

  function chooseFile(chosen: File | undefined) {
    setFile(chosen);
    setErrors((current) => ({ ...current, attachment: chosen ? attachmentProblem(chosen) : undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const request = {
      type: values.type || undefined,
      title: values.title,
      content: values.content,
      createdBy,
      ...(needsTarget(values.type) && values.entityPublicKey ? { entityPublicKey: values.entityPublicKey } : {}),
    };
    const parsed = addNotificationRequestSchema.safeParse(request);
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values | undefined;
        if (field && field in empty && !found[field]) found[field] = issue.message;
      }
    }
    if (needsTarget(values.type) && !values.entityPublicKey && !found.entityPublicKey) found.entityPublicKey = addNotificationTexts.targetRequired;
    const fileProblem = file ? attachmentProblem(file) : undefined;
    if (fileProblem) found.attachment = fileProblem;
    if (!parsed.success || Object.values(found).some(Boolean)) return setErrors(found);

    setBusy(true);
    try {
      let attachedDocumentPk: string | undefined;
      if (file) {
        try {
          attachedDocumentPk = (await uploadNotificationAttachment(file)).attachmentDocumentPk;
        } catch (error) {
          const message = error instanceof ApiClientError && error.status === 400 ? (Object.values(error.errors).flat()[0] ?? error.message) : undefined;
          if (message) setErrors({ attachment: message });
          notify.toast(notificationMessages.attachmentFailed, { variant: 'danger' });
          return;
        }
      }
      try {
        await addNotification({ ...parsed.data, ...(attachedDocumentPk ? { attachedDocumentPk } : {}) });
      } catch (error) {
        if (error instanceof ApiClientError && error.status === 400) {
          const fieldErrors: Errors = {};
          for (const [field, list] of Object.entries(error.errors)) {
            const name = field in empty ? (field as keyof Values) : undefined;
            if (name && list[0]) fieldErrors[name] = list[0];
          }
          setErrors(fieldErrors);
        }
        notify.toast(notificationMessages.insertFailed, { variant: 'danger' });
        return;
      }
      notify.toast(notificationMessages.created, { variant: 'success' });
      setBusy(false);
      onCreated();
      setValues(empty);
      setFile(undefined);
      setErrors({});
      onClose();
    } finally {
      setBusy(false);
    }
  }

  const targetOptions = targetOptionsFor(targets, values.type);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={notificationTexts.add}
      actions={
        <>
          <AppButton variant="primary" onClick={() => formRef.current?.requestSubmit()} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {addNotificationTexts.submit}
          </AppButton>
          <AppButton onClick={close} disabled={busy}>
            {addNotificationTexts.cancel}
          </AppButton>
        </>
      }
    >
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          label={addNotificationTexts.type}
          required
          placeholder={addNotificationTexts.typePlaceholder}
          options={types.map((type) => ({ value: type, label: notificationTypeLabels[type] }))}
          value={values.type}
          onValueChange={(value) => set('type', value)}
          validationMessage={errors.type}
          disabled={busy}
        />
        {needsTarget(values.type) && (
          <ComboboxField
            label={isGroupType(values.type) ? addNotificationTexts.group : addNotificationTexts.organization}
            required
            placeholder={targets.loading ? addNotificationTexts.targetsLoading : addNotificationTexts.targetPlaceholder}
            options={targetOptions}
            selectedValue={values.entityPublicKey || null}
            onSelectionChange={(value) => set('entityPublicKey', value ?? '')}
            validationMessage={errors.entityPublicKey ?? (targets.failed ? addNotificationTexts.targetsFailed : undefined)}
            disabled={busy}
          />
        )}
        <TextField
          label={addNotificationTexts.title}
          required
          value={values.title}
          maxLength={notificationTitleMax}
          hint={notificationTexts.characterCount(values.title.length, notificationTitleMax)}
          onChange={(_, data) => set('title', data.value)}
          validationMessage={errors.title}
          disabled={busy}
        />
        <TextareaField
          label={addNotificationTexts.description}
          required
          value={values.content}
          maxLength={notificationContentMax}
          hint={notificationTexts.characterCount(values.content.length, notificationContentMax)}
          rows={5}
          onChange={(_, data) => set('content', data.value)}
          validationMessage={errors.content}
          disabled={busy}
        />
        <FilePicker
          label={addNotificationTexts.attachment}
          hint={addNotificationTexts.attachmentHint}
          accept={[...notificationAttachmentTypes, '.pdf', '.jpg', '.jpeg', '.png']}
          file={file}
          onFileChange={chooseFile}
          validationMessage={errors.attachment}
          disabled={busy}
        />
      </form>
    </Modal>
  );
}
