import { systemContactResponseSchema } from '@expediente/contracts/admin/system-contacts';
import type { ContactDetail } from '@expediente/contracts/contacts/contacts';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { systemContactKey } from './system-keys';

/** GET /api/admin/contacts/{id} (part 2 §7): the contact's summary; 404 outside the tenant. */
export function getSystemContact(key: string): Promise<ContactDetail> {
  return apiFetch(key, { schema: systemContactResponseSchema });
}

/** `tenant`: another tenant's contact (the Developer, from /admin/tenants/{id}). */
export function useSystemContact(id: string, tenant?: string) {
  return useSWR<ContactDetail, ApiClientError>(systemContactKey(id, tenant), getSystemContact);
}
