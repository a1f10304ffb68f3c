import { ordersListResponseSchema, type OrdersListResponse } from '@expediente/contracts/orders/orders';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export type OrdersQuery = { search?: string; customer?: string; supplier?: string; pageIndex: number };

/** GET /api/orders/list?search&customer&supplier&pageIndex (part 2 §7), its parameters always in the same order. */
export function ordersListKey(query: OrdersQuery): string {
  const params = new URLSearchParams();
  for (const name of ['search', 'customer', 'supplier'] as const) if (query[name]) params.set(name, query[name]!);
  params.set('pageIndex', String(query.pageIndex));
  return `/api/orders/list?${params.toString()}`;
}

/** A page of 20 orders; null asks nothing (the page waits for search criteria, part 2 §2.5). */
export function useOrders(query: OrdersQuery | null) {
  return useSWR<OrdersListResponse, ApiClientError>(query ? ordersListKey(query) : null, (key: string) => apiFetch(key, { schema: ordersListResponseSchema }), {
    keepPreviousData: true,
  });
}
