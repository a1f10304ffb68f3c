import { Body1, Button, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { linkTokenSchema, redeemInviteRequestSchema } from '@expediente/contracts';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { PublicLayout } from '../../components/public-layout';
import { RouterLink } from '../../components/router-link';
import { ApiClientError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { redeemFailureFrom, redeemInvite } from './api/redeem-invite';
import { authTexts, passwordErrorsFrom, requestFailedMessage } from './auth-messages';
import { FormAlert } from './components/form-alert';
import { PasswordFields, useNewPasswordFields } from './components/password-fields';
import { RedirectToLogin } from './components/redirect-to-login';
import { useCountdown } from './use-countdown';
import { useSuccessHash } from './use-success-hash';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'stretch' },
});

/** Invite countdown 60 s (part 1 §9): how long an expired invitation's new link waits before it is offered. */
export const newInviteCountdownSeconds = 60;

type Variant = 'account' | 'supplier';

type Outcome = { kind: 'invalid'; detail?: string } | { kind: 'expired'; newToken: string };

/**
 * /account/redeem and /supplier/redeem-invite ?t&e (part 1 §2, §4; part 2 §2.13): a new user sets a password
 * (same rules as a reset) and POST /api/redeem-invite. #success goes to /login after 3 s. An expired token comes
 * back with a new one: a 60 s countdown, then a direct link to redeem with it. A missing, malformed or refused
 * token shows 'Invitacion ha expirado o es inválida'. (The supplier wizard's company step comes later.)
 */
export function RedeemInvitePage({ title, variant = 'account' }: PageProps & { variant?: Variant }) {
  usePageTitle(title);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('t') ?? '';
  const email = searchParams.get('e') ?? '';
  const [success, markSuccess] = useSuccessHash();
  const styles = useStyles();

  let body;
  if (success) {
    body = (
      <>
        <FormAlert intent="success">{authTexts.redeemSuccess}</FormAlert>
        <RedirectToLogin linkText="Iniciar Sesión" />
      </>
    );
  } else if (!email || !linkTokenSchema.safeParse(token).success) {
    body = <InvalidInvitation />;
  } else {
    // A new token in the address starts over with an empty form.
    body = <RedeemForm key={token} token={token} email={email} variant={variant} onSuccess={markSuccess} />;
  }

  return (
    <PublicLayout>
      <div className={styles.body}>
        <Title2 as="h1">{title}</Title2>
        {body}
      </div>
    </PublicLayout>
  );
}

export function SupplierRedeemInvitePage(props: PageProps) {
  return <RedeemInvitePage {...props} variant="supplier" />;
}

function InvalidInvitation({ detail }: { detail?: string }) {
  return (
    <>
      <FormAlert>{authTexts.inviteInvalid}</FormAlert>
      {detail && <Body1>{detail}</Body1>}
      <Body1>
        <RouterLink to={getHref('login')}>{authTexts.backToLogin}</RouterLink>
      </Body1>
    </>
  );
}

function ExpiredInvitation({ newToken, email }: { newToken: string; email: string }) {
  const location = useLocation();
  const left = useCountdown(newInviteCountdownSeconds);
  const href = `${location.pathname}?${new URLSearchParams({ t: newToken, e: email }).toString()}`;
  return (
    <>
      <FormAlert intent="warning">{authTexts.inviteExpired}</FormAlert>
      {left > 0 ? (
        <Body1 role="timer">{left === 1 ? 'Podrá continuar en 1 segundo.' : `Podrá continuar en ${left} segundos.`}</Body1>
      ) : (
        <Body1 role="status">
          <RouterLink to={href} replace>
            {authTexts.inviteContinue}
          </RouterLink>
        </Body1>
      )}
    </>
  );
}

function RedeemForm({ token, email, variant, onSuccess }: { token: string; email: string; variant: Variant; onSuccess: () => void }) {
  const styles = useStyles();
  const passwordFields = useNewPasswordFields();
  const { values } = passwordFields;
  const [failure, setFailure] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    passwordFields.setSubmitted(true);
    setFailure(undefined);
    passwordFields.setServerErrors(undefined);
    const parsed = redeemInviteRequestSchema.safeParse({ email, token, ...values });
    if (!parsed.success) {
      if (parsed.error.issues.some((issue) => issue.path[0] === 'email' || issue.path[0] === 'token')) setOutcome({ kind: 'invalid' });
      return;
    }
    setSubmitting(true);
    try {
      await redeemInvite(parsed.data);
      onSuccess();
      return;
    } catch (error) {
      const answer = redeemFailureFrom(error);
      const fieldErrors = passwordErrorsFrom(error);
      const status = error instanceof ApiClientError ? error.status : 0;
      if (answer?.newToken) setOutcome({ kind: 'expired', newToken: answer.newToken });
      else if (fieldErrors) passwordFields.setServerErrors(fieldErrors);
      else if (status >= 400 && status < 500 && status !== 429) setOutcome({ kind: 'invalid', detail: requestFailedMessage() });
      else if (status === 0 && variant === 'supplier') setFailure(authTexts.registrationUnreachable);
      else setFailure(requestFailedMessage());
    }
    setSubmitting(false);
  }

  if (outcome?.kind === 'invalid') return <InvalidInvitation detail={outcome.detail} />;
  if (outcome?.kind === 'expired') return <ExpiredInvitation newToken={outcome.newToken} email={email} />;

  return (
    <form className={styles.body} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Body1>
        {authTexts.redeemIntro} Cuenta: <strong>{email}</strong>
      </Body1>
      <PasswordFields {...passwordFields.fieldProps} disabled={submitting} autoFocus />
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
          {authTexts.redeemSubmit}
        </Button>
      </div>
    </form>
  );
}
