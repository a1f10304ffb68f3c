import { Body1, Field, Input, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { accountMessages, changeOwnPasswordRequestSchema } from '@expediente/contracts/account/account';
import { requiredFieldMessage } from '@expediente/contracts/auth/login';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { ApiClientError } from '../../../lib/api-client';
import { getWebConfig } from '../../../lib/config';
import { changeOwnPassword } from '../api/change-own-password';
import { passwordErrorsFrom } from '../auth-messages';
import { FormAlert } from './form-alert';
import { PasswordFields, confirmationProblems, passwordProblems, useNewPasswordFields } from './password-fields';

export const passwordSectionTexts = {
  heading: 'Cambiar contraseña',
  intro: 'Cambie la contraseña con la que inicia sesión. Sus otras sesiones abiertas se cerrarán.',
  open: 'Cambiar contraseña',
  current: 'Contraseña actual',
  submit: 'Guardar nueva contraseña',
  cancel: 'Cancelar',
  support: (email: string) => `Si el problema continúa, comuníquese al correo: ${email}`,
} as const;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '40rem' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

type Failure = { text: string; details?: string };

/** The new password may not be the current one (contracts' changeOwnPasswordRequestSchema says the same). */
export function sameAsCurrentProblems(current: string, password: string): string[] {
  return current !== '' && password === current ? [accountMessages.sameAsCurrent] : [];
}

/**
 * 'Mi cuenta' → password change (POST /api/account/password), opened with 'Cambiar contraseña' (the fields are not
 * on the page until then; the current password takes focus): the current password and the new one twice, with the
 * rules of part 1 §5 and 'different from the current one' as the user types. 'Éxito al actualizar' with what was
 * updated when it worked. A refusal the server gives per field (a wrong current password, a weak or repeated new
 * one) is shown on that field only; any other failure is 'Error al actualizar contraseña' with the support address.
 * Other sessions of the user end.
 */
export function PasswordSection() {
  const styles = useStyles();
  const [current, setCurrent] = useState('');
  const passwordFields = useNewPasswordFields();
  const { values } = passwordFields;
  const [currentError, setCurrentError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const opener = useRef<HTMLButtonElement>(null);
  const currentInput = useRef<HTMLInputElement>(null);
  // The fields were disabled during the call: a refused current password puts the user back in its field.
  useEffect(() => {
    if (currentError && !busy) currentInput.current?.focus();
  }, [currentError, busy]);

  function close() {
    setOpen(false);
    setCurrent('');
    passwordFields.reset();
    setCurrentError(undefined);
    setFailure(undefined);
  }

  // Closing the form (saved or cancelled) removes the focused control: focus goes back to 'Cambiar contraseña'.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    passwordFields.setSubmitted(true);
    setDone(false);
    setFailure(undefined);
    passwordFields.setServerErrors(undefined);
    const missingCurrent = current === '' ? requiredFieldMessage : undefined;
    setCurrentError(missingCurrent);
    const newProblems = [...passwordProblems(values.password), ...sameAsCurrentProblems(current, values.password)];
    if (missingCurrent || newProblems.length > 0 || confirmationProblems(values).length > 0) return;
    const parsed = changeOwnPasswordRequestSchema.safeParse({ currentPassword: current, ...values });
    if (!parsed.success) return;
    setBusy(true);
    try {
      await changeOwnPassword(parsed.data);
      setDone(true);
      close();
    } catch (error) {
      const currentMessages = error instanceof ApiClientError ? Object.entries(error.errors).find(([field]) => field.toLowerCase() === 'currentpassword')?.[1] : undefined;
      const newPasswordErrors = passwordErrorsFrom(error);
      if (currentMessages?.[0]) setCurrentError(currentMessages[0]);
      passwordFields.setServerErrors(newPasswordErrors);
      // A refusal about a field is said on that field, once; the banner is for failures no field explains.
      if (!currentMessages?.length && !newPasswordErrors) {
        const reason = error instanceof ApiClientError && error.status !== 400 ? error.message : undefined;
        setFailure({ text: accountMessages.passwordFailed, details: [reason, passwordSectionTexts.support(getWebConfig().supportEmail)].filter(Boolean).join(' ') });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    // No aria-labelledby here: a region named '… contraseña' would also answer to the label 'Contraseña' of the
    // two-factor section's password field for tools that find fields by label text.
    <section className={styles.section}>
      <Subtitle1 as="h2">
        {passwordSectionTexts.heading}
      </Subtitle1>
      <Body1>{passwordSectionTexts.intro}</Body1>
      {done && (
        <FormAlert intent="success">
          <strong>{accountMessages.passwordChanged}</strong> {accountMessages.passwordChangedDetail}
        </FormAlert>
      )}
      {!open && (
        <div className={styles.actions}>
          <AppButton
            ref={opener}
            onClick={() => {
              setDone(false);
              setOpen(true);
            }}
          >
            {passwordSectionTexts.open}
          </AppButton>
        </div>
      )}
      {open && (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Field label={passwordSectionTexts.current} required validationState={currentError ? 'error' : 'none'} validationMessage={currentError}>
            <Input
              ref={currentInput}
              type="password"
              name="current-password"
              autoComplete="current-password"
              autoFocus
              value={current}
              onChange={(_, d) => {
                setCurrent(d.value);
                setCurrentError(undefined);
              }}
              disabled={busy}
            />
          </Field>
          <PasswordFields {...passwordFields.fieldProps} otherProblems={sameAsCurrentProblems(current, values.password)} disabled={busy} />
          {failure && (
            <FormAlert>
              <strong>{failure.text}</strong>
              {failure.details ? ` ${failure.details}` : ''}
            </FormAlert>
          )}
          <div className={styles.actions}>
            <AppButton type="submit" variant="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
              {passwordSectionTexts.submit}
            </AppButton>
            <AppButton onClick={close} disabled={busy}>
              {passwordSectionTexts.cancel}
            </AppButton>
          </div>
        </form>
      )}
    </section>
  );
}
