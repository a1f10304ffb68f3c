import { storageActionResponseSchema, type StorageActionResponse } from '@expediente/contracts/metadata/extraction';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/storage/reprocess (part 2 §7): runs the extraction again for up to 100 documents (their publicKeys). */
export function postStorageReprocess(ids: readonly string[]): Promise<StorageActionResponse> {
  return apiFetch('/api/storage/reprocess', { method: 'POST', body: ids, schema: storageActionResponseSchema });
}
