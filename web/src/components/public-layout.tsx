import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  brand: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase500 },
  card: { width: '100%', maxWidth: '420px', padding: tokens.spacingHorizontalXXL },
});

/** The frame of the public screens (sign-in, sign-out, not found): the product name over one card. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <main className={styles.root}>
      <Text className={styles.brand}>Expediente</Text>
      <Card className={styles.card}>{children}</Card>
    </main>
  );
}
