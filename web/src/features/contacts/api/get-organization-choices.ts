import { contactsListResponseSchema, type ContactsListResponse } from '@expediente/contracts/contacts/contacts';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export type OrganizationRole = 'customer' | 'supplier';

/** How many organizations a picker offers at once; typing narrows them on the server. */
export const organizationChoicesSize = 25;

/** GET /api/contacts?role=…&search=…: the customer or supplier organizations the caller may see, by name. */
export function organizationChoicesKey(role: OrganizationRole, search: string): string {
  const params = new URLSearchParams({ role, pageSize: String(organizationChoicesSize) });
  if (search) params.set('search', search);
  return `/api/contacts?${params.toString()}`;
}

export function useOrganizationChoices(role: OrganizationRole, search: string, enabled = true) {
  return useSWR<ContactsListResponse, ApiClientError>(enabled ? organizationChoicesKey(role, search) : null, (key: string) => apiFetch(key, { schema: contactsListResponseSchema }), {
    keepPreviousData: true,
  });
}
