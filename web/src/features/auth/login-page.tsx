import { Body1, Button, Field, Input, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { getHref, type PageProps } from '../../app/routes';
import { PageSpinner } from '../../components/page-spinner';
import { PublicLayout } from '../../components/public-layout';
import { RouterLink } from '../../components/router-link';
import { assignLocation } from '../../lib/browser-location';
import { safeReturnUrl } from '../../lib/public-paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useLoginOptions } from './api/get-login-options';
import { loadLoginContracts, login } from './api/login';
import { authTexts } from './auth-messages';
import { FormAlert } from './components/form-alert';
import { loginErrorsFrom, noLoginErrors, type LoginFormErrors } from './login-errors';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'stretch' },
});

/** Where single sign-on starts when the options do not say (part 1 §7: GET /login-saml). */
export const defaultSsoUrl = '/login-saml';

/** /login?error=sso: the identity provider's answer was refused (the server logs why; contracts ssoMessages.failed). */
export const ssoFailedMessage =
  'No fue posible iniciar sesión con el inicio de sesión único. Intente de nuevo o comuníquese con el administrador de su organización.';

/** The SSO start URL carrying the page to return to (the server keeps only a same-origin path). */
function ssoHref(ssoUrl: string, returnUrl: string): string {
  return returnUrl === '/' ? ssoUrl : `${ssoUrl}${ssoUrl.includes('?') ? '&' : '?'}returnUrl=${encodeURIComponent(returnUrl)}`;
}

/**
 * /login (part 1 §2): user (e-mail) and password, a link to password recovery. On hosts whose tenant signs in
 * through single sign-on (GET /api/login/options) only the SSO button is shown; if the options cannot be read,
 * the form is.
 */
export function LoginPage({ title }: PageProps) {
  usePageTitle(title);
  const options = useLoginOptions();

  let body;
  if (options.isLoading) body = <PageSpinner />;
  else if (options.data?.sso) body = <SsoSignIn title={title} ssoUrl={options.data.ssoUrl ?? defaultSsoUrl} />;
  else body = <PasswordSignIn title={title} ssoUrl={options.data?.ssoUrl ?? defaultSsoUrl} />;

  return <PublicLayout>{body}</PublicLayout>;
}

function SsoFailed() {
  const [searchParams] = useSearchParams();
  return searchParams.get('error') === 'sso' ? <FormAlert>{ssoFailedMessage}</FormAlert> : null;
}

function SsoSignIn({ title, ssoUrl }: { title: string; ssoUrl: string }) {
  const styles = useStyles();
  const [searchParams] = useSearchParams();
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  return (
    <div className={styles.form}>
      <Title2 as="h1">{title}</Title2>
      <Body1>{authTexts.ssoIntro}</Body1>
      <SsoFailed />
      <div className={styles.actions}>
        <Button as="a" href={ssoHref(ssoUrl, returnUrl)} appearance="primary">
          {authTexts.sso}
        </Button>
      </div>
    </div>
  );
}

function PasswordSignIn({ title, ssoUrl }: { title: string; ssoUrl: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [searchParams] = useSearchParams();
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginFormErrors>(noLoginErrors);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    let contracts: Awaited<ReturnType<typeof loadLoginContracts>>;
    try {
      contracts = await loadLoginContracts();
    } catch (error) {
      setErrors(loginErrorsFrom(error));
      return;
    }
    const parsed = contracts.loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      const next: LoginFormErrors = { email: [], password: [], other: [] };
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'email') next.email.push(issue.message);
        else if (issue.path[0] === 'password') next.password.push(issue.message);
        else next.other.push(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors(noLoginErrors);
    setSubmitting(true);
    try {
      const answer = await login(parsed.data, { returnUrl });
      if (answer.requiresTwoFactor) {
        const query = { email: answer.email ?? parsed.data.email, returnUrl: safeReturnUrl(answer.returnUrl ?? returnUrl) };
        await navigate(getHref('login2fa', undefined, query));
        return;
      }
      if (answer.requiresSSO) {
        // This account signs in through its organization's identity provider: a full navigation to it.
        assignLocation(ssoHref(ssoUrl, returnUrl));
        return;
      }
      // A new session: nothing cached from before it (another user's data, a 401) may show.
      await mutate(() => true, undefined, { revalidate: false });
      await navigate(returnUrl, { replace: true });
    } catch (error) {
      setErrors(loginErrorsFrom(error));
      setSubmitting(false);
    }
  }

  return (
    // The validation code loads as soon as the user starts on the form (a failed load is retried on submit).
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} onFocus={() => void loadLoginContracts().catch(() => undefined)} noValidate>
      <Title2 as="h1">{title}</Title2>
      <SsoFailed />
      <Field
        label="Usuario"
        required
        validationState={errors.email.length ? 'error' : 'none'}
        validationMessage={errors.email.join(' ') || undefined}
      >
        <Input
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(_, data) => setEmail(data.value)}
          disabled={submitting}
        />
      </Field>
      <Field
        label="Contraseña"
        required
        validationState={errors.password.length ? 'error' : 'none'}
        validationMessage={errors.password.join(' ') || undefined}
      >
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(_, data) => setPassword(data.value)}
          disabled={submitting}
        />
      </Field>
      {errors.other.length > 0 && (
        <FormAlert>
          {errors.other.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </FormAlert>
      )}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
          Iniciar sesión
        </Button>
        <Body1>
          <RouterLink to={getHref('recoverPassword')}>¿Olvidaste tu contraseña?</RouterLink>
        </Body1>
      </div>
    </form>
  );
}
