import { Body1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ContactChangeResponse } from '@expediente/contracts/contacts/contact-editing';
import { useRef, useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { detailEditTexts as texts } from './detail-texts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  failure: { color: tokens.colorPaletteRedForeground1 },
});

export type DetailField = { name: string; label: string; required?: boolean; type?: 'text' | 'email' | 'tel'; hint?: string; inputMode?: 'numeric' | 'tel' | 'email' };
export type DetailValues = Record<string, string>;

/** What a contracts schema's safeParse answers, as far as this form needs it. */
type Checker = { safeParse: (value: unknown) => { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } };

export type DetailFormModalProps = {
  open: boolean;
  title: string;
  fields: readonly DetailField[];
  initial: DetailValues;
  /** The request's contract: the same messages as the server's 400. */
  schema: Checker;
  /** Extra body fields (ordinal, etag…) merged before checking. */
  extra?: Record<string, unknown>;
  submit: (body: never) => Promise<ContactChangeResponse>;
  /** Edit mode offers delete. */
  remove?: () => Promise<ContactChangeResponse>;
  onDone: (response: ContactChangeResponse) => void;
  onClose: () => void;
  submitLabel?: string;
};

/**
 * A modal form of the contact detail (phone, e-mail, address, general information): idle, submitting (inputs and
 * buttons disabled, a spinner), then success (a toast, the modal closes) or failure (the server's field errors on
 * their fields and a message in the modal, which stays open). Checked first with the call's contract. Mounted per
 * opening (the caller renders it while open, keyed by the item), so it starts from the item's current values.
 */
export function DetailFormModal({ open, title, fields, initial, schema, extra, submit, remove, onDone, onClose, submitLabel = texts.save }: DetailFormModalProps) {
  const styles = useStyles();
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<DetailValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (!busy) onClose();
  };

  async function run(call: () => Promise<ContactChangeResponse>, success: string) {
    setBusy(true);
    setFailure(undefined);
    try {
      const response = await call();
      notify.toast(success, { variant: 'success' });
      onDone(response);
      onClose();
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 400) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, list]) => [k, list[0] ?? ''])));
      }
      setFailure(error instanceof ApiClientError && error.status === 409 ? texts.conflict : error instanceof ApiClientError && error.status !== 400 ? error.message : texts.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = { ...extra, ...values };
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'other');
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    void run(() => submit(body as never), texts.saved);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={title}
      actions={
        <>
          <AppButton variant="primary" onClick={() => formRef.current?.requestSubmit()} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {submitLabel}
          </AppButton>
          {remove && (
            <AppButton variant="danger" disabled={busy} onClick={() => void run(remove, texts.deleted)}>
              {texts.delete}
            </AppButton>
          )}
          <AppButton variant="secondary" disabled={busy} onClick={close}>
            {texts.cancel}
          </AppButton>
        </>
      }
    >
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            required={field.required}
            hint={field.hint}
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            value={values[field.name] ?? ''}
            disabled={busy}
            validationMessage={errors[field.name]}
            onChange={(_, data) => {
              setValues((current) => ({ ...current, [field.name]: data.value }));
              setErrors((current) => ({ ...current, [field.name]: '' }));
            }}
          />
        ))}
        {failure && (
          <Body1 role="alert" className={styles.failure}>
            {failure}
          </Body1>
        )}
        {/* Enter in a field submits (the visible buttons are outside the form). */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
