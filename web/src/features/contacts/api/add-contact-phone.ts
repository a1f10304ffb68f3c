import { contactChangeResponseSchema, type PhoneRequest } from '@expediente/contracts/contacts/contact-editing';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/contacts/{id}/phones (answers the new ordinal): the contact as it now is, with its new etag. */
export function addContactPhone(id: string, body: PhoneRequest) {
  return apiFetch(`/api/contacts/${encodeURIComponent(id)}/phones`, { method: 'POST', body, schema: contactChangeResponseSchema });
}
