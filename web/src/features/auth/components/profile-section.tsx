import { Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { accountMessages, updateProfileRequestSchema } from '@expediente/contracts/account/account';
import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import { useId, useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { TextField } from '../../../components/text-field';
import { ApiClientError } from '../../../lib/api-client';
import { updateProfile } from '../api/update-profile';
import { serverMessagesJoined } from '../auth-messages';
import { FormAlert } from './form-alert';

export const profileTexts = {
  heading: 'Datos personales',
  firstName: 'Nombre(s)',
  lastName1: 'Apellido paterno',
  lastName2: 'Apellido materno (opcional)',
  save: 'Guardar cambios',
} as const;

type Values = { firstName: string; lastName1: string; lastName2: string };
type Errors = Partial<Record<keyof Values, string>>;

/** The name fields to start from: the names user info gives (lastName2 may be absent). */
export function initialProfile(user: Pick<CurrentUser, 'firstName' | 'lastName1' | 'lastName2'>): Values {
  return { firstName: user.firstName.trim(), lastName1: user.lastName1.trim(), lastName2: user.lastName2?.trim() ?? '' };
}

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '40rem' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'stretch' },
  actions: { display: 'flex' },
});

/** 'Mi cuenta' → the user's own name (PUT /api/account/profile); user info is read again afterwards. */
export function ProfileSection({ user, onSaved }: { user: CurrentUser; onSaved: () => Promise<unknown> }) {
  const styles = useStyles();
  const headingId = useId();
  const [values, setValues] = useState<Values>(() => initialProfile(user));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ intent: 'success' | 'error'; text: string }>();

  const set = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setResult(undefined);
    const parsed = updateProfileRequestSchema.safeParse({ ...values, lastName2: values.lastName2 || undefined });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values;
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    setBusy(true);
    try {
      const saved = await updateProfile(parsed.data);
      setValues({ firstName: saved.firstName, lastName1: saved.lastName1, lastName2: saved.lastName2 ?? '' });
      setResult({ intent: 'success', text: saved.message || accountMessages.profileSaved });
      await onSaved();
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 400) {
        const found: Errors = {};
        for (const [field, list] of Object.entries(error.errors)) if (field in values && list[0]) found[field as keyof Values] = list[0];
        setErrors(found);
      }
      setResult({ intent: 'error', text: serverMessagesJoined(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {profileTexts.heading}
      </Subtitle1>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={profileTexts.firstName}
          required
          autoComplete="given-name"
          value={values.firstName}
          onChange={(_, d) => set('firstName', d.value)}
          validationMessage={errors.firstName}
          disabled={busy}
        />
        <TextField
          label={profileTexts.lastName1}
          required
          autoComplete="family-name"
          value={values.lastName1}
          onChange={(_, d) => set('lastName1', d.value)}
          validationMessage={errors.lastName1}
          disabled={busy}
        />
        <TextField
          label={profileTexts.lastName2}
          value={values.lastName2}
          onChange={(_, d) => set('lastName2', d.value)}
          validationMessage={errors.lastName2}
          disabled={busy}
        />
        {result && <FormAlert intent={result.intent}>{result.text}</FormAlert>}
        <div className={styles.actions}>
          <AppButton type="submit" variant="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {profileTexts.save}
          </AppButton>
        </div>
      </form>
    </section>
  );
}
