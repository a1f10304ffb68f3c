import { adminDocumentTypeResponseSchema, type AdminDocumentTypeResponse } from '@expediente/contracts/admin/document-types';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const documentTypeKey = (codeName: string) => `/api/documenttypes/${encodeURIComponent(codeName)}`;

/** GET /api/documenttypes/{id} (part 2 §7): one type with its configuration and version. */
export function getDocumentType(key: string): Promise<AdminDocumentTypeResponse> {
  return apiFetch(key, { schema: adminDocumentTypeResponseSchema });
}

export function useDocumentType(codeName: string) {
  return useSWR<AdminDocumentTypeResponse, ApiClientError>(documentTypeKey(codeName), getDocumentType);
}
