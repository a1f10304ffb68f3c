import { documentTypesResponseSchema, type DocumentType } from '@expediente/contracts/documents/document-types';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

/** GET /api/documenttypeset/mxexpediente/documenttypes: the type filter's options and each type's cadence (periods). */
export const complianceDocumentTypesKey = '/api/documenttypeset/mxexpediente/documenttypes';

export function useComplianceDocumentTypes() {
  return useSWR<DocumentType[], ApiClientError>(
    complianceDocumentTypesKey,
    async (key: string) => (await apiFetch(key, { schema: documentTypesResponseSchema })).documentTypes,
    { revalidateOnFocus: false },
  );
}
