import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { messages } from '@expediente/contracts/shared/messages';
import type { PageProps } from '../../app/routes';
import { PublicLayout } from '../../components/public-layout';
import { RouterLink } from '../../components/router-link';
import { usePageTitle } from '../../lib/use-page-title';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Any unknown path (part 1 §2): '404! El recurso no existe.' and a way back to Inicio. */
export function NotFoundPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  return (
    <PublicLayout>
      <div className={styles.body}>
        <Title2 as="h1">{messages.notFound}</Title2>
        <Body1>
          Volver a <RouterLink to="/">Inicio</RouterLink>
        </Body1>
      </div>
    </PublicLayout>
  );
}
