import { Body1, Button, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { messages } from '@expediente/contracts/shared/messages';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { getHref, type PageProps } from '../../app/routes';
import { PublicLayout } from '../../components/public-layout';
import { RouterLink } from '../../components/router-link';
import { announceLogout } from '../../lib/session-channel';
import { usePageTitle } from '../../lib/use-page-title';
import { logout } from './api/logout';
import { FormAlert } from './components/form-alert';
import type { LogoutLocationState } from './use-sign-out';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** Ours: why the session ended when it was not the user's click. */
export const idleLogoutNotice = 'Su sesión se cerró después de 20 minutos de inactividad.';

type LogoutState = 'pending' | 'done' | 'failed';

/**
 * /logout (part 1 §2): ends the session (GET /api/logout), forgets every cached answer, tells the other tabs so
 * they close theirs, and offers to sign in again. A page that already closed the session (idle logout, the
 * blocked-account button) says so in the location state and no second call is made.
 */
export function LogoutPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { mutate } = useSWRConfig();
  const location = useLocation();
  const arrived = (location.state ?? {}) as LogoutLocationState;
  const alreadyClosed = arrived.loggedOut === true;
  const [state, setState] = useState<LogoutState>(alreadyClosed ? 'done' : 'pending');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (alreadyClosed) {
      void mutate(() => true, undefined, { revalidate: false });
      return;
    }
    const controller = new AbortController();
    logout(controller.signal).then(
      () => {
        void mutate(() => true, undefined, { revalidate: false });
        announceLogout();
        setState('done');
      },
      () => {
        if (!controller.signal.aborted) setState('failed');
      },
    );
    return () => controller.abort();
  }, [alreadyClosed, attempt, mutate]);

  function retry() {
    setState('pending');
    setAttempt((n) => n + 1);
  }

  return (
    <PublicLayout>
      <div className={styles.body}>
        <Title2 as="h1">{title}</Title2>
        {state === 'pending' && <Spinner label="Cerrando sesión..." />}
        {state === 'done' && (
          <>
            {arrived.reason === 'idle' && <FormAlert intent="info">{idleLogoutNotice}</FormAlert>}
            <Body1 role="status">{messages.logoutOk}</Body1>
            <Body1>
              <RouterLink to={getHref('login')}>Iniciar sesión</RouterLink>
            </Body1>
          </>
        )}
        {state === 'failed' && (
          <>
            <FormAlert>{messages.logoutFailed}</FormAlert>
            <Button appearance="primary" onClick={retry}>
              Reintentar
            </Button>
          </>
        )}
      </div>
    </PublicLayout>
  );
}
