import { contactChangeResponseSchema, type AddressRequest } from '@expediente/contracts/contacts/contact-editing';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/contacts/{id}/addresses (answers the new ordinal): the contact as it now is, with its new etag. */
export function addContactAddress(id: string, body: AddressRequest) {
  return apiFetch(`/api/contacts/${encodeURIComponent(id)}/addresses`, { method: 'POST', body, schema: contactChangeResponseSchema });
}
