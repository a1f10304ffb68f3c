import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { messages } from '@expediente/contracts/shared/messages';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { PublicLayout } from '../components/public-layout';
import { RouterLink } from '../components/router-link';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
});

export const routeErrorTexts = { title: 'Ocurrió un error', reload: 'Recargar la página', back: 'Volver a', home: 'Inicio' } as const;

/**
 * What a page that failed to render shows. Loaded with the app (not lazily) so that it still shows when a page's
 * chunk fails to download, e.g. after a new deployment replaced it; reloading the page fetches the current files.
 */
export function RouteErrorPage() {
  const styles = useStyles();
  useEffect(() => {
    document.title = 'Error | Expediente';
  }, []);
  return (
    <PublicLayout>
      <div className={styles.body} role="alert">
        <Title2 as="h1">{routeErrorTexts.title}</Title2>
        <Body1>{messages.internal}</Body1>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          {routeErrorTexts.reload}
        </Button>
        <Body1>
          {routeErrorTexts.back} <RouterLink to="/">{routeErrorTexts.home}</RouterLink>
        </Body1>
      </div>
    </PublicLayout>
  );
}

type BoundaryProps = {
  /** Changes when the user goes elsewhere: the boundary then tries the new page instead of keeping the error. */
  resetKey: string;
  children: ReactNode;
};
type BoundaryState = { failed: boolean; key: string };

/** The error boundary around every route: a render error or a failed page download shows RouteErrorPage. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
