import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { PageProps } from '../../app/routes';
import { usePageTitle } from '../../lib/use-page-title';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL },
});

export const notAvailableText = 'Esta sección estará disponible próximamente.';

/** The one honest page for every section that is not built yet: its title and a plain notice, nothing more. */
export function NotAvailablePage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  return (
    <main className={styles.root}>
      <Title2 as="h1">{title}</Title2>
      <Body1>{notAvailableText}</Body1>
    </main>
  );
}
