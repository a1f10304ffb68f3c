import { Text, makeStyles, shorthands, tokens } from '@fluentui/react-components';
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
  // Card-like, without Fluent's Card: its code would be part of every first download (the error page uses this
  // layout and loads with the app).
  card: {
    width: '100%',
    maxWidth: '420px',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorTransparentStroke),
  },
});

/** The frame of the public screens (sign-in, sign-out, not found): the product name over one card. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <main className={styles.root}>
      <Text className={styles.brand}>Expediente</Text>
      <div className={styles.card}>{children}</div>
    </main>
  );
}
