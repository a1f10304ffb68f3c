import { reportSettingsSchema, type ReportSettings } from '@expediente/contracts/reports/reports';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const reportSettingsKey = (tenantId: string) => `/api/reports/settings?tenant=${encodeURIComponent(tenantId)}`;

/** GET /api/reports/settings?tenant= (ours): a tenant's report configuration (manage:reports). */
export function getReportSettings(key: string): Promise<ReportSettings> {
  return apiFetch(key, { schema: reportSettingsSchema });
}

export function useReportSettings(tenantId: string, enabled = true) {
  return useSWR<ReportSettings, ApiClientError>(enabled ? reportSettingsKey(tenantId) : null, getReportSettings);
}
