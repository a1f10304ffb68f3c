import { Body1, Button, Link, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { accountStatusMessages, messages, unknownStatusMessage } from '@expediente/contracts';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { getHref, type PageProps } from '../../app/routes';
import { PageSpinner } from '../../components/page-spinner';
import { PublicLayout } from '../../components/public-layout';
import { RouterLink } from '../../components/router-link';
import { ApiClientError } from '../../lib/api-client';
import { getWebConfig } from '../../lib/config';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from './api/get-current-user';
import { FormAlert } from './components/form-alert';
import { useSignOut } from './use-sign-out';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, alignItems: 'flex-start' },
});

/** The blocked-account text for a status (part 2 §8): pending, inactive, disabled, removed; otherwise 'Desconocido'. */
export function accountStatusMessage(status: string | undefined): string {
  return (status && accountStatusMessages[status]) || unknownStatusMessage;
}

/**
 * The status of a blocked account when user info itself was refused (403 'account_blocked'): the server may name it
 * in the body (userStatus) or in the field errors (userStatus or status).
 */
export function blockedStatusFrom(error: ApiClientError | undefined): string | undefined {
  if (!error || error.status !== 403) return undefined;
  const body = error.body as { userStatus?: unknown } | undefined;
  if (typeof body?.userStatus === 'string') return body.userStatus;
  return error.errors.userStatus?.[0] ?? error.errors.status?.[0];
}

/**
 * /account/status (part 1 §2, part 2 §2.17): where a user whose status is not active lands (the session guard with
 * the flag enable-status-blocking, or any call answering 403 'account_blocked'). The explanation by status, a
 * support contact and a logout button. Someone signed out (user info answers 401) goes to /login.
 */
export function AccountStatusPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  // Always asked afresh: the user is often sent here by a refused call, while the cache still says 'active'.
  const { user, error, reload } = useCurrentUser({ revalidateOnMount: false });
  const [checked, setChecked] = useState(false);
  const { signOut, pending, failed } = useSignOut();
  const supportEmail = getWebConfig().supportEmail;

  useEffect(() => {
    let live = true;
    reload()
      .catch(() => undefined)
      .finally(() => {
        if (live) setChecked(true);
      });
    return () => {
      live = false;
    };
  }, [reload]);

  if (!checked) {
    return (
      <PublicLayout>
        <PageSpinner />
      </PublicLayout>
    );
  }

  // Nobody signed in: there is no account whose status to explain.
  if (error?.status === 401) return <Navigate to={getHref('login')} replace />;

  const status = user?.userStatus ?? blockedStatusFrom(error);
  return (
    <PublicLayout>
      <div className={styles.body}>
        <Title2 as="h1">{title}</Title2>
        {status === 'active' ? (
          <>
            {/* Ours: an active account that opens this page has nothing to explain. */}
            <Body1>Su cuenta está activa.</Body1>
            <Body1>
              <RouterLink to={getHref('home')}>Ir a Inicio</RouterLink>
            </Body1>
          </>
        ) : (
          <FormAlert intent="warning">{accountStatusMessage(status)}</FormAlert>
        )}
        <Body1>
          Si necesita ayuda, comuníquese con soporte: <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
        </Body1>
        {failed && <FormAlert>{messages.logoutFailed}</FormAlert>}
        <Button appearance="primary" onClick={() => void signOut()} disabled={pending} icon={pending ? <Spinner size="tiny" /> : undefined}>
          Cerrar sesión
        </Button>
      </div>
    </PublicLayout>
  );
}
