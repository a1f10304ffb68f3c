import { reportSettingsSchema, type ReportSettings, type ReportSettingsInput } from '@expediente/contracts/reports/reports';
import { apiFetch } from '../../../lib/api-client';
import { reportSettingsKey } from './get-report-settings';

/** PUT /api/reports/settings?tenant= (ours): the whole configuration with the version read; 409 when it changed meanwhile. */
export function saveReportSettings(tenantId: string, body: ReportSettingsInput): Promise<ReportSettings> {
  return apiFetch(reportSettingsKey(tenantId), { method: 'PUT', body, schema: reportSettingsSchema });
}
