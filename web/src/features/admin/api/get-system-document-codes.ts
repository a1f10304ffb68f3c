import { systemDocumentTypeCodesSchema, type SystemDocumentTypeCodes } from '@expediente/contracts/admin/system-documents';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { documentTypesKey } from './get-document-types';

/**
 * GET /api/documenttypes (the tenant's types), asked only when `ask`: /admin/documents/{id} with an id that is not
 * a document's key checks whether it is a type's codeName (the type cards' links) to go on to its configuration.
 */
export function useSystemDocumentCodes(ask: boolean) {
  return useSWR<SystemDocumentTypeCodes, ApiClientError>(ask ? documentTypesKey('') : null, (key: string) => apiFetch(key, { schema: systemDocumentTypeCodesSchema }), { revalidateOnFocus: false });
}
