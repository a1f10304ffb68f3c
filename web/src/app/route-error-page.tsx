import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { messages } from '@expediente/contracts/shared/messages';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { PublicLayout } from '../components/public-layout';
import { RouterLink } from '../components/router-link';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
});

/**
 * The router's error boundary. Loaded with the app (not lazily) so that it still shows when a page's chunk fails
 * to download, e.g. after a new deployment replaced it; reloading the page fetches the current files.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const styles = useStyles();
  useEffect(() => {
    console.error(error);
    document.title = 'Error | Expediente';
  }, [error]);
  return (
    <PublicLayout>
      <div className={styles.body} role="alert">
        <Title2 as="h1">Ocurrió un error</Title2>
        <Body1>{messages.internal}</Body1>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          Recargar la página
        </Button>
        <Body1>
          Volver a <RouterLink to="/">Inicio</RouterLink>
        </Body1>
      </div>
    </PublicLayout>
  );
}
