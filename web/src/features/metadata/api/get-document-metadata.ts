import { documentDetailSchema } from '@expediente/contracts/documents/documents';
import type { DocumentExtraction } from '@expediente/contracts/metadata/extraction';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

/** GET /api/documents/metadata/{id}: the detail's extracted parts (contracts' detail schema, those fields only). */
export const documentMetadataResponseSchema = documentDetailSchema.pick({ metaDataItems: true, identifiers: true, jsonData: true, extraction: true });
export type DocumentMetadata = ReturnType<typeof documentMetadataResponseSchema.parse>;

export function getDocumentMetadata(publicKey: string): Promise<DocumentMetadata> {
  return apiFetch(`/api/documents/metadata/${encodeURIComponent(publicKey)}`, { schema: documentMetadataResponseSchema });
}

/**
 * The Developer's metadata card's data (part 2 §2.4, §7). The key carries the extraction's outcome and date, so a
 * finished run (seen by the detail's polling) reads the new data once.
 */
export function useDocumentMetadata(publicKey: string, extraction: DocumentExtraction | undefined) {
  return useSWR<DocumentMetadata, ApiClientError>(
    ['document-metadata', publicKey, extraction?.outcome ?? '', extraction?.at ?? ''],
    ([, key]: readonly [string, string, string, string]) => getDocumentMetadata(key),
    { keepPreviousData: true },
  );
}
