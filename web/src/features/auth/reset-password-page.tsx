import { Body1, Button, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { resetPasswordRequestSchema } from '@expediente/contracts';
import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { PublicLayout } from '../../components/public-layout';
import { RouterLink } from '../../components/router-link';
import { usePageTitle } from '../../lib/use-page-title';
import { resetPassword } from './api/reset-password';
import { authTexts, passwordErrorsFrom, requestFailedMessage } from './auth-messages';
import { FormAlert } from './components/form-alert';
import { PasswordFields, useNewPasswordFields } from './components/password-fields';
import { RedirectToLogin } from './components/redirect-to-login';
import { useSuccessHash } from './use-success-hash';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'stretch' },
});

/**
 * /account/reset-password?t&e (part 1 §2): a new password with its confirmation (rules shown live); POST
 * /api/resetpassword {email, password, confirmPassword, code}. Without t or e it redirects to /. #success says so
 * and goes to /login after 3 s; a failure names the support address.
 */
export function ResetPasswordPage({ title }: PageProps) {
  usePageTitle(title);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('t');
  const email = searchParams.get('e');
  const [success, markSuccess] = useSuccessHash();

  if (!token || !email) return <Navigate to={getHref('home')} replace />;
  return (
    <PublicLayout>
      {success ? <ResetSuccess title={title} /> : <ResetForm title={title} token={token} email={email} onSuccess={markSuccess} />}
    </PublicLayout>
  );
}

function ResetSuccess({ title }: { title: string }) {
  const styles = useStyles();
  return (
    <div className={styles.form}>
      <Title2 as="h1">{title}</Title2>
      <FormAlert intent="success">{authTexts.resetSuccess}</FormAlert>
      <RedirectToLogin />
    </div>
  );
}

function ResetForm({ title, token, email, onSuccess }: { title: string; token: string; email: string; onSuccess: () => void }) {
  const styles = useStyles();
  const passwordFields = useNewPasswordFields();
  const { values } = passwordFields;
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    passwordFields.setSubmitted(true);
    setFailure(undefined);
    passwordFields.setServerErrors(undefined);
    const parsed = resetPasswordRequestSchema.safeParse({ email, code: token, ...values });
    if (!parsed.success) {
      // Password problems are already under their fields; a bad link (e, t) is said above the button.
      const linkProblem = parsed.error.issues.find((issue) => issue.path[0] === 'email' || issue.path[0] === 'code');
      if (linkProblem) setFailure(linkProblem.message);
      return;
    }
    setSubmitting(true);
    try {
      await resetPassword(parsed.data);
      onSuccess();
    } catch (error) {
      const fieldErrors = passwordErrorsFrom(error);
      if (fieldErrors) passwordFields.setServerErrors(fieldErrors);
      else setFailure(requestFailedMessage());
      setSubmitting(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Title2 as="h1">{title}</Title2>
      <Body1>
        Cuenta: <strong>{email}</strong>
      </Body1>
      <PasswordFields {...passwordFields.fieldProps} disabled={submitting} autoFocus />
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
          {authTexts.resetSubmit}
        </Button>
        <Body1>
          <RouterLink to={getHref('login')}>{authTexts.backToLogin}</RouterLink>
        </Body1>
      </div>
    </form>
  );
}
