import { cellStates, complianceRisks } from '@expediente/contracts/compliance/compliance-values';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { arrayOf, bool, int, object, oneOf, optional, responseShape, str, type ObjectOf } from '../../../lib/shape';

/** How many high-risk suppliers a customer's home lists; the rest are on /compliance. */
export const homeRiskSuppliersCount = 5;

const counts = object({ valid: int, total: int, overdue: int, rejected: int });

/**
 * The parts of contracts' complianceSummaryResponseSchema and complianceGridResponseSchema the home reads, checked
 * without zod (the home is the first page after sign-in; lib/shape.ts, decision 006). The rest is dropped.
 */
const summaryFields = {
  suppliersCount: int,
  counts,
  rate: int,
  risk: oneOf(complianceRisks),
  suppliersByRisk: object({ A: int, M: int, B: int }),
  sat69bFlagged: int,
};
export type HomeComplianceSummary = ObjectOf<typeof summaryFields>;
export const homeComplianceSummaryShape = responseShape<HomeComplianceSummary>(object(summaryFields));

const gridFields = {
  columns: arrayOf(object({ documentTypeCodeName: str, displayName: str })),
  rows: arrayOf(
    object({
      supplierPK: str,
      supplierName: str,
      rate: int,
      risk: oneOf(complianceRisks),
      payable: bool,
      counts,
      cells: arrayOf(object({ documentTypeCodeName: str, state: optional(oneOf(cellStates)) })),
    }),
  ),
  totalCount: int,
};
export type HomeComplianceGrid = ObjectOf<typeof gridFields>;
export type HomeGridRow = HomeComplianceGrid['rows'][number];
export const homeComplianceGridShape = responseShape<HomeComplianceGrid>(object(gridFields));

// The keys are [url, 'home']: the same URL read by /compliance through the whole zod schema must never share this
// narrower answer's cache entry (the dashboard would get a summary without its charts' figures).
type HomeKey = readonly [string, 'home'];

/** GET /api/compliance/summary?year: the caller's suppliers' figures (a Supplier: its own). */
export function homeComplianceSummaryKey(year: number): HomeKey {
  return [`/api/compliance/summary?${new URLSearchParams({ year: String(year) }).toString()}`, 'home'];
}

/**
 * GET /api/compliance/grid?year&…: a Supplier's own row (it sees only itself), or a customer's first high-risk
 * suppliers (name order).
 */
export function homeComplianceGridKey(year: number, mode: 'own' | 'atRisk'): HomeKey {
  const query: Record<string, string> = mode === 'own' ? { year: String(year), pageSize: '1' } : { year: String(year), risk: 'A', pageSize: String(homeRiskSuppliersCount) };
  return [`/api/compliance/grid?${new URLSearchParams(query).toString()}`, 'home'];
}

export function useHomeComplianceSummary(year: number, enabled: boolean) {
  return useSWR<HomeComplianceSummary, ApiClientError, HomeKey | null>(enabled ? homeComplianceSummaryKey(year) : null, ([url]) =>
    apiFetch(url, { schema: homeComplianceSummaryShape }),
  );
}

export function useHomeComplianceGrid(year: number, mode: 'own' | 'atRisk', enabled: boolean) {
  return useSWR<HomeComplianceGrid, ApiClientError, HomeKey | null>(enabled ? homeComplianceGridKey(year, mode) : null, ([url]) =>
    apiFetch(url, { schema: homeComplianceGridShape }),
  );
}
