import { complianceCellsResponseSchema, type ComplianceCellsResponse } from '@expediente/contracts/compliance/compliance';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export type ComplianceCellsQuery = { supplierPK: string; year: number; documentType?: string };

/** GET /api/compliance/cells?supplierPK&year&documentType: one supplier's slots (of one type) with their state. */
export function complianceCellsKey(query: ComplianceCellsQuery): string {
  const params = new URLSearchParams({ supplierPK: query.supplierPK, year: String(query.year) });
  if (query.documentType) params.set('documentType', query.documentType);
  return `/api/compliance/cells?${params.toString()}`;
}

export function getComplianceCells(key: string): Promise<ComplianceCellsResponse> {
  return apiFetch(key, { schema: complianceCellsResponseSchema });
}

/** The drill-down's periods; asks only while a cell is open (null). */
export function useComplianceCells(query: ComplianceCellsQuery | null) {
  return useSWR<ComplianceCellsResponse, ApiClientError>(query ? complianceCellsKey(query) : null, getComplianceCells);
}
