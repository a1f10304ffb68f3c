import type { ReportPage, ReportsResponse } from '@expediente/contracts/reports/reports-values';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { arrayOf, bool, object, responseShape, str } from '../../../lib/shape';

export const pageReportsKey = (page: ReportPage) => `/api/documents/reports/${page}`;

/** contracts' reportsResponseSchema without zod: the home reads it (decision 006; held to the schema by a test). */
export const pageReportsShape = responseShape<ReportsResponse>(object({ reports: arrayOf(object({ id: str, title: str, url: str, isEmbed: bool })) }));

/** GET /api/documents/reports/home and /compliance-page (part 1 §7, part 2 §7): the page's configured reports. */
export function getPageReports(key: string): Promise<ReportsResponse> {
  return apiFetch(key, { schema: pageReportsShape });
}

export function usePageReports(page: ReportPage, enabled = true) {
  return useSWR<ReportsResponse, ApiClientError>(enabled ? pageReportsKey(page) : null, getPageReports);
}
