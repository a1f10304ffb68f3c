import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { loginRequestSchema } from '@expediente/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { PublicLayout } from '../../components/public-layout';
import { RouterLink } from '../../components/router-link';
import { safeReturnUrl } from '../../lib/public-paths';
import { usePageTitle } from '../../lib/use-page-title';
import { login } from './api/login';
import { loginErrorsFrom, noLoginErrors, type LoginFormErrors } from './login-errors';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'stretch' },
});

// Ours: the spec names the requiresSSO answer but not its screen, and single sign-on is not built yet.
const ssoNotAvailable = 'Su cuenta inicia sesión con el proveedor de identidad de su organización; esta opción estará disponible próximamente.';

/** /login (part 1 §2): user (e-mail) and password, a link to password recovery. */
export function LoginPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginFormErrors>(noLoginErrors);
  const [notice, setNotice] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setNotice(undefined);
    const parsed = loginRequestSchema.safeParse({ email, password });
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
      const answer = await login(parsed.data);
      if (answer.requiresTwoFactor) {
        const query = { email: answer.email ?? parsed.data.email, returnUrl: safeReturnUrl(answer.returnUrl ?? returnUrl) };
        await navigate(getHref('login2fa', undefined, query));
        return;
      }
      if (answer.requiresSSO) {
        setNotice(ssoNotAvailable);
        setSubmitting(false);
        return;
      }
      await navigate(returnUrl, { replace: true });
    } catch (error) {
      setErrors(loginErrorsFrom(error));
      setSubmitting(false);
    }
  }

  return (
    <PublicLayout>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <Title2 as="h1">Iniciar sesión</Title2>
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
          <MessageBar intent="error">
            <MessageBarBody>
              {errors.other.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </MessageBarBody>
          </MessageBar>
        )}
        {notice && (
          <MessageBar intent="info">
            <MessageBarBody>{notice}</MessageBarBody>
          </MessageBar>
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
    </PublicLayout>
  );
}
