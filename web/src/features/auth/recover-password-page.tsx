import { Body1, Button, Field, Input, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { forgotPasswordRequestSchema } from '@expediente/contracts';
import { useState, type FormEvent } from 'react';
import { getHref, type PageProps } from '../../app/routes';
import { PublicLayout } from '../../components/public-layout';
import { RouterLink } from '../../components/router-link';
import { usePageTitle } from '../../lib/use-page-title';
import { forgotPassword } from './api/forgot-password';
import { authTexts, requestFailedMessage } from './auth-messages';
import { FormAlert } from './components/form-alert';
import { useSuccessHash } from './use-success-hash';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'stretch' },
});

/**
 * /account/recover-password (part 1 §2): the e-mail of the account, focused on arrival ('Campo requerido' when
 * empty, the format checked, part 1 §5); POST
 * /api/forgotPassword; the success is shown through the #success hash; a failure names the support address.
 */
export function RecoverPasswordPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const [success, markSuccess] = useSuccessHash();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(undefined);
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    setFieldError(undefined);
    setSubmitting(true);
    try {
      await forgotPassword(parsed.data);
      markSuccess();
    } catch {
      setFailure(requestFailedMessage());
    } finally {
      setSubmitting(false);
    }
  }

  if (success) {
    return (
      <PublicLayout>
        <div className={styles.form}>
          <Title2 as="h1">{title}</Title2>
          <FormAlert intent="success">{authTexts.recoverSuccess}</FormAlert>
          <Body1>
            <RouterLink to={getHref('login')}>{authTexts.backToLogin}</RouterLink>
          </Body1>
        </div>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <Title2 as="h1">{title}</Title2>
        <Body1>{authTexts.recoverIntro}</Body1>
        <Field label={authTexts.emailLabel} required validationState={fieldError ? 'error' : 'none'} validationMessage={fieldError}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(_, data) => {
              setEmail(data.value);
              setFieldError(undefined);
            }}
            disabled={submitting}
          />
        </Field>
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
            {authTexts.recoverSubmit}
          </Button>
          <Body1>
            <RouterLink to={getHref('login')}>{authTexts.backToLogin}</RouterLink>
          </Body1>
        </div>
      </form>
    </PublicLayout>
  );
}
