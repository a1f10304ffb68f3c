import { documentFieldsResponseSchema, type DocumentFieldsResponse } from '@expediente/contracts/documents/document-types';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const documentFieldsKey = '/api/documents/fields';

/** GET /api/documents/fields (part 2 §7): the field definitions by document type (the detail formats money fields with them). */
export function getDocumentFields(key: string, signal?: AbortSignal): Promise<DocumentFieldsResponse> {
  return apiFetch(key, { schema: documentFieldsResponseSchema, signal });
}

export function useDocumentFields() {
  return useSWR<DocumentFieldsResponse, ApiClientError>(documentFieldsKey, getDocumentFields, { revalidateOnFocus: false });
}
