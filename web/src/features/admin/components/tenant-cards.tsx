import { Body1, Caption1, Card, CardHeader, makeStyles, tokens } from '@fluentui/react-components';
import { adminMetricLabels } from '@expediente/contracts/admin/metrics';
import type { Tenant } from '@expediente/contracts/admin/tenants';
import { RouterLink } from '../../../components/router-link';
import { formatCount } from './metric-tile';
import { tenantTexts } from './tenant-texts';

const useStyles = makeStyles({
  grid: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))', gap: tokens.spacingHorizontalM },
  card: { height: '100%', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  empty: { color: tokens.colorNeutralForeground3 },
  // A dt/dd pair in a div (valid in a dl) that the grid lays out as if the div were not there.
  pair: { display: 'contents' },
});

const shown = ['users', 'contacts', 'documents', 'transactions'] as const;

/** The tenants as cards (any width, 390 px included): the name links to the tenant, its key and main counters. */
export function TenantCards({ tenants, emptyText }: { tenants: readonly Tenant[]; emptyText: string }) {
  const styles = useStyles();
  if (tenants.length === 0) return <Body1 className={styles.empty}>{emptyText}</Body1>;
  return (
    <ul className={styles.grid} aria-label={tenantTexts.listLabel}>
      {tenants.map((t) => (
        <li key={t.publicKey}>
          <Card className={styles.card}>
            <CardHeader
              header={
                <span className={styles.name}>
                  <RouterLink to={`/admin/tenants/${encodeURIComponent(t.publicKey)}`}>{t.displayName}</RouterLink>
                </span>
              }
              description={<Caption1>{t.publicKey}</Caption1>}
            />
            <dl className={styles.facts}>
              {shown.map((name) => (
                <div key={name} className={styles.pair}>
                  <dt className={styles.term}>{adminMetricLabels[name]}</dt>
                  <dd className={styles.value}>{formatCount(t[name])}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
