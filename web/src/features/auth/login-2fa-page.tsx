import { Body1, Button, Checkbox, Field, Input, Link, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { login2faRequestSchema, twoFactorCodeSchema } from '@expediente/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { getHref, type PageProps } from '../../app/routes';
import { PageSpinner } from '../../components/page-spinner';
import { PublicLayout } from '../../components/public-layout';
import { RouterLink } from '../../components/router-link';
import { safeReturnUrl } from '../../lib/public-paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useLogin2faStatus } from './api/get-login-2fa-status';
import { loginTwoFactor } from './api/login-two-factor';
import { authTexts, serverMessagesJoined } from './auth-messages';
import { onlyCodeDigits, onlyRecoveryCharacters } from './two-factor-code';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'stretch' },
  code: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.2em' },
});

type Mode = 'app' | 'recovery';

/**
 * /login-2fa?email&returnUrl (part 1 §2, §5): the six-digit code of the authenticator app (digits only, at most 6,
 * anything else dropped as typed or pasted; no maxlength attribute, which would cut a pasted '123 456' before the
 * space is dropped) or, through a link, a recovery code; 'No volver a preguntar en este dispositivo'.
 * POST /api/login-2fa; a failure shows the server's messages joined (part 1 §8) under the field; success goes to the
 * same-origin returnUrl or '/'. Without a first step waiting (GET /api/login-2fa/status) the page goes to /login,
 * keeping the returnUrl; if the status cannot be read, the form is shown and the server's answer decides.
 */
export function Login2faPage({ title }: PageProps) {
  usePageTitle(title);
  const [searchParams] = useSearchParams();
  const status = useLogin2faStatus();
  // A cached 'no' from an earlier visit waits for this visit's answer.
  const settled = status.error !== undefined || (status.data !== undefined && (status.data.pending || !status.isValidating));
  let body;
  if (!settled) body = <PageSpinner />;
  else if (status.data?.pending === false) return <Navigate to={getHref('login', undefined, { returnUrl: searchParams.get('returnUrl') })} replace />;
  else body = <TwoFactorForm title={title} />;
  return <PublicLayout>{body}</PublicLayout>;
}

function TwoFactorForm({ title }: { title: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const [mode, setMode] = useState<Mode>('app');
  const [code, setCode] = useState('');
  const [rememberClient, setRememberClient] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The field was disabled during the call and lost focus: a refusal puts the user back in it, next to the message.
  useEffect(() => {
    if (fieldError && !submitting) input.current?.focus();
  }, [fieldError, submitting]);

  function switchMode(next: Mode) {
    setMode(next);
    setCode('');
    setFieldError(undefined);
    input.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const token = code.trim();
    if (mode === 'app') {
      const check = twoFactorCodeSchema.safeParse(token);
      if (!check.success) return setFieldError(check.error.issues[0]?.message);
    }
    const parsed = login2faRequestSchema.safeParse({ token, rememberClient });
    if (!parsed.success) return setFieldError(authTexts.recoveryInvalid);
    setFieldError(undefined);
    setSubmitting(true);
    try {
      const answer = await loginTwoFactor(parsed.data);
      await mutate(() => true, undefined, { revalidate: false });
      const target = safeReturnUrl(searchParams.get('returnUrl') ?? answer.returnUrl);
      await navigate(target, { replace: true });
    } catch (error) {
      // Beside the code it is about, where the user is typing (not in a banner further down).
      setFieldError(serverMessagesJoined(error));
      setSubmitting(false);
    }
  }

  const recovery = mode === 'recovery';
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Title2 as="h1">{title}</Title2>
      <Body1>
        {recovery ? authTexts.recoveryIntro : authTexts.twoFactorIntro}
        {email && (
          <>
            {' '}
            Cuenta: <strong>{email}</strong>
          </>
        )}
      </Body1>
      <Field
        label={recovery ? authTexts.recoveryLabel : authTexts.codeLabel}
        required
        validationState={fieldError ? 'error' : 'none'}
        validationMessage={fieldError}
      >
        <Input
          ref={input}
          autoFocus
          className={recovery ? undefined : styles.code}
          name={recovery ? 'recovery-code' : 'one-time-code'}
          value={code}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          spellCheck={false}
          autoCapitalize="off"
          onChange={(_, data) => {
            setCode(recovery ? onlyRecoveryCharacters(data.value) : onlyCodeDigits(data.value));
            setFieldError(undefined);
          }}
          disabled={submitting}
        />
      </Field>
      <Checkbox
        label={authTexts.remember}
        checked={rememberClient}
        onChange={(_, data) => setRememberClient(data.checked === true)}
        disabled={submitting}
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
          {authTexts.verify}
        </Button>
        <Body1>
          <Link as="button" type="button" onClick={() => switchMode(recovery ? 'app' : 'recovery')} disabled={submitting}>
            {recovery ? authTexts.useApp : authTexts.useRecovery}
          </Link>
        </Body1>
        <Body1>
          <RouterLink to={getHref('login', undefined, { returnUrl: searchParams.get('returnUrl') })}>{authTexts.backToLogin}</RouterLink>
        </Body1>
      </div>
    </form>
  );
}
