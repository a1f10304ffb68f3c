import { contactChangeResponseSchema, type PhoneRequest } from '@expediente/contracts/contacts/contact-editing';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/contacts/{id}/phones (by ordinal): the contact as it now is, with its new etag. */
export function updateContactPhone(id: string, body: PhoneRequest) {
  return apiFetch(`/api/contacts/${encodeURIComponent(id)}/phones`, { method: 'PUT', body, schema: contactChangeResponseSchema });
}
