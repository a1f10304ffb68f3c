import { identifierTypesResponseSchema, type IdentifierType } from '@expediente/contracts/contacts/contact-editing';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const identifierTypesKey = '/api/identifiersType';

/** GET /api/identifiersType (part 2 §7): the tenant's identifier types, asked for only while `enabled` (a modal open). */
export function useIdentifierTypes(enabled: boolean) {
  return useSWR<IdentifierType[], ApiClientError>(enabled ? identifierTypesKey : null, (key: string) => apiFetch(key, { schema: identifierTypesResponseSchema }));
}
