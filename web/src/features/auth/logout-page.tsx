import { Body1, Button, MessageBar, MessageBarBody, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { messages } from '@expediente/contracts';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { getHref, type PageProps } from '../../app/routes';
import { PublicLayout } from '../../components/public-layout';
import { RouterLink } from '../../components/router-link';
import { usePageTitle } from '../../lib/use-page-title';
import { logout } from './api/logout';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

type LogoutState = 'pending' | 'done' | 'failed';

/** /logout (part 1 §2): ends the session, forgets every cached answer and offers to sign in again. */
export function LogoutPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<LogoutState>('pending');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    logout(controller.signal).then(
      () => {
        void mutate(() => true, undefined, { revalidate: false });
        setState('done');
      },
      () => {
        if (!controller.signal.aborted) setState('failed');
      },
    );
    return () => controller.abort();
  }, [attempt, mutate]);

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
            <Body1>{messages.logoutOk}</Body1>
            <Body1>
              <RouterLink to={getHref('login')}>Iniciar sesión</RouterLink>
            </Body1>
          </>
        )}
        {state === 'failed' && (
          <>
            <MessageBar intent="error">
              <MessageBarBody>{messages.logoutFailed}</MessageBarBody>
            </MessageBar>
            <Button appearance="primary" onClick={retry}>
              Reintentar
            </Button>
          </>
        )}
      </div>
    </PublicLayout>
  );
}
