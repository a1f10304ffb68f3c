import { Caption1, Card, Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { RouterLink } from '../../../components/router-link';

const numberFormat = new Intl.NumberFormat('es-MX');
/** A count as people in Mexico read it: 12,345. */
export const formatCount = (value: number) => numberFormat.format(value);

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    // Two tiles side by side on a 390 px phone, as many as fit on wider screens.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: { height: '100%', minWidth: 0 },
  label: { margin: 0, overflowWrap: 'anywhere' },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export type MetricTileProps = {
  label: string;
  /** The count; a tile without one is a plain link (Auditar Documentos, Features). */
  value?: number;
  /** Where the tile leads; without it the tile is not a link (transactions). */
  to?: string;
  hint?: ReactNode;
};

/** One tile: its name (a link when it leads somewhere) and its number; a group named by the label. */
export function MetricTile({ label, value, to, hint }: MetricTileProps) {
  const styles = useStyles();
  const labelId = useId('metric');
  return (
    <li>
      <Card className={styles.card} role="group" aria-labelledby={labelId}>
        <Subtitle2 as="h2" id={labelId} className={styles.label}>
          {to ? <RouterLink to={to}>{label}</RouterLink> : label}
        </Subtitle2>
        {value !== undefined && <span className={styles.value}>{formatCount(value)}</span>}
        {hint && <Caption1 className={styles.hint}>{hint}</Caption1>}
      </Card>
    </li>
  );
}

/** The tiles as a list. */
export function MetricGrid({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}
