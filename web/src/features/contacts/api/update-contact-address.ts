import { contactChangeResponseSchema, type AddressRequest } from '@expediente/contracts/contacts/contact-editing';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/contacts/{id}/addresses (by ordinal): the contact as it now is, with its new etag. */
export function updateContactAddress(id: string, body: AddressRequest) {
  return apiFetch(`/api/contacts/${encodeURIComponent(id)}/addresses`, { method: 'PUT', body, schema: contactChangeResponseSchema });
}
