import { exportJobSchema, type ExportJob } from '@expediente/contracts/documents/export';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

/** How often the started dialog asks for the job's progress while it is queued or running. */
export const exportPollMs = 1500;

export function exportJobKey(exportId: string): string {
  return `/api/documents/exports/${encodeURIComponent(exportId)}`;
}

export async function getExportJob(key: string, signal?: AbortSignal): Promise<ExportJob> {
  return apiFetch(key, { schema: exportJobSchema, signal });
}

/** GET /api/documents/exports/{exportId}: the caller's job, polled until it is done or failed. */
export function useExportJob(exportId: string | undefined) {
  return useSWR<ExportJob, ApiClientError>(exportId ? exportJobKey(exportId) : null, getExportJob, {
    refreshInterval: (job) => (job && (job.state === 'done' || job.state === 'failed') ? 0 : exportPollMs),
    revalidateOnFocus: false,
  });
}
