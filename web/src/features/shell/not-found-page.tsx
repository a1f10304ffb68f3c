import { Body1, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { messages } from '@expediente/contracts/shared/messages';
import type { PageProps } from '../../app/routes';
import { PublicLayout } from '../../components/public-layout';
import { RouterLink } from '../../components/router-link';
import { usePageTitle } from '../../lib/use-page-title';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  page: { padding: tokens.spacingHorizontalXXL },
});

function NotFoundText() {
  return (
    <>
      <Title2 as="h1">{messages.notFound}</Title2>
      <Body1>
        Volver a <RouterLink to="/">Inicio</RouterLink>
      </Body1>
    </>
  );
}

/** Any unknown path (part 1 §2), signed out: '404! El recurso no existe.' and a way back to Inicio. */
export function NotFoundPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  return (
    <PublicLayout>
      <div className={styles.body}>
        <NotFoundText />
      </div>
    </PublicLayout>
  );
}

/** The same, for a signed-in user: a page inside the shell, so that the menu is still there to go on from. */
export function NotFoundShellPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  return (
    <main className={mergeClasses(styles.body, styles.page)}>
      <NotFoundText />
    </main>
  );
}
