import { adminDocumentTypesResponseSchema, type AdminDocumentTypesResponse } from '@expediente/contracts/admin/document-types';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const documentTypesPath = '/api/documenttypes';

/** The key (and address) of GET /api/documenttypes with the search, when there is one. */
export const documentTypesKey = (search: string) => (search ? `${documentTypesPath}?${new URLSearchParams({ search }).toString()}` : documentTypesPath);

/** GET /api/documenttypes/?{query} (part 2 §7): the tenant's types with their configuration. */
export function getDocumentTypes(key: string): Promise<AdminDocumentTypesResponse> {
  return apiFetch(key, { schema: adminDocumentTypesResponseSchema });
}

export function useDocumentTypes(search: string) {
  return useSWR<AdminDocumentTypesResponse, ApiClientError>(documentTypesKey(search), getDocumentTypes, { keepPreviousData: true });
}
