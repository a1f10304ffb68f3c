import { disputesListResponseSchema, type DisputesListResponse } from '@expediente/contracts/disputes/disputes';
import type { Role } from '@expediente/contracts/shared/roles';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export type DisputesQuery = { pageIndex: number; pageSize: number; orderBy: 'DESC' | 'ASC'; status?: string; type?: string };

/**
 * Which list a role reads (part 2 §6): Admin, Developer and Support the tenant's; a Customer its own view; a
 * Supplier, and any other role, its organization's.
 */
export function disputesListPath(role: Role): string {
  if (role === 'Admin' || role === 'Developer' || role === 'Support') return '/api/disputes/';
  if (role === 'Customer') return '/api/disputes/customer/';
  return '/api/disputes/supplier/';
}

/** The list's SWR key: its parameters always in the same order. */
export function disputesListKey(role: Role, query: DisputesQuery): string {
  const params = new URLSearchParams({ pageIndex: String(query.pageIndex), pageSize: String(query.pageSize), orderBy: query.orderBy });
  if (query.status) params.set('status', query.status);
  if (query.type) params.set('type', query.type);
  return `${disputesListPath(role)}?${params.toString()}`;
}

export function getDisputes(key: string): Promise<DisputesListResponse> {
  return apiFetch(key, { schema: disputesListResponseSchema });
}

/**
 * GET /api/disputes/…: one page and the total; the previous page stays while the next loads. Opening the list always
 * asks the server (no deduping, as the dispute itself: get-dispute.ts): an auditor's decision a second ago must show.
 */
export function useDisputes(role: Role, query: DisputesQuery) {
  return useSWR<DisputesListResponse, ApiClientError>(disputesListKey(role, query), getDisputes, { keepPreviousData: true, dedupingInterval: 0 });
}
