import { complianceGridResponseSchema, type ComplianceGridResponse, type ComplianceRisk } from '@expediente/contracts/compliance/compliance';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

/** What the dashboard asks GET /api/compliance/grid for (contracts' complianceGridQuerySchema names). */
export type ComplianceGridQuery = {
  year: number;
  customer?: string;
  search?: string;
  period?: string;
  documentType?: string;
  risk?: ComplianceRisk;
  pageIndex: number;
  pageSize: number;
};

const order = ['year', 'customer', 'search', 'period', 'documentType', 'risk', 'pageIndex', 'pageSize'] as const;

/** The SWR key: its parameters always in the same order (one key per grid page). */
export function complianceGridKey(query: ComplianceGridQuery): string {
  const params = new URLSearchParams();
  for (const name of order) {
    const value = query[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return `/api/compliance/grid?${params.toString()}`;
}

export function getComplianceGrid(key: string): Promise<ComplianceGridResponse> {
  return apiFetch(key, { schema: complianceGridResponseSchema });
}

/** A page of suppliers × document types with each cell's state; the previous page stays while the next loads. */
export function useComplianceGrid(query: ComplianceGridQuery) {
  return useSWR<ComplianceGridResponse, ApiClientError>(complianceGridKey(query), getComplianceGrid, { keepPreviousData: true });
}
