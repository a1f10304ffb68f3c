import { documentTypesResponseSchema, type DocumentType } from '@expediente/contracts/documents/document-types';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

/** GET /api/documenttypeset/mxexpediente/documenttypes: the tenant's types (extensions, cadence, customer rule). */
export const documentTypesKey = '/api/documenttypeset/mxexpediente/documenttypes';

export async function getDocumentTypes(key: string): Promise<DocumentType[]> {
  const { documentTypes } = await apiFetch(key, { schema: documentTypesResponseSchema });
  return documentTypes;
}

export function useDocumentTypes(enabled = true) {
  return useSWR<DocumentType[], ApiClientError>(enabled ? documentTypesKey : null, getDocumentTypes, { revalidateOnFocus: false });
}
