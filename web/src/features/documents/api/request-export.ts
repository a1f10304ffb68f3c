import { exportStartedSchema, type ExportRequest } from '@expediente/contracts/documents/export';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/documents/export (part 2 §7): the list's filters and the password; 202 with the job to follow. */
export function requestExport(body: ExportRequest) {
  return apiFetch('/api/documents/export', { method: 'POST', body, schema: exportStartedSchema });
}
