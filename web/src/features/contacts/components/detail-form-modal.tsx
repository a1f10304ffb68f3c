import { Body1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ContactChangeResponse } from '@expediente/contracts/contacts/contact-editing';
import { messages } from '@expediente/contracts/shared/messages';
import { useRef, useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { Modal } from '../../../components/modal';
import { AppCheckbox } from '../../../components/app-checkbox';
import type { FieldOption } from '../../../components/field-props';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { detailEditTexts as texts } from './detail-texts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  failure: { color: tokens.colorPaletteRedForeground1 },
});

export type DetailField = {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'select' | 'checkbox';
  /** For a select. */
  options?: readonly FieldOption[];
  hint?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  disabled?: boolean;
  /** Shown only for some values of the others (a new identifier type's key and name). */
  shownWhen?: (values: DetailValues) => boolean;
};
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
  /** The request body from the values (default: the values as they are), before `extra` is merged. */
  toBody?: (values: DetailValues) => Record<string, unknown>;
  submit: (body: never) => Promise<ContactChangeResponse & { message?: string; warnings?: string[] }>;
  /** The failure message when the server gives no field errors (default: the generic one). */
  failureMessage?: string;
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
export function DetailFormModal({
  open,
  title,
  fields,
  initial,
  schema,
  extra,
  toBody = (values) => values,
  submit,
  remove,
  onDone,
  onClose,
  submitLabel = texts.save,
  failureMessage = texts.saveFailed,
}: DetailFormModalProps) {
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

  async function run(call: () => Promise<ContactChangeResponse & { message?: string; warnings?: string[] }>, success: string) {
    setBusy(true);
    setFailure(undefined);
    try {
      const response = await call();
      notify.toast(response.message ?? success, { variant: 'success' });
      for (const warning of response.warnings ?? []) notify.toast(warning, { variant: 'warning' });
      onDone(response);
      onClose();
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 400) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, list]) => [k, list[0] ?? ''])));
      }
      setFailure(failureText(error, failureMessage));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = { ...toBody(values), ...extra };
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
        {fields
          .filter((field) => !field.shownWhen || field.shownWhen(values))
          .map((field) => {
            const set = (value: string) => {
              setValues((current) => ({ ...current, [field.name]: value }));
              setErrors((current) => ({ ...current, [field.name]: '' }));
            };
            const common = { label: field.label, required: field.required, hint: field.hint, disabled: busy || field.disabled, validationMessage: errors[field.name] };
            if (field.type === 'select') {
              return <SelectField key={field.name} {...common} options={field.options ?? []} placeholder={texts.choose} value={values[field.name] ?? ''} onValueChange={set} />;
            }
            if (field.type === 'checkbox') {
              return <AppCheckbox key={field.name} label={field.label} hint={field.hint} disabled={busy} checked={values[field.name] === 'true'} onCheckedChange={(checked) => set(checked ? 'true' : '')} />;
            }
            return (
              <TextField
                key={field.name}
                {...common}
                type={field.type ?? 'text'}
                inputMode={field.inputMode}
                value={values[field.name] ?? ''}
                onChange={(_, data) => set(data.value)}
              />
            );
          })}
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

/** A conflict says to reload; another answer with a message of its own (409 duplicate, 404) shows it. */
function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiClientError) || error.status === 400 || error.status === 0 || error.status >= 500) return fallback;
  if (error.status === 409 && error.message === messages.conflict) return texts.conflict;
  return error.message || fallback;
}
