import { storageActionResponseSchema, type StorageActionResponse } from '@expediente/contracts/metadata/extraction';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/storage/image-ai (part 2 §7): reads up to 100 documents (their publicKeys) again with OCR. */
export function postStorageImageAi(ids: readonly string[]): Promise<StorageActionResponse> {
  return apiFetch('/api/storage/image-ai', { method: 'POST', body: ids, schema: storageActionResponseSchema });
}
