import { Body1, Spinner, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowUploadRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { can } from '@expediente/contracts/shell/permissions';
import { useCallback, useState } from 'react';
import { getHref, type PageProps } from '../../app/routes';
import { AppButton } from '../../components/app-button';
import { DebouncedSearch } from '../../components/debounced-search';
import { PageBreadcrumb } from '../../components/page-breadcrumb';
import { useSignedInUser } from '../../lib/current-user-context';
import { useListParams } from '../../lib/use-list-params';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailure } from '../contacts/components/load-failure';
import { useNarrowViewport } from '../shell/use-narrow-viewport';
import { useOrders, type OrdersQuery } from './api/get-orders';
import { ImportOrdersDialog } from './components/import-orders-dialog';
import { NewOrderDialog } from './components/new-order-dialog';
import { OrderCards, OrdersTable } from './components/order-list';
import { ordersTexts } from './components/orders-texts';

/** Part 2 §9: the orders list asks 600 ms after the last keystroke. */
export const ORDERS_DEBOUNCE_MS = 600;
const maxPageIndex = 10_000;

/** The list's criteria from the query string; null when there are none (the page then asks for them). */
export function readOrdersParams(params: URLSearchParams): OrdersQuery | null {
  const text = (name: string) => (params.get(name) ?? '').trim().slice(0, 100) || undefined;
  const page = Number(params.get('pageIndex'));
  const pageIndex = Number.isInteger(page) && page >= 1 && page <= maxPageIndex ? page : 1;
  const query: OrdersQuery = { pageIndex };
  const search = text('search');
  const customer = text('customer');
  const supplier = text('supplier');
  if (search) query.search = search;
  if (customer) query.customer = customer;
  if (supplier) query.supplier = supplier;
  const any = ['search', 'customer', 'supplier', 'pageIndex'].some((name) => params.has(name));
  return any ? query : null;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL, maxWidth: '90rem', minWidth: 0 },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  filters: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))', gap: tokens.spacingHorizontalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  busy: { opacity: 0.6 },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  prompt: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

/**
 * /orders/list 'Órdenes de Servicio' (part 2 §2.5, §7, §9): search (number or description), customer and supplier
 * filters kept in the query string and asked 600 ms after typing stops, previous/next by pageIndex (20 a page).
 * Without query parameters it asks for criteria ('Ver todas las órdenes' lists everything); each order shows its
 * supplier's documents count and compliance rate, green when payable (V) and red otherwise, with the words too.
 * 'Nueva orden' and 'Importar CSV' for manage:orders. Cards below 768 px.
 */
export function OrdersPage({ title }: PageProps) {
  usePageTitle(title);
  const styles = useStyles();
  const { user } = useSignedInUser();
  const narrow = useNarrowViewport();
  const [params, update] = useListParams();
  const query = readOrdersParams(params);
  const { data: answer, error, isLoading, mutate } = useOrders(query);
  const data = error ? undefined : answer;
  const busy = isLoading && data !== undefined;
  const mayManage = can(user.primaryRole, 'manage:orders', user.features);
  const [dialog, setDialog] = useState<'new' | 'import'>();

  const onSearch = useCallback((value: string) => update({ search: value }, { replace: true }), [update]);
  const onCustomer = useCallback((value: string) => update({ customer: value }, { replace: true }), [update]);
  const onSupplier = useCallback((value: string) => update({ supplier: value }, { replace: true }), [update]);
  const pageIndex = query?.pageIndex ?? 1;

  return (
    <main className={styles.root}>
      <PageBreadcrumb steps={[{ label: ordersTexts.home, to: getHref('home') }]} current={title} />
      <div className={styles.heading}>
        <Title2 as="h1">{title}</Title2>
        {mayManage && (
          <div className={styles.actions}>
            <AppButton variant="primary" icon={<AddRegular />} onClick={() => setDialog('new')}>
              {ordersTexts.newOrder}
            </AppButton>
            <AppButton icon={<ArrowUploadRegular />} onClick={() => setDialog('import')}>
              {ordersTexts.importCsv}
            </AppButton>
          </div>
        )}
      </div>

      <section aria-label={ordersTexts.filtersLabel} role="search" className={styles.filters}>
        <DebouncedSearch value={query?.search ?? ''} onSearch={onSearch} debounceMs={ORDERS_DEBOUNCE_MS} placeholder={ordersTexts.search} label={ordersTexts.search} maxLength={100} />
        <DebouncedSearch value={query?.customer ?? ''} onSearch={onCustomer} debounceMs={ORDERS_DEBOUNCE_MS} placeholder={ordersTexts.customer} label={ordersTexts.customer} maxLength={100} />
        <DebouncedSearch value={query?.supplier ?? ''} onSearch={onSupplier} debounceMs={ORDERS_DEBOUNCE_MS} placeholder={ordersTexts.supplier} label={ordersTexts.supplier} maxLength={100} />
      </section>

      {!query && (
        <div className={styles.prompt}>
          <Body1 role="status">{ordersTexts.noCriteria}</Body1>
          <AppButton onClick={() => update({ pageIndex: 1 })}>{ordersTexts.showAll}</AppButton>
        </div>
      )}
      {query && error && <LoadFailure message={ordersTexts.loadError} onRetry={() => void mutate()} />}
      {query && !data && isLoading && <Spinner label={ordersTexts.loading} />}
      {query && data && (
        <div className={mergeClasses(styles.list, busy && styles.busy)} aria-busy={busy}>
          {data.orders.length === 0 ? (
            <Body1 role="status">{ordersTexts.empty}</Body1>
          ) : narrow ? (
            <OrderCards orders={data.orders} />
          ) : (
            <OrdersTable orders={data.orders} />
          )}
          {(pageIndex > 1 || data.hasMore) && (
            <nav aria-label={ordersTexts.tableLabel} className={styles.pager}>
              <AppButton icon={<ChevronLeftRegular />} disabled={pageIndex <= 1 || busy} onClick={() => update({ pageIndex: pageIndex - 1 })}>
                {ordersTexts.previous}
              </AppButton>
              <Body1 aria-current="page">{ordersTexts.page(pageIndex)}</Body1>
              <AppButton icon={<ChevronRightRegular />} iconPosition="after" disabled={!data.hasMore || busy} onClick={() => update({ pageIndex: pageIndex + 1 })}>
                {ordersTexts.next}
              </AppButton>
            </nav>
          )}
        </div>
      )}

      {mayManage && (
        <>
          <NewOrderDialog
            open={dialog === 'new'}
            onClose={() => setDialog(undefined)}
            onCreated={(order) => {
              setDialog(undefined);
              // Show the new order: its number as the search (the list is newest service date first).
              update({ search: order.logicalKey, customer: undefined, supplier: undefined });
              void mutate();
            }}
          />
          <ImportOrdersDialog
            open={dialog === 'import'}
            onClose={() => setDialog(undefined)}
            onImported={() => {
              setDialog(undefined);
              if (!query) update({ pageIndex: 1 });
              void mutate();
            }}
          />
        </>
      )}
    </main>
  );
}

