import { extractionQueuedResponseSchema, type ExtractionCleanBody, type ExtractionQueuedResponse } from '@expediente/contracts/metadata/extraction';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/metadata/extraction-clean (part 2 §2.4, §7 'Reprocesar documento'): clears the last results and queues a run. */
export function postExtractionClean(body: ExtractionCleanBody): Promise<ExtractionQueuedResponse> {
  return apiFetch('/api/metadata/extraction-clean', { method: 'POST', body, schema: extractionQueuedResponseSchema });
}
