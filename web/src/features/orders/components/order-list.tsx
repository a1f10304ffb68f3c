import { Body1, Caption1, Card, CardHeader, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { isSat69bRedFlag } from '@expediente/contracts/compliance/compliance';
import { orderStatusLabels, type Order } from '@expediente/contracts/orders/orders';
import { getHref } from '../../../app/routes';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { RouterLink } from '../../../components/router-link';
import { StatusBadge } from '../../../components/status-badge';
import { formatCurrency, formatDate } from '../../../lib/format';
import { ordersTexts } from './orders-texts';
import { horizontalScroll } from '../../../components/horizontal-scroll';

/**
 * Where an order leads (part 2 §2.5 says /documents/{publicKey}; an order is no document): the documents of its
 * supplier, the expediente the order's status is about. An order under a contract links that contract's document too.
 */
export const orderHref = (o: Order) => getHref('documents', undefined, { supplierPK: o.partyRelations.supplier.publicKey });
export const contractHref = (publicKey: string) => getHref('documentDetail', { id: publicKey });

/** '$12,500.50' from the API's decimal string. */
export const orderTotal = (o: Order) => formatCurrency(Number(o.total));

const useStyles = makeStyles({
  scroll: horizontalScroll,
  table: { minWidth: '64rem' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  grid: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))', gap: tokens.spacingHorizontalM },
  card: { height: '100%', borderLeftWidth: '6px', borderLeftStyle: 'solid' },
  valid: { borderLeftColor: tokens.colorPaletteGreenBorderActive },
  invalid: { borderLeftColor: tokens.colorPaletteRedBorderActive },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** Green for V, red otherwise (part 2 §2.5), with the words: colour is not the only cue. */
export function OrderStatus({ order }: { order: Order }) {
  const styles = useStyles();
  return (
    <span className={styles.badges}>
      <StatusBadge variant={order.status === 'V' ? 'success' : 'danger'} appearance="filled">
        {orderStatusLabels[order.status]}
      </StatusBadge>
      {isSat69bRedFlag(order.sat69b) && <StatusBadge variant="danger">{ordersTexts.sat69b(order.sat69b!.situation)}</StatusBadge>}
    </span>
  );
}

function OrderLink({ order }: { order: Order }) {
  return <RouterLink to={orderHref(order)}>{order.logicalKey}</RouterLink>;
}

const columns: DataTableColumn<Order>[] = [
  { key: 'number', header: ordersTexts.number, render: (o) => <OrderLink order={o} /> },
  { key: 'supplier', header: ordersTexts.supplierColumn, render: (o) => o.partyRelations.supplier.displayName },
  { key: 'customer', header: ordersTexts.customerColumn, render: (o) => o.partyRelations.customer.displayName },
  { key: 'description', header: ordersTexts.description, render: (o) => o.description },
  { key: 'serviceDate', header: ordersTexts.serviceDate, render: (o) => formatDate(o.serviceDate), width: '9rem' },
  { key: 'total', header: ordersTexts.total, render: (o) => orderTotal(o), width: '9rem' },
  { key: 'documents', header: ordersTexts.documents, render: (o) => o.documentsCount, width: '7rem' },
  { key: 'compliance', header: ordersTexts.compliance, render: (o) => ordersTexts.rate(o.complianceRate), width: '8rem' },
  { key: 'status', header: ordersTexts.status, render: (o) => <OrderStatus order={o} /> },
  { key: 'contract', header: ordersTexts.contract, render: (o) => (o.contractPK ? <RouterLink to={contractHref(o.contractPK)}>{o.contractName ?? o.contractPK}</RouterLink> : '') },
];

export function OrdersTable({ orders }: { orders: readonly Order[] }) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <DataTable className={styles.table} columns={columns} rows={orders} getRowId={(o) => o.publicKey} label={ordersTexts.tableLabel} emptyText={ordersTexts.empty} />
    </div>
  );
}

/** One card per order at narrow widths (390 px), its edge green or red like the status. */
export function OrderCards({ orders }: { orders: readonly Order[] }) {
  const styles = useStyles();
  if (orders.length === 0) return <Body1 className={styles.empty}>{ordersTexts.empty}</Body1>;
  return (
    <ul className={styles.grid} aria-label={ordersTexts.cardsLabel}>
      {orders.map((o) => (
        <li key={o.publicKey}>
          <Card className={mergeClasses(styles.card, o.status === 'V' ? styles.valid : styles.invalid)}>
            <CardHeader
              header={
                <span className={styles.name}>
                  <OrderLink order={o} />
                </span>
              }
              description={<Caption1>{o.partyRelations.supplier.displayName}</Caption1>}
            />
            <OrderStatus order={o} />
            <dl className={styles.facts}>
              <dt className={styles.term}>{ordersTexts.customerColumn}</dt>
              <dd className={styles.value}>{o.partyRelations.customer.displayName}</dd>
              <dt className={styles.term}>{ordersTexts.total}</dt>
              <dd className={styles.value}>{orderTotal(o)}</dd>
              <dt className={styles.term}>{ordersTexts.serviceDate}</dt>
              <dd className={styles.value}>{formatDate(o.serviceDate)}</dd>
              <dt className={styles.term}>{ordersTexts.documents}</dt>
              <dd className={styles.value}>{o.documentsCount}</dd>
              <dt className={styles.term}>{ordersTexts.compliance}</dt>
              <dd className={styles.value}>{ordersTexts.rate(o.complianceRate)}</dd>
              {o.description && (
                <>
                  <dt className={styles.term}>{ordersTexts.description}</dt>
                  <dd className={styles.value}>{o.description}</dd>
                </>
              )}
              {o.contractPK && (
                <>
                  <dt className={styles.term}>{ordersTexts.contract}</dt>
                  <dd className={styles.value}>
                    <RouterLink to={contractHref(o.contractPK)}>{o.contractName ?? o.contractPK}</RouterLink>
                  </dd>
                </>
              )}
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
