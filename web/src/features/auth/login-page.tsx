import { Body1, Button, Field, Input, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { getHref, type PageProps } from '../../app/routes';
import { PageSpinner } from '../../components/page-spinner';
import { PublicLayout } from '../../components/public-layout';
import { RouterLink } from '../../components/router-link';
import { assignLocation } from '../../lib/browser-location';
import { safeReturnUrl } from '../../lib/public-paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from './api/get-current-user';
import { useLoginOptions } from './api/get-login-options';
import { login2faStatusKey } from './api/get-login-2fa-status';
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

/** Ours: the spec's label is 'Usuario'; the hint says which user name it wants. */
export const loginEmailHint = 'Correo electrónico de su cuenta';

/**
 * /login (part 1 §2): user (e-mail) and password, a link to password recovery. On hosts whose tenant signs in
 * through single sign-on (GET /api/login/options) only the SSO button is shown; if the options cannot be read,
 * the form is. Someone already signed in (GET /api/userinfo answers a user) goes on to the return URL, '/' by
 * default; a 401 there is the ordinary answer and shows the form, as does a failure.
 */
export function LoginPage({ title }: PageProps) {
  usePageTitle(title);
  const options = useLoginOptions();
  // Asked once: a refresh while the user types would put the spinner back in place of the form.
  const session = useCurrentUser({ askOnce: true });
  const [searchParams] = useSearchParams();

  if (session.user) return <Navigate to={safeReturnUrl(searchParams.get('returnUrl'))} replace />;

  let body;
  if (options.isLoading || session.isLoading) body = <PageSpinner />;
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

/** The contracts' e-mail rule (the recovery form's, with its message, part 1 §5) for a non-empty sign-in name. */
function emailFormatProblem(contracts: Awaited<ReturnType<typeof loadLoginContracts>>, email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return undefined;
  return contracts.emailSchema.safeParse(trimmed).error?.issues[0]?.message;
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

  /** Leaving the field says at once whether the text is an e-mail address (an empty field waits for the submit). */
  async function onEmailBlur() {
    if (email.trim() === '') return;
    let contracts: Awaited<ReturnType<typeof loadLoginContracts>>;
    try {
      contracts = await loadLoginContracts();
    } catch {
      return; // The submit loads them again and says why it cannot go on.
    }
    const problem = emailFormatProblem(contracts, email);
    setErrors((current) => ({ ...current, email: problem ? [problem] : [] }));
  }

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
    const formatProblem = emailFormatProblem(contracts, email);
    if (!parsed.success || formatProblem) {
      const next: LoginFormErrors = { email: [], password: [], other: [] };
      for (const issue of parsed.error?.issues ?? []) {
        if (issue.path[0] === 'email') next.email.push(issue.message);
        else if (issue.path[0] === 'password') next.password.push(issue.message);
        else next.other.push(issue.message);
      }
      if (formatProblem && next.email.length === 0) next.email.push(formatProblem);
      setErrors(next);
      return;
    }
    setErrors(noLoginErrors);
    setSubmitting(true);
    try {
      const answer = await login(parsed.data, { returnUrl });
      if (answer.requiresTwoFactor) {
        // The server has just set the first step's cookie: /login-2fa need not find an older 'no' in the cache.
        await mutate(login2faStatusKey, { pending: true }, { revalidate: false });
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
        hint={loginEmailHint}
        required
        validationState={errors.email.length ? 'error' : 'none'}
        validationMessage={errors.email.join(' ') || undefined}
      >
        <Input
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(_, data) => {
            setEmail(data.value);
            if (errors.email.length) setErrors((current) => ({ ...current, email: [] }));
          }}
          onBlur={() => void onEmailBlur()}
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
