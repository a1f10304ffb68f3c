import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    alignItems: 'baseline',
  },
  row: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  empty: { color: tokens.colorNeutralForeground3 },
});

export type SystemProperty = { name: string; value: ReactNode };

/** A read-only list of properties (name: value), as the system document and contact pages dump them. */
export function SystemProperties({ items, label }: { items: readonly SystemProperty[]; label: string }) {
  const styles = useStyles();
  if (items.length === 0) return <Body1 className={styles.empty}>—</Body1>;
  return (
    <dl className={styles.list} aria-label={label}>
      {items.map((item) => (
        <div key={item.name} className={styles.row}>
          <dt className={styles.term}>{item.name}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A stored value as the dump shows it: booleans Sí/No, lists and objects as JSON, nothing as '—'. */
export function propertyText(value: unknown, yes = 'Sí', no = 'No'): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value, null, 1);
}
