import { Spinner } from '@fluentui/react-components';
import { AppButton } from '../../../components/app-button';
import { onboardingTexts as t } from './onboarding-text';

export type FormActionsProps = {
  /** The form gave way to its outcome: only Close is left (part 2 §4: on success the footer shows Close). */
  done: boolean;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  submitLabel?: string;
  busyLabel?: string;
};

/** The footer of an 'Agregar' form: submit (a spinner while it sends) and Cancelar; after success, Cerrar. */
export function FormActions({ done, busy, onSubmit, onClose, submitLabel = t.submit, busyLabel = t.submitting }: FormActionsProps) {
  if (done) {
    return (
      <AppButton variant="primary" onClick={onClose} disabled={busy}>
        {t.close}
      </AppButton>
    );
  }
  return (
    <>
      <AppButton variant="primary" onClick={onSubmit} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {busy ? busyLabel : submitLabel}
      </AppButton>
      <AppButton onClick={onClose} disabled={busy}>
        {t.cancel}
      </AppButton>
    </>
  );
}
