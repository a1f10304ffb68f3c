import { documentTypesResponseSchema, type DocumentType } from '@expediente/contracts/documents/document-types';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

/** GET /api/documenttypeset/{set}/documenttypes: the types the list's type filter offers for the chosen set. */
export const setDocumentTypesKey = (set: string) => `/api/documenttypeset/${encodeURIComponent(set)}/documenttypes`;

export function useSetDocumentTypes(set: string) {
  return useSWR<DocumentType[], ApiClientError>(
    setDocumentTypesKey(set),
    async (key: string) => (await apiFetch(key, { schema: documentTypesResponseSchema })).documentTypes,
    { revalidateOnFocus: false },
  );
}
