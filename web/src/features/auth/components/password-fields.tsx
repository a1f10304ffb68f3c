import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { newPasswordSchema, passwordMessages } from '@expediente/contracts';
import { authTexts } from '../auth-messages';

export type PasswordValues = { password: string; confirmPassword: string };

/** The rules a password breaks now (contracts' newPasswordSchema), in the spec's words. */
export function passwordProblems(password: string): string[] {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

export function confirmationProblems({ password, confirmPassword }: PasswordValues): string[] {
  return password === confirmPassword ? [] : [passwordMessages.mismatch];
}

export type PasswordServerErrors = { password?: string[]; confirmPassword?: string[] };
const emptyValues: PasswordValues = { password: '', confirmPassword: '' };

/**
 * The state every new-password form keeps (values, whether it was submitted, the server's field messages): typing
 * clears the server's messages. Spread `fieldProps` into PasswordFields.
 */
export function useNewPasswordFields() {
  const [values, setValues] = useState<PasswordValues>(emptyValues);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PasswordServerErrors>();
  return {
    values,
    setSubmitted,
    setServerErrors,
    reset() {
      setValues(emptyValues);
      setSubmitted(false);
      setServerErrors(undefined);
    },
    fieldProps: {
      values,
      submitted,
      serverErrors,
      onChange(next: PasswordValues) {
        setValues(next);
        setServerErrors(undefined);
      },
    },
  };
}

type PasswordFieldsProps = {
  values: PasswordValues;
  onChange: (values: PasswordValues) => void;
  /** After a submit attempt, empty fields show their problems too. */
  submitted: boolean;
  disabled?: boolean;
  /** Messages the server gave for these fields. */
  serverErrors?: PasswordServerErrors;
  /** Rules of the form around these fields that the new password breaks now (e.g. equal to the current one). */
  otherProblems?: string[];
  /** The new-password field takes focus when it appears (it is the form's first field). */
  autoFocus?: boolean;
};

/**
 * New password and its confirmation with the rules of part 1 §5 shown live: each broken rule under the field as
 * the user types, the confirmation once something is typed in it (or on submit).
 */
export function PasswordFields({ values, onChange, submitted, disabled, serverErrors, otherProblems = [], autoFocus }: PasswordFieldsProps) {
  const passwordShown = [
    ...new Set([
      ...(values.password !== '' || submitted ? [...passwordProblems(values.password), ...otherProblems] : []),
      ...(serverErrors?.password ?? []),
    ]),
  ];
  const confirmShown = [
    ...(values.confirmPassword !== '' || submitted ? confirmationProblems(values) : []),
    ...(serverErrors?.confirmPassword ?? []),
  ];
  return (
    <>
      <Field
        label={authTexts.newPassword}
        required
        hint={authTexts.passwordHint}
        validationState={passwordShown.length ? 'error' : values.password ? 'success' : 'none'}
        validationMessage={
          passwordShown.length ? (
            <span aria-live="polite">
              {passwordShown.map((message) => (
                <span key={message} style={{ display: 'block' }}>
                  {message}
                </span>
              ))}
            </span>
          ) : undefined
        }
      >
        <Input
          type="password"
          name="new-password"
          autoComplete="new-password"
          autoFocus={autoFocus}
          value={values.password}
          onChange={(_, data) => onChange({ ...values, password: data.value })}
          disabled={disabled}
        />
      </Field>
      <Field
        label={authTexts.confirmPassword}
        required
        validationState={confirmShown.length ? 'error' : values.confirmPassword && values.confirmPassword === values.password ? 'success' : 'none'}
        validationMessage={confirmShown.length ? <span aria-live="polite">{confirmShown.join(' ')}</span> : undefined}
      >
        <Input
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(_, data) => onChange({ ...values, confirmPassword: data.value })}
          disabled={disabled}
        />
      </Field>
    </>
  );
}
