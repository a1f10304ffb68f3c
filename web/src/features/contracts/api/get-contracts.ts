import { contractsListResponseSchema, type ContractsListResponse } from '@expediente/contracts/contracts/contracts';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export type ContractsQuery = { search?: string; supplier?: string; pageIndex: number };

/** GET /api/contracts?search&supplier&pageIndex (part 2 §7), its parameters always in the same order. */
export function contractsListKey(query: ContractsQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.supplier) params.set('supplier', query.supplier);
  params.set('pageIndex', String(query.pageIndex));
  return `/api/contracts?${params.toString()}`;
}

/** A page of 20 audited contracts with the total; null asks nothing. */
export function useContracts(query: ContractsQuery | null) {
  return useSWR<ContractsListResponse, ApiClientError>(query ? contractsListKey(query) : null, (key: string) => apiFetch(key, { schema: contractsListResponseSchema }), {
    keepPreviousData: true,
  });
}
