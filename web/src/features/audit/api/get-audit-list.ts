import { auditListResponseSchema, type AuditListResponse } from '@expediente/contracts/audit/audit-list';
import type { AuditTab } from '@expediente/contracts/audit/audit-values';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

/** What a list asks its endpoint for (contracts' auditListQuerySchema names). */
export type AuditListQuery = {
  status?: string;
  isRequired?: 'all';
  documentType?: string;
  fromDate?: string;
  toDate?: string;
  orderBy?: 'ASC' | 'DESC';
  tag?: string;
  supplierName?: string;
  pageIndex: number;
  pageSize: number;
};

const order = ['status', 'isRequired', 'documentType', 'fromDate', 'toDate', 'orderBy', 'tag', 'supplierName', 'pageIndex', 'pageSize'] as const;

/** Part 2 §7: contracts on /api/audit/documents, auditonly on /api/audit/documents/direct, the others on /api/audit/{tab}/list. */
export function auditListPath(tab: AuditTab): string {
  if (tab === 'contracts') return '/api/audit/documents';
  if (tab === 'auditonly') return '/api/audit/documents/direct';
  return `/api/audit/${tab}/list`;
}

/** The SWR key: the tab's path and its parameters, always in the same order (one key per list). */
export function auditListKey(tab: AuditTab, query: AuditListQuery): string {
  const params = new URLSearchParams();
  for (const name of order) {
    const value = query[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return `${auditListPath(tab)}?${params.toString()}`;
}

/** GET one page of an audit list and its total (part 2 §2.11); the previous page stays shown while the next loads. */
export function useAuditList(tab: AuditTab, query: AuditListQuery) {
  return useSWR<AuditListResponse, ApiClientError>(auditListKey(tab, query), (key: string) => apiFetch(key, { schema: auditListResponseSchema }), { keepPreviousData: true });
}
