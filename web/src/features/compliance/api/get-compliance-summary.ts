import { complianceSummaryResponseSchema, type ComplianceSummaryResponse } from '@expediente/contracts/compliance/compliance';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export type ComplianceSummaryQuery = { year: number; customer?: string };

/** GET /api/compliance/summary?year&customer: the dashboard's figures for what the caller may see. */
export function complianceSummaryKey(query: ComplianceSummaryQuery): string {
  const params = new URLSearchParams({ year: String(query.year) });
  if (query.customer) params.set('customer', query.customer);
  return `/api/compliance/summary?${params.toString()}`;
}

export function getComplianceSummary(key: string): Promise<ComplianceSummaryResponse> {
  return apiFetch(key, { schema: complianceSummaryResponseSchema });
}

export function useComplianceSummary(query: ComplianceSummaryQuery) {
  return useSWR<ComplianceSummaryResponse, ApiClientError>(complianceSummaryKey(query), getComplianceSummary, { keepPreviousData: true });
}
