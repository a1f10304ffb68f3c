import { Body1, Button, Checkbox, Field, Input, Link, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { login2faRequestSchema, twoFactorCodeSchema } from '@expediente/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { getHref, type PageProps } from '../../app/routes';
import { PublicLayout } from '../../components/public-layout';
import { RouterLink } from '../../components/router-link';
import { safeReturnUrl } from '../../lib/public-paths';
import { usePageTitle } from '../../lib/use-page-title';
import { loginTwoFactor } from './api/login-two-factor';
import { authTexts, serverMessagesJoined } from './auth-messages';
import { FormAlert } from './components/form-alert';
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
 * POST /api/login-2fa; a failure shows the server's messages joined (part 1 §8); success goes to the same-origin
 * returnUrl or '/'.
 */
export function Login2faPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const [mode, setMode] = useState<Mode>('app');
  const [code, setCode] = useState('');
  const [rememberClient, setRememberClient] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function switchMode(next: Mode) {
    setMode(next);
    setCode('');
    setFieldError(undefined);
    setFailure(undefined);
    input.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(undefined);
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
      setFailure(serverMessagesJoined(error));
      setSubmitting(false);
    }
  }

  const recovery = mode === 'recovery';
  return (
    <PublicLayout>
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
            className={recovery ? undefined : styles.code}
            name={recovery ? 'recovery-code' : 'one-time-code'}
            value={code}
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete={recovery ? 'off' : 'one-time-code'}
            spellCheck={false}
            autoCapitalize="off"
            onChange={(_, data) => setCode(recovery ? onlyRecoveryCharacters(data.value) : onlyCodeDigits(data.value))}
            disabled={submitting}
          />
        </Field>
        <Checkbox
          label={authTexts.remember}
          checked={rememberClient}
          onChange={(_, data) => setRememberClient(data.checked === true)}
          disabled={submitting}
        />
        {failure && <FormAlert>{failure}</FormAlert>}
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
    </PublicLayout>
  );
}
