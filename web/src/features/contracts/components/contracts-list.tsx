import { Body1, Caption1, Card, CardHeader, makeStyles, tokens } from '@fluentui/react-components';
import { contractMessages, type Contract, type ContractValidation } from '@expediente/contracts/contracts/contracts';
import type { ComplianceRisk } from '@expediente/contracts/compliance/compliance-values';
import { getHref } from '../../../app/routes';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { RouterLink } from '../../../components/router-link';
import { StatusBadge } from '../../../components/status-badge';
import type { Variant } from '../../../components/variant';
import { formatDate } from '../../../lib/format';
import { horizontalScroll } from '../../../components/horizontal-scroll';

const t = contractMessages;
const riskVariant: Record<ComplianceRisk, Variant> = { A: 'danger', M: 'warning', B: 'info' };
const validationVariant: Record<ContractValidation, Variant> = { valid: 'success', expired: 'danger', review: 'warning', rejected: 'danger' };

/** A contract row opens its document (part 2 §2.7: /documents/{publicKey}). */
export const contractHref = (c: Contract) => getHref('documentDetail', { id: c.publicKey });

export function ContractRisk({ contract }: { contract: Contract }) {
  return <StatusBadge variant={riskVariant[contract.risk]}>{contract.riskLabel}</StatusBadge>;
}
export function ContractValidationBadge({ contract }: { contract: Contract }) {
  return <StatusBadge variant={validationVariant[contract.validation]}>{contract.validationLabel}</StatusBadge>;
}

const useStyles = makeStyles({
  scroll: horizontalScroll,
  table: { minWidth: '48rem' },
  grid: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))', gap: tokens.spacingHorizontalM },
  card: { height: '100%' },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3 },
});

const columns: DataTableColumn<Contract>[] = [
  { key: 'contract', header: t.headers.contract, render: (c) => <RouterLink to={contractHref(c)}>{c.name}</RouterLink> },
  { key: 'supplier', header: t.supplier, render: (c) => c.partyRelations.supplier.displayName },
  { key: 'risk', header: t.headers.risk, render: (c) => <ContractRisk contract={c} />, width: '8rem' },
  { key: 'validation', header: t.headers.validation, render: (c) => <ContractValidationBadge contract={c} />, width: '9rem' },
];

export function ContractsTable({ contracts }: { contracts: readonly Contract[] }) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <DataTable className={styles.table} columns={columns} rows={contracts} getRowId={(c) => c.publicKey} label={t.title} emptyText={t.empty} />
    </div>
  );
}

/** Cards below 768 px: the same facts, one card per contract. */
export function ContractCards({ contracts }: { contracts: readonly Contract[] }) {
  const styles = useStyles();
  if (contracts.length === 0) return <Body1 className={styles.empty}>{t.empty}</Body1>;
  return (
    <ul className={styles.grid} aria-label={t.title}>
      {contracts.map((c) => (
        <li key={c.publicKey}>
          <Card className={styles.card}>
            <CardHeader
              header={
                <span className={styles.name}>
                  <RouterLink to={contractHref(c)}>{c.name}</RouterLink>
                </span>
              }
              description={<Caption1>{c.partyRelations.supplier.displayName}</Caption1>}
            />
            <dl className={styles.facts}>
              <dt className={styles.term}>{t.headers.risk}</dt>
              <dd className={styles.value}>
                <ContractRisk contract={c} />
              </dd>
              <dt className={styles.term}>{t.headers.validation}</dt>
              <dd className={styles.value}>
                <ContractValidationBadge contract={c} />
              </dd>
              {c.termEnd && (
                <>
                  <dt className={styles.term}>Vigencia</dt>
                  <dd className={styles.value}>{formatDate(c.termEnd)}</dd>
                </>
              )}
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
